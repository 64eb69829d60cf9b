/** /alternatives/premiere-rush/: CapCut vs Adobe Premiere Rush, laid out by the shared comparison detail. */
import { ComparisonDetail } from '../components/comparisons/ComparisonDetail.tsx';
import { premiereRushArticle } from '../content/comparisons/premiere-rush.ts';

export default function PremiereRushPage() {
  return <ComparisonDetail article={premiereRushArticle} />;
}
