/** /alternatives/alight-motion/: CapCut vs Alight Motion, laid out by the shared comparison detail. */
import { ComparisonDetail } from '../components/comparisons/ComparisonDetail.tsx';
import { alightMotionComparison } from '../content/comparisons/alight-motion.ts';
import { readingMinutes } from '../content/comparisons/reading.ts';

export default function AlightMotionPage() {
  return <ComparisonDetail copy={alightMotionComparison} readingMinutes={readingMinutes.alightMotion} />;
}
