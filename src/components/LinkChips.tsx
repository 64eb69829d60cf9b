/**
 * A row of chips that are links, one per list (a category), each with its count: the filter as
 * pages of their own, so it works without JavaScript and can be crawled. The chip of the list shown
 * is marked: aria-current="page" when it links the page shown, "true" on the list's later pages.
 */
import { formatCount } from '../i18n/format.ts';
import { useLocale } from '../i18n/use-locale.tsx';
import { SiteLink } from './SiteLink.tsx';

export interface LinkChip {
  readonly label: string;
  readonly href: string;
  readonly count?: number;
}

interface Props {
  /** Names the navigation for screen readers, e.g. "Blog categories". */
  readonly label: string;
  readonly chips: readonly LinkChip[];
  /** The href of the list shown. */
  readonly current: string;
  /** Whether the page shown is the current list's first page (the chip's own link). */
  readonly onFirstPage: boolean;
}

export const LinkChips = ({ label, chips, current, onFirstPage }: Props) => (
  <nav aria-label={label}>
    <ul className="chips">
      {chips.map((chip) => (
        <li key={chip.href}>
          <SiteLink href={chip.href} className="chip" aria-current={chip.href === current ? (onFirstPage ? 'page' : 'true') : undefined}>
            {chip.label}
            {chip.count !== undefined && <span className="chip__count"> ({formatCount(useLocale(), chip.count)})</span>}
          </SiteLink>
        </li>
      ))}
    </ul>
  </nav>
);
