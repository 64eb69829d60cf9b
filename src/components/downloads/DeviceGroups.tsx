/** Device models grouped by family, one card a group (the iOS and Mac pages' compatibility lists). */
import type { DeviceGroup } from '../../content/downloads/devices.ts';

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
