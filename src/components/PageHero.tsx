/** The top of a page: an optional badge line, the page's one <h1>, a lead paragraph and actions. */
import type { ReactNode } from 'react';

interface Props {
  /** Small text above the heading, e.g. "12 minute read". */
  readonly eyebrow?: ReactNode;
  readonly title: ReactNode;
  readonly lead?: ReactNode;
  /** Buttons under the lead. */
  readonly children?: ReactNode;
  /** A note above everything else, such as an article's "Draft: not published". */
  readonly notice?: ReactNode;
}

export const PageHero = ({ eyebrow, title, lead, children, notice }: Props) => (
  <header className="page-hero">
    {notice}
    {eyebrow && <p className="page-hero__eyebrow">{eyebrow}</p>}
    <h1>{title}</h1>
    {lead && <p className="page-hero__lead">{lead}</p>}
    {children && <div className="actions">{children}</div>}
  </header>
);
