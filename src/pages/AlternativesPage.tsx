/** /alternatives/: five editors, filtered by type and text (the EditorFinder island; both filters live in the URL query). */
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { alternativeEditors, editorCategories } from '../content/comparisons/editors.ts';
import { Island } from '../hydration/Island.tsx';
import EditorFinder from '../islands/EditorFinder.tsx';

const discontinued = alternativeEditors.filter((editor) => editor.discontinued).map((editor) => editor.name);

export default function AlternativesPage() {
  return (
    <div className="page">
      <PageHero
        title={`CapCut Alternatives: ${alternativeEditors.length} Video Editors Compared`}
        lead={`CapCut is free and does a lot, but it is not the only good editor. Compare ${alternativeEditors.length} other editors by type, price and what each does best, then open the side-by-side comparison.${discontinued.length > 0 ? ` Discontinued by its maker, kept for people who used it: ${discontinued.join(', ')}.` : ''}`}
      />
      <Section id="editors" title="Find an editor">
        <Island component={EditorFinder} props={{ editors: alternativeEditors, categories: editorCategories }} />
      </Section>
      <Section id="more-comparisons" title="More comparisons">
        <ul className="link-list">
          <li>
            <SiteLink href="/capcut-vs-pro/">CapCut Free vs CapCut Pro</SiteLink>: what the subscription adds and whether it is worth it.
          </li>
          <li>
            <SiteLink href="/capcut-vs-vn/">CapCut vs VN: scored by category</SiteLink>: each category scored out of 10.
          </li>
          <li>
            <SiteLink href="/reviews/">CapCut reviews and rating</SiteLink>: the store rating and what users say.
          </li>
        </ul>
      </Section>
    </div>
  );
}
