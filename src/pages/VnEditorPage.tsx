/** /alternatives/vn-editor/: CapCut vs VN Editor, laid out by the shared comparison detail. */
import { ComparisonDetail } from '../components/comparisons/ComparisonDetail.tsx';
import { vnEditorArticle } from '../content/comparisons/vn-editor.ts';

export default function VnEditorPage() {
  return <ComparisonDetail article={vnEditorArticle} />;
}
