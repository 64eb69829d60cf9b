/** A titled section of a page: an <h2> that names the region, and an id to link to. */
import type { ReactNode } from 'react';

interface Props {
  /** The anchor id; also names the heading's id (`${id}-title`). */
  readonly id: string;
  readonly title: ReactNode;
  /** A sentence under the heading. */
  readonly intro?: ReactNode;
  readonly children: ReactNode;
  readonly className?: string;
  /** The language of its words, when it is not the page's. */
  readonly lang?: string | undefined;
}

export const Section = ({ id, title, intro, children, className, lang }: Props) => (
  <section id={id} aria-labelledby={`${id}-title`} className={className ? `section ${className}` : 'section'} lang={lang}>
    <h2 id={`${id}-title`}>{title}</h2>
    {intro && <p className="section__intro">{intro}</p>}
    {children}
  </section>
);
