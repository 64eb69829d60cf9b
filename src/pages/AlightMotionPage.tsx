/** /alternatives/alight-motion/: CapCut vs Alight Motion, laid out by the shared comparison detail. */
import { ComparisonDetail } from '../components/comparisons/ComparisonDetail.tsx';
import { alightMotionArticle } from '../content/comparisons/alight-motion.ts';

export default function AlightMotionPage() {
  return <ComparisonDetail article={alightMotionArticle} />;
}
