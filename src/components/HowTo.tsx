/** Numbered steps, and the HowTo JSON-LD built from the same list, so the two cannot differ. */
import type { Thing } from '../head/json-ld.ts';

export interface HowToStep {
  readonly name: string;
  /** Plain text: it is both shown and put in the JSON-LD. */
  readonly text: string;
}

export interface HowToData {
  readonly name: string;
  readonly description: string;
  /** Total time in minutes. */
  readonly totalMinutes: number;
  readonly steps: readonly HowToStep[];
}

export const howToThing = ({ name, description, totalMinutes, steps }: HowToData): Thing => ({
  '@type': 'HowTo',
  name,
  description,
  totalTime: `PT${totalMinutes}M`,
  estimatedCost: { '@type': 'MonetaryAmount', currency: 'USD', value: '0' },
  step: steps.map((step, index) => ({ '@type': 'HowToStep', position: index + 1, name: step.name, text: step.text })),
});

export const HowToSteps = ({ steps }: { steps: readonly HowToStep[] }) => (
  <ol className="steps">
    {steps.map((step) => (
      <li key={step.name} className="steps__item">
        <h3 className="steps__name">{step.name}</h3>
        <p>{step.text}</p>
      </li>
    ))}
  </ol>
);
