/** /alternatives/inshot/: CapCut vs InShot, laid out by the shared comparison detail. */
import { ComparisonDetail } from '../components/comparisons/ComparisonDetail.tsx';
import { inshotComparison } from '../content/comparisons/inshot.ts';
import { readingMinutes } from '../content/comparisons/reading.ts';

export default function InshotPage() {
  return <ComparisonDetail copy={inshotComparison} readingMinutes={readingMinutes.inshot} />;
}
