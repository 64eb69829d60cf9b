/** /alternatives/vn-editor/: CapCut vs VN Editor, laid out by the shared comparison detail, with a link to the scored comparison. */
import { ComparisonDetail } from '../components/comparisons/ComparisonDetail.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { readingMinutes } from '../content/comparisons/reading.ts';
import { vnEditorComparison } from '../content/comparisons/vn-editor.ts';

export default function VnEditorPage() {
  return (
    <ComparisonDetail copy={vnEditorComparison} readingMinutes={readingMinutes.vnEditor}>
      <p>
        See the scores behind this verdict, category by category, in <SiteLink href="/capcut-vs-vn/">CapCut vs VN: the scored comparison</SiteLink>.
      </p>
    </ComparisonDetail>
  );
}
