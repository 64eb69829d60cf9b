/** /effects-library/'s finder: a search box and category tabs over the sample effects, both kept in the URL query, in the page's words. */
import { EmptyState } from '../components/EmptyState.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { Tabs } from '../components/Tabs.tsx';
import { setQuery, useQueryParam } from '../components/useQueryParam.ts';
import { Icon } from '../components/Icon.tsx';
import type { Effect } from '../content/learning/effects.ts';
import { categoryOptions, knownValue, searchEffects } from '../filters/learning.ts';
import { useLanguageFormat } from '../i18n/island-language.ts';
import { fill } from '../i18n/island-words.ts';
import type { Messages } from '../i18n/locale.ts';

type Words = Messages['effectsFinder'];

const EffectCard = ({ effect, words, free }: { effect: Effect; words: Words; free: string }) => (
  <article className="card">
    <Icon name={effect.preview} className="card__icon" />
    <h3 className="card__title">{effect.name}</h3>
    <p className="badges">{effect.type === 'Premium' ? <span className="badge badge--accent">{words.premium}</span> : <span className="badge">{free}</span>}</p>
    <p>{effect.description}</p>
    <ul className="badges learning-tags">
      {effect.tags.map((tag) => (
        <li key={tag} className="badge">
          #{tag}
        </li>
      ))}
    </ul>
    <div className="actions">
      <a href="#get-effects" className="button button--primary" aria-label={fill(words.getLabel, { name: effect.name })}>
        {words.get}
      </a>
      <SiteLink href={effect.tutorial.href} hrefLang={effect.tutorial.hreflang} className="button button--secondary">
        {effect.tutorial.label}
      </SiteLink>
    </div>
  </article>
);

interface Props {
  /** The sample effects in the page's language (passed in, so their text stays out of the JavaScript). */
  readonly effects: readonly Effect[];
  /** The category tabs, in order, with their labels. */
  readonly categories: readonly { readonly value: string; readonly label: string }[];
  readonly words: Words;
  /** The badge of a free effect. */
  readonly free: string;
}

export default function EffectsFinder({ effects, categories, words, free }: Props) {
  const format = useLanguageFormat();
  const allTabs = categoryOptions(effects, words.all, categories);
  const [query, setSearch] = useQueryParam('q');
  const [categoryParam, setCategory] = useQueryParam('category');
  const category = knownValue(categoryParam, allTabs);
  const matching = searchEffects(effects, query, '');
  const tabs = categoryOptions(matching, words.all, categories);
  const shown = searchEffects(matching, '', category);
  return (
    <>
      <SearchBox label={words.search} value={query} onChange={(value) => setSearch(value, { replace: true })} placeholder={words.placeholder} />
      <Tabs label={words.tabs} tabs={tabs} selected={category} onSelect={setCategory}>
        <p className="visually-hidden" role="status">
          {format.plural(words.shown, shown.length)}
        </p>
        {shown.length > 0 ? (
          <div className="grid grid--2">
            {shown.map((effect) => (
              <EffectCard key={effect.id} effect={effect} words={words} free={free} />
            ))}
          </div>
        ) : (
          // Both parameters in one history entry.
          <EmptyState message={words.empty} clearLabel={words.clearSearch} onClear={() => setQuery({ q: '', category: '' })} />
        )}
      </Tabs>
    </>
  );
}
