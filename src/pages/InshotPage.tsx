/** /alternatives/inshot/: CapCut vs InShot, laid out by the shared comparison detail. */
import { ComparisonDetail } from '../components/comparisons/ComparisonDetail.tsx';
import { inshotArticle } from '../content/comparisons/inshot.ts';

export default function InshotPage() {
  return <ComparisonDetail article={inshotArticle} />;
}
