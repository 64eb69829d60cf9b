/** /effects-library/: search and category tabs over the sample effects (the EffectsFinder island), trends, collections and tips. */
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { Icon } from '../components/Icon.tsx';
import { collectionIcons, effectCategories, effects, effectsLibraryCopy, styleIcons, type Effect, type EffectsFigures } from '../content/learning/effects.ts';
import { proPrice } from '../facts.ts';
import { formatCount } from '../i18n/format.ts';
import { useFactText, useLocale, useLocalHref, useMessages, usePageCopy } from '../i18n/use-locale.tsx';
import { Island } from '../hydration/Island.tsx';
import EffectsFinder from '../islands/EffectsFinder.tsx';

const keysOf = <T extends object>(record: T) => Object.keys(record) as (keyof T)[];

export default function EffectsLibraryPage() {
  const copy = usePageCopy('/effects-library/', effectsLibraryCopy);
  const locale = useLocale();
  const fact = useFactText();
  const localHref = useLocalHref();
  const messages = useMessages();
  const count = formatCount(locale, effects.length);
  const figures: EffectsFigures = {
    monthly: fact('proPrice.monthly'),
    yearly: fact('proPrice.yearly'),
    source: locale.sourceNames[proPrice.monthly.source] ?? proPrice.monthly.source,
    asOf: proPrice.monthly.asOf,
    day: fact('proPrice.monthly.asOf'),
    maxEffects: fact('exportAdvice.maxEffects'),
    transitionLength: fact('exportAdvice.transitionLength'),
  };
  // The island is given each effect in the page's words, its guide at the page's language's path.
  const shown: Effect[] = effects.map((effect) => {
    const words = copy.effects[effect.id];
    const guide = localHref(effect.tutorial.href);
    return { ...effect, name: words.name, description: words.description, tags: words.tags, tutorial: { label: words.tutorial, href: guide.href, ...(guide.hreflang && { hreflang: guide.hreflang }) } };
  });
  const categories = effectCategories.map(({ value }) => ({ value, label: copy.categories[value] }));
  return (
    <div className="page">
      <PageHero eyebrow={<span className="badge badge--accent">{copy.hero.count(count)}</span>} title={copy.hero.title} lead={copy.hero.lead(count)} />
      <Section id="effects" title={copy.sections.find}>
        <Island component={EffectsFinder} props={{ effects: shown, categories, words: messages.effectsFinder, free: messages.learning.free }} />
      </Section>
      <Section id="get-effects" title={copy.sections.get}>
        <ol>
          <li>
            {copy.get.install.before}
            <SiteLink href="/download/">{copy.get.install.link}</SiteLink>
            {copy.get.install.after}
          </li>
          {copy.get.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="callout">{copy.get.premium(figures)}</p>
      </Section>
      <Section id="trending" title={copy.sections.styles}>
        <ul className="grid grid--4 learning-plain">
          {keysOf(styleIcons).map((key) => (
            <li key={key} className="card">
              <Icon name={styleIcons[key]} className="card__icon" />
              <strong>{copy.styles[key]}</strong>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="collections" title={copy.sections.collections}>
        <div className="grid grid--4">
          {keysOf(collectionIcons).map((key) => (
            <article key={key} className="card">
              <Icon name={collectionIcons[key]} className="card__icon" />
              <h3 className="card__title">{copy.collections[key].title}</h3>
              <p>{copy.collections[key].description}</p>
            </article>
          ))}
        </div>
      </Section>
      <Section id="usage-tips" title={copy.sections.tips}>
        <ul>
          {copy.usageTips(figures).map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
