/**
 * The links between the pages of a list (src/routing/pagination.ts): Previous, the numbers
 * pageNumbers gives (the current one marked and not a link, gaps as "…"), Next. Plain links, so
 * they work without JavaScript; nothing when the list has one page.
 */
import type { Messages } from '../i18n/locale.ts';
import { useMessages } from '../i18n/use-locale.tsx';
import { listPagePath, pageNumbers } from '../routing/pagination.ts';
import { Icon } from './Icon.tsx';
import { SiteLink } from './SiteLink.tsx';

interface Props {
  /** Names the navigation for screen readers, e.g. "Blog pages". */
  readonly label: string;
  /** The path of the list's first page. */
  readonly path: string;
  /** The page shown, from 1. */
  readonly number: number;
  /** How many pages the list has. */
  readonly count: number;
}

/** Previous or Next as it shows, with the words screen readers read around it, in the language's order. */
const Step = ({ words }: { words: Messages['pagination']['previous'] }) => (
  <>
    {words.before && <span className="visually-hidden">{words.before}</span>}
    {words.shown}
    {words.after && <span className="visually-hidden">{words.after}</span>}
  </>
);

export function ListPagination({ label, path, number, count }: Props) {
  const words = useMessages().pagination;
  if (count <= 1) return null;
  return (
    <nav aria-label={label} className="pagination">
      <ul className="pagination__list">
        {number > 1 && (
          <li>
            <SiteLink href={listPagePath(path, number - 1)} rel="prev" className="pagination__link pagination__step">
              <Icon name="chevron-left" /> <Step words={words.previous} />
            </SiteLink>
          </li>
        )}
        {pageNumbers(number, count).map((shown, index) =>
          shown === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={shown}>
              {shown === number ? (
                <span className="pagination__link" aria-current="page">
                  <span className="visually-hidden">{words.page}</span>
                  {shown}
                </span>
              ) : (
                <SiteLink href={listPagePath(path, shown)} className="pagination__link">
                  <span className="visually-hidden">{words.page}</span>
                  {shown}
                </SiteLink>
              )}
            </li>
          ),
        )}
        {number < count && (
          <li>
            <SiteLink href={listPagePath(path, number + 1)} rel="next" className="pagination__link pagination__step">
              <Step words={words.next} /> <Icon name="chevron-right" />
            </SiteLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
