/**
 * /alternatives/'s editor finder: the editors filtered by type and text, both kept in the URL query. The
 * page gives it everything in its language: the editors, its words (the catalogue's `editorFinder`) and
 * the source lines; it writes the ratings as the page's language writes numbers (useLanguageFormat).
 */
import { EmptyState } from '../components/EmptyState.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { ToggleChips } from '../components/ToggleChips.tsx';
import { setQuery, useQueryParam } from '../components/useQueryParam.ts';
import { SourceLine } from '../components/comparisons/SourceNote.tsx';
import type { AlternativeEditor, EditorCategory } from '../content/comparisons/editors.ts';
import { filterEditors } from '../filters/alternatives.ts';
import type { Messages } from '../i18n/locale.ts';
import { useLanguageFormat } from '../i18n/island-language.ts';
import { Icon } from '../components/Icon.tsx';

type Words = Messages['editorFinder'];

/** Where the figures the finder shows were read, as the page's language writes it: the ratings', and each discontinued editor's, by key. */
export interface FinderSources {
  readonly ratings: readonly string[];
  readonly discontinued: Readonly<Record<string, readonly string[]>>;
}

/** The type filter's URL value for a category: "Mobile Editor" is "mobile-editor", in every language. */
const slug = (category: string): string => category.toLowerCase().replace(/\s+/g, '-');

/** The type chips: All, then each category with its count. */
const chipsFor = (editors: readonly AlternativeEditor[], categories: readonly EditorCategory[], words: Words) => [
  { value: '', label: words.all, count: editors.length },
  ...categories.map((category) => ({ value: slug(category), label: words.categories[category], count: editors.filter((editor) => editor.category === category).length })),
];

const EditorCard = ({ editor, words, sources }: { editor: AlternativeEditor; words: Words; sources: FinderSources }) => (
  <li className="card alt-card">
    <Icon name={editor.icon} className="card__icon" />
    <h3 className="card__title">{editor.name}</h3>
    <p className="badges">
      <span className="badge badge--outline">{words.categories[editor.category]}</span>
      <span className="badge badge--yellow">
        <Icon name="star" className="icon--filled" />{' '}
        {useLanguageFormat().count(editor.rating.value)}
        <span className="visually-hidden">{words.outOfFive}</span>
      </span>
      {editor.free && <span className="badge badge--green">{words.freeVersion}</span>}
      {editor.discontinued && <span className="badge badge--red">{words.discontinued}</span>}
    </p>
    <p>
      <strong>{words.bestFor}</strong> {editor.bestFor}
    </p>
    <p>
      <strong>{words.pricing}</strong> {editor.pricing}
    </p>
    <div className="grid grid--2 alt-card__lists">
      {(
        [
          [words.pros, editor.pros],
          [words.cons, editor.cons],
        ] as const
      ).map(([label, items]) => (
        <div key={label}>
          <h4>{label}</h4>
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
    <p>
      <SiteLink href={editor.detailLink} className="button button--secondary">
        {words.versus}
        {editor.name}
      </SiteLink>
    </p>
    {editor.discontinued && <SourceLine prefix={words.discontinued} sources={sources.discontinued[editor.key] ?? []} />}
  </li>
);

interface Props {
  /** The editors compared, in the page's language, their links to its comparison pages (passed in, so their text stays out of the JavaScript). */
  readonly editors: readonly AlternativeEditor[];
  readonly categories: readonly EditorCategory[];
  readonly words: Words;
  readonly sources: FinderSources;
}

export default function EditorFinder({ editors, categories, words, sources }: Props) {
  const format = useLanguageFormat();
  const [text, setText] = useQueryParam('q');
  const [type, setType] = useQueryParam('type');
  const category = categories.find((name) => slug(name) === type) ?? '';
  const listed = filterEditors(editors, { category, text });
  // Both filters in one history entry.
  const clear = () => setQuery({ q: '', type: '' });
  return (
    <>
      <div className="alt-controls">
        <SearchBox label={words.searchLabel} value={text} onChange={(value) => setText(value, { replace: true })} placeholder={words.searchPlaceholder} />
        <ToggleChips label={words.filterLabel} chips={chipsFor(editors, categories, words)} selected={slug(category)} onSelect={(value) => setType(value)} />
      </div>
      <p className="alt-count" aria-live="polite">
        <span className="badge badge--accent" data-count>
          {format.count(listed.length)}
        </span>{' '}
        {format.plural(words.listed, listed.length)}
      </p>
      {listed.length > 0 ? (
        <ul className="grid grid--2 alt-list">
          {listed.map((editor) => (
            <EditorCard key={editor.key} editor={editor} words={words} sources={sources} />
          ))}
        </ul>
      ) : (
        <EmptyState message={words.empty} onClear={clear} clearLabel={words.clear} />
      )}
      <SourceLine prefix={words.ratings} sources={sources.ratings} />
    </>
  );
}
