/** /alternatives/kinemaster/: CapCut vs KineMaster, laid out by the shared comparison detail. */
import { ComparisonDetail } from '../components/comparisons/ComparisonDetail.tsx';
import { kinemasterArticle } from '../content/comparisons/kinemaster.ts';

export default function KinemasterPage() {
  return <ComparisonDetail article={kinemasterArticle} />;
}
