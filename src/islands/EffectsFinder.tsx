/** /effects-library/'s finder: a search box and category tabs over the sample effects, both kept in the URL query. */
import { EmptyState } from '../components/EmptyState.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { Tabs } from '../components/Tabs.tsx';
import { setQuery, useQueryParam } from '../components/useQueryParam.ts';
import { Icon } from '../components/Icon.tsx';
import type { Effect } from '../content/learning/effects.ts';
import { categoryOptions, knownValue, searchEffects } from '../filters/learning.ts';

const EffectCard = ({ effect }: { effect: Effect }) => (
  <article className="card">
    <Icon name={effect.preview} className="card__icon" />
    <h3 className="card__title">{effect.name}</h3>
    <p className="badges">
      {effect.type === 'Premium' ? <span className="badge badge--accent">Premium (Pro)</span> : <span className="badge">Free</span>}
    </p>
    <p>{effect.description}</p>
    <ul className="badges learning-tags">
      {effect.tags.map((tag) => (
        <li key={tag} className="badge">
          #{tag}
        </li>
      ))}
    </ul>
    <div className="actions">
      <a href="#get-effects" className="button button--primary" aria-label={`Get Effect: ${effect.name}`}>
        Get Effect
      </a>
      <SiteLink href={effect.tutorial.href} className="button button--secondary">
        {effect.tutorial.label}
      </SiteLink>
    </div>
  </article>
);

interface Props {
  /** The sample effects (passed in, so their text stays out of the JavaScript). */
  readonly effects: readonly Effect[];
  /** The category tabs, in order, with their labels. */
  readonly categories: readonly { readonly value: string; readonly label: string }[];
}

export default function EffectsFinder({ effects, categories }: Props) {
  const allTabs = categoryOptions(effects, 'All Effects', categories);
  const [query, setSearch] = useQueryParam('q');
  const [categoryParam, setCategory] = useQueryParam('category');
  const category = knownValue(categoryParam, allTabs);
  const matching = searchEffects(effects, query, '');
  const tabs = categoryOptions(matching, 'All Effects', categories);
  const shown = searchEffects(matching, '', category);
  return (
    <>
      <SearchBox label="Search effects" value={query} onChange={(value) => setSearch(value, { replace: true })} placeholder="Try blur, glitch or neon" />
      <Tabs label="Effect categories" tabs={tabs} selected={category} onSelect={setCategory}>
        <p className="visually-hidden" role="status">
          {shown.length} {shown.length === 1 ? 'effect' : 'effects'} shown
        </p>
        {shown.length > 0 ? (
          <div className="grid grid--2">
            {shown.map((effect) => (
              <EffectCard key={effect.id} effect={effect} />
            ))}
          </div>
        ) : (
          // Both parameters in one history entry.
          <EmptyState message="No effects match your search in this category." clearLabel="Clear search" onClear={() => setQuery({ q: '', category: '' })} />
        )}
      </Tabs>
    </>
  );
}
