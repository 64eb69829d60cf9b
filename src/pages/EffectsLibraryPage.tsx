/** /effects-library/: search and category tabs over the sample effects (the EffectsFinder island), trends, collections and tips. */
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { Icon } from '../components/Icon.tsx';
import { collections, effectCategories, effects, stylesToTry, usageTips } from '../content/learning/effects.ts';
import { proPrice } from '../facts.ts';
import { Island } from '../hydration/Island.tsx';
import EffectsFinder from '../islands/EffectsFinder.tsx';

export default function EffectsLibraryPage() {
  return (
    <div className="page">
      <PageHero
        eyebrow={<span className="badge badge--accent">{effects.length} sample effects</span>}
        title="CapCut Effects Library"
        lead={`A guide to ${effects.length} CapCut effects, a sample of the app's library: what each does, whether it is free or needs Pro, and where to learn it.`}
      />
      <Section id="effects" title="Find an effect">
        <Island component={EffectsFinder} props={{ effects, categories: effectCategories }} />
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
