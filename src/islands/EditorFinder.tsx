/**
 * /alternatives/'s editor finder: the editors filtered by type and text, both kept in the URL query. Its
 * words are its own English ones (finder-words.ts), or a translated page's, given as props with the
 * page's figures and sources (`language`).
 */
import { EmptyState } from '../components/EmptyState.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { ToggleChips } from '../components/ToggleChips.tsx';
import { setQuery, useQueryParam } from '../components/useQueryParam.ts';
import { SourceLine, SourceNote } from '../components/comparisons/SourceNote.tsx';
import type { AlternativeEditor, EditorCategory } from '../content/comparisons/editors.ts';
import { finderWords, type FinderLanguage, type FinderWords } from '../content/comparisons/finder-words.ts';
import { filterEditors } from '../filters/alternatives.ts';
import { Icon } from '../components/Icon.tsx';

/** The type filter's URL value for a category: "Mobile Editor" is "mobile-editor", in every language. */
const slug = (category: string): string => category.toLowerCase().replace(/\s+/g, '-');

/** The type chips: All, then each category with its count. */
const chipsFor = (editors: readonly AlternativeEditor[], categories: readonly string[], words: FinderWords) => [
  { value: '', label: words.all, count: editors.length },
  ...categories.map((category) => ({ value: slug(category), label: words.categories[category as EditorCategory], count: editors.filter((editor) => editor.category === category).length })),
];

const EditorCard = ({ editor, words, language }: { editor: AlternativeEditor; words: FinderWords; language: FinderLanguage | undefined }) => (
  <li className="card alt-card">
    <Icon name={editor.icon} className="card__icon" />
    <h3 className="card__title">{editor.name}</h3>
    <p className="badges">
      <span className="badge badge--outline">{words.categories[editor.category]}</span>
      <span className="badge badge--yellow">
        <Icon name="star" className="icon--filled" />{' '}
        {language ? language.ratings[editor.key] : editor.rating.value}
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
    {editor.discontinued &&
      (language ? <SourceLine prefix={words.discontinued} sources={language.sources.discontinued[editor.key] ?? []} /> : <SourceNote prefix={words.discontinued} facts={[editor.discontinued]} />)}
  </li>
);

interface Props {
  /** The editors compared, as the page lists them in its language (passed in, so their text stays out of the JavaScript). */
  readonly editors: readonly AlternativeEditor[];
  readonly categories: readonly string[];
  /** On a translated page: its words, ratings and sources; the English page leaves it out. */
  readonly language?: FinderLanguage;
}

export default function EditorFinder({ editors, categories, language }: Props) {
  const words = language?.words ?? finderWords;
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
          {listed.length}
        </span>{' '}
        {listed.length === 1 ? words.one : words.many}
        {words.listed}
      </p>
      {listed.length > 0 ? (
        <ul className="grid grid--2 alt-list">
          {listed.map((editor) => (
            <EditorCard key={editor.key} editor={editor} words={words} language={language} />
          ))}
        </ul>
      ) : (
        <EmptyState message={words.empty} onClear={clear} clearLabel={words.clear} />
      )}
      {language ? <SourceLine prefix={words.ratings} sources={language.sources.ratings} /> : <SourceNote prefix={words.ratings} facts={editors.map((editor) => editor.rating)} />}
    </>
  );
}
