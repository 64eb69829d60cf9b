/** /alternatives/'s editor finder: the editors filtered by type and text, both kept in the URL query. */
import { EmptyState } from '../components/EmptyState.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { ToggleChips } from '../components/ToggleChips.tsx';
import { setQuery, useQueryParam } from '../components/useQueryParam.ts';
import { SourceNote } from '../components/comparisons/SourceNote.tsx';
import type { AlternativeEditor } from '../content/comparisons/editors.ts';
import { filterEditors } from '../filters/alternatives.ts';
import { Icon } from '../components/Icon.tsx';

/** The type filter's URL value for a category: "Mobile Editor" is "mobile-editor". */
const slug = (category: string): string => category.toLowerCase().replace(/\s+/g, '-');

/** The type chips: All, then each category with its count. */
const chipsFor = (editors: readonly AlternativeEditor[], categories: readonly string[]) => [
  { value: '', label: 'All', count: editors.length },
  ...categories.map((category) => ({ value: slug(category), label: category, count: editors.filter((editor) => editor.category === category).length })),
];

const EditorCard = ({ editor }: { editor: AlternativeEditor }) => (
  <li className="card alt-card">
    <Icon name={editor.icon} className="card__icon" />
    <h3 className="card__title">{editor.name}</h3>
    <p className="badges">
      <span className="badge badge--outline">{editor.category}</span>
      <span className="badge badge--yellow">
        <Icon name="star" className="icon--filled" />{' '}
        {editor.rating.value}
        <span className="visually-hidden"> out of 5 stars</span>
      </span>
      {editor.free && <span className="badge badge--green">Free version</span>}
      {editor.discontinued && <span className="badge badge--red">Discontinued</span>}
    </p>
    <p>
      <strong>Best for:</strong> {editor.bestFor}
    </p>
    <p>
      <strong>Pricing:</strong> {editor.pricing}
    </p>
    <div className="grid grid--2 alt-card__lists">
      {(
        [
          ['Pros', editor.pros],
          ['Cons', editor.cons],
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
        CapCut vs {editor.name}
      </SiteLink>
    </p>
    {editor.discontinued && <SourceNote prefix="Discontinued" facts={[editor.discontinued]} />}
  </li>
);

interface Props {
  /** The editors compared, as the page lists them (passed in, so their text stays out of the JavaScript). */
  readonly editors: readonly AlternativeEditor[];
  readonly categories: readonly string[];
}

export default function EditorFinder({ editors, categories }: Props) {
  const [text, setText] = useQueryParam('q');
  const [type, setType] = useQueryParam('type');
  const category = categories.find((name) => slug(name) === type) ?? '';
  const listed = filterEditors(editors, { category, text });
  // Both filters in one history entry.
  const clear = () => setQuery({ q: '', type: '' });
  return (
    <>
      <div className="alt-controls">
        <SearchBox label="Search by name or use" value={text} onChange={(value) => setText(value, { replace: true })} placeholder="e.g. animation, YouTube, InShot" />
        <ToggleChips label="Filter by type" chips={chipsFor(editors, categories)} selected={slug(category)} onSelect={(value) => setType(value)} />
      </div>
      <p className="alt-count" aria-live="polite">
        <span className="badge badge--accent" data-count>
          {listed.length}
        </span>{' '}
        {listed.length === 1 ? 'editor' : 'editors'} listed
      </p>
      {listed.length > 0 ? (
        <ul className="grid grid--2 alt-list">
          {listed.map((editor) => (
            <EditorCard key={editor.key} editor={editor} />
          ))}
        </ul>
      ) : (
        <EmptyState message="No editor matches this search and type." onClear={clear} clearLabel="Clear search and type" />
      )}
      <SourceNote prefix="Ratings" facts={editors.map((editor) => editor.rating)} />
    </>
  );
}
