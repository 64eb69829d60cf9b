/** /alternatives/ and its translations: five editors, filtered by type and text (the EditorFinder island, given its words, editors and sources in the page's language; both filters live in the URL query). */
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { sourcesOf } from '../components/comparisons/SourceNote.tsx';
import { alternativesPageCopy } from '../content/comparisons/alternatives-page.ts';
import { alternativeEditors, editorCategories } from '../content/comparisons/editors.ts';
import { Island } from '../hydration/Island.tsx';
import { useFactText, useLocalHref, useLocale, useMessages, usePageCopy } from '../i18n/use-locale.tsx';
import EditorFinder, { type FinderSources } from '../islands/EditorFinder.tsx';

const discontinued = alternativeEditors.filter((editor) => editor.discontinued).map((editor) => editor.name);

export default function AlternativesPage() {
  const copy = usePageCopy('/alternatives/', alternativesPageCopy);
  const locale = useLocale();
  const fact = useFactText();
  const localHref = useLocalHref();
  const words = copy.editors(fact);
  const editors = alternativeEditors.map((editor) => ({ ...editor, ...words[editor.key], detailLink: localHref(editor.detailLink).href }));
  // The island has no catalogue: its source lines are written here, in the page's language.
  const sources: FinderSources = {
    ratings: sourcesOf(editors.map((editor) => editor.rating), locale),
    discontinued: Object.fromEntries(editors.flatMap((editor) => (editor.discontinued ? [[editor.key, sourcesOf([editor.discontinued], locale)]] : []))),
  };
  return (
    <div className="page">
      <PageHero
        title={copy.hero.title(alternativeEditors.length)}
        lead={`${copy.hero.lead(alternativeEditors.length)}${discontinued.length > 0 ? copy.hero.discontinued(discontinued) : ''}`}
      />
      <Section id="editors" title={copy.finderTitle}>
        <Island component={EditorFinder} props={{ editors, categories: editorCategories, words: useMessages().editorFinder, sources }} />
      </Section>
      <Section id="more-comparisons" title={copy.more.title}>
        <ul className="link-list">
          {copy.more.links.map(({ href, link, after }) => (
            <li key={href}>
              <SiteLink href={href}>{link}</SiteLink>
              {after}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
