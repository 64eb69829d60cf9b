/** /alternatives/premiere-rush/: CapCut vs Premiere Rush, laid out by the shared comparison detail. */
import { ComparisonDetail } from '../components/comparisons/ComparisonDetail.tsx';
import { premiereRushComparison } from '../content/comparisons/premiere-rush.ts';
import { readingMinutes } from '../content/comparisons/reading.ts';

export default function PremiereRushPage() {
  return <ComparisonDetail copy={premiereRushComparison} readingMinutes={readingMinutes.premiereRush} />;
}
