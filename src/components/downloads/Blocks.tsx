/** Small blocks the download pages share: where a figure comes from, device lists, problem and fix lists. */
import type { DeviceGroup } from '../../content/downloads/devices.ts';
import type { Fact } from '../../facts.ts';

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "8 August 2025" from an ISO date, without the clock or the locale (server and browser agree). */
export const longDate = (iso: string): string => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${months[month! - 1]} ${year}`;
};

/** "Source: Google Play listing, as of 8 August 2025." */
export const FactSource = ({ fact }: { fact: Fact<unknown> }) => (
  <p className="muted fact-source">
    Source: {fact.source}, as of {longDate(fact.asOf)}.
  </p>
);

export const DeviceGroups = ({ groups }: { groups: readonly DeviceGroup[] }) => (
  <div className="grid grid--3">
    {groups.map((group) => (
      <div key={group.name} className="card">
        <h3 className="card__title">{group.name}</h3>
        <ul>
          {group.models.map((model) => (
            <li key={model}>{model}</li>
          ))}
        </ul>
      </div>
    ))}
  </div>
);

export interface Problem {
  readonly problem: string;
  readonly fix: string;
}

export const ProblemList = ({ items }: { items: readonly Problem[] }) => (
  <dl className="problems">
    {items.map((item) => (
      <div key={item.problem}>
        <dt>{item.problem}</dt>
        <dd>{item.fix}</dd>
      </div>
    ))}
  </dl>
);
