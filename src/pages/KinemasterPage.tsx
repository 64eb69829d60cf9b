/** /alternatives/kinemaster/: CapCut vs KineMaster, laid out by the shared comparison detail. */
import { ComparisonDetail } from '../components/comparisons/ComparisonDetail.tsx';
import { kinemasterComparison } from '../content/comparisons/kinemaster.ts';
import { readingMinutes } from '../content/comparisons/reading.ts';

export default function KinemasterPage() {
  return <ComparisonDetail copy={kinemasterComparison} readingMinutes={readingMinutes.kinemaster} />;
}
