/**
 * An icon from the site's sprite: one hashed SVG file of <symbol>s that tools/assets/icon-sprite.ts makes
 * from Lucide, so the drawings cost no JavaScript and are cached across pages. Decorative by
 * default (hidden from screen readers: the text beside it or the control holding it says what it
 * means); given a label, it is an image with that name. Stroke and size come from `.icon` in CSS.
 */
import type { IconName } from '../icon-names.ts';
import { useSite } from '../site-context.tsx';

interface Props {
  readonly name: IconName;
  /** Makes the icon an image with this accessible name; without it the icon is decorative. */
  readonly label?: string;
  readonly className?: string;
}

export const Icon = ({ name, label, className }: Props) => (
  <svg
    className={className ? `icon ${className}` : 'icon'}
    width="24"
    height="24"
    {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
  >
    <use href={`${useSite().settings.sprite}#${name}`} />
  </svg>
);
