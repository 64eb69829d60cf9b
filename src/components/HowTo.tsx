/** Numbered steps, and the HowTo JSON-LD built from the same list, so the two cannot differ. */
import type { HowTo } from 'schema-dts';
import type { HowToData } from '../content-types.ts';
import { formatCount } from '../i18n/format.ts';
import { useContext } from 'react';
import { LocaleContext } from '../i18n/use-locale.tsx';

export const howToThing = ({ name, description, totalMinutes, steps }: HowToData): HowTo => ({
  '@type': 'HowTo',
  name,
  description,
  totalTime: `PT${totalMinutes}M`,
  estimatedCost: { '@type': 'MonetaryAmount', currency: 'USD', value: '0' },
  step: steps.map((step, index) => ({ '@type': 'HowToStep', position: index + 1, name: step.name, text: step.text })),
});

/**
 * The steps, and how long following them takes: the HowTo's totalTime, which is not the page's
 * reading time. In an island, which has no locale (no catalogue reaches the browser), the page
 * hands that line in as `time`.
 */
export const HowToSteps = ({ howTo, time }: { howTo: HowToData; time?: string }) => {
  const locale = useContext(LocaleContext);
  return (
    <>
      <p className="muted">{time ?? (locale && locale.messages.downloads.stepsTime(formatCount(locale, howTo.totalMinutes)))}</p>
      <ol className="steps">
        {howTo.steps.map((step) => (
          <li key={step.name} className="steps__item">
            <h3 className="steps__name">{step.name}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </>
  );
};
