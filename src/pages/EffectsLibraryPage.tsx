/** /effects-library/: search and category tabs over the sample effects, trends, collections and tips. */
import { useSearchParams } from '../routing/router-hooks.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { Tabs } from '../components/Tabs.tsx';
import { useQueryParam } from '../components/useQueryParam.ts';
import { Icon } from '../components/Icon.tsx';
import { collections, effectCategories, effects, stylesToTry, usageTips, type Effect } from '../content/learning/effects.ts';
import { proPrice } from '../facts.ts';
import { categoryOptions, knownValue, searchEffects } from '../filters/learning.ts';

const allTabs = categoryOptions(effects, 'All Effects', effectCategories);

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

export default function EffectsLibraryPage() {
  const [query, setQuery] = useQueryParam('q');
  const [categoryParam, setCategory] = useQueryParam('category');
  // Clearing sets both parameters in one history entry (two setters would each start from the old query).
  const [, setParams] = useSearchParams();
  const category = knownValue(categoryParam, allTabs);
  const matching = searchEffects(effects, query, '');
  const tabs = categoryOptions(matching, 'All Effects', effectCategories);
  const shown = searchEffects(matching, '', category);

  return (
    <div className="page">
      <PageHero
        eyebrow={<span className="badge badge--accent">{effects.length} sample effects</span>}
        title="CapCut Effects Library"
        lead={`A guide to ${effects.length} CapCut effects, a sample of the app's library: what each does, whether it is free or needs Pro, and where to learn it.`}
      />
      <Section id="effects" title="Find an effect">
        <SearchBox label="Search effects" value={query} onChange={(value) => setQuery(value, { replace: true })} placeholder="Try blur, glitch or neon" />
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
            <EmptyState
              message="No effects match your search in this category."
              clearLabel="Clear search"
              onClear={() => setParams(new URLSearchParams())}
            />
          )}
        </Tabs>
      </Section>
      <Section id="get-effects" title="How to get an effect">
        <ol>
          <li>
            Install the official app from the <SiteLink href="/download/">download page</SiteLink>.
          </li>
          <li>Open a project, tap Effects (or Transitions, Filters, Text, Audio) and search the effect’s name.</li>
          <li>Tap it to apply it to the selected clip, then trim it on the timeline.</li>
        </ol>
        <p className="callout">
          Effects marked Premium need the official CapCut Pro subscription ({proPrice.monthly.value} a month or {proPrice.yearly.value} a year, {proPrice.monthly.source}, {proPrice.monthly.asOf}). You can try them in a project,
          but exporting a video that uses one needs Pro. Free effects need no subscription.
        </p>
      </Section>
      <Section id="trending" title="Styles to try first">
        <ul className="grid grid--4 learning-plain">
          {stylesToTry.map((style) => (
            <li key={style.name} className="card">
              <Icon name={style.icon} className="card__icon" />
              <strong>{style.name}</strong>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="collections" title="Sets of effects that work together">
        <div className="grid grid--4">
          {collections.map((collection) => (
            <article key={collection.title} className="card">
              <Icon name={collection.preview} className="card__icon" />
              <h3 className="card__title">{collection.title}</h3>
              <p>{collection.description}</p>
            </article>
          ))}
        </div>
      </Section>
      <Section id="usage-tips" title="Tips for using effects">
        <ul>
          {usageTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
