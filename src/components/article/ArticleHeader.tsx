/**
 * The top of every article page, from its record: icon, category, reading time and dates, the
 * <h1>, the lead and the page's buttons. The words under this header are the ones counted for
 * the reading time (src/content/articles/reading-minutes.ts).
 */
import type { ReactNode } from 'react';
import { readingMinutes } from '../../content/articles/reading-minutes.ts';
import { readTime } from '../../content/articles/reading-time.ts';
import type { ArticleRecord } from '../../content/articles/record.ts';
import { PageHero } from '../PageHero.tsx';
import { ArticleDates } from './ArticleDates.tsx';
import { Icon } from '../Icon.tsx';

interface Props {
  readonly record: ArticleRecord;
  /** Buttons under the lead. */
  readonly children?: ReactNode;
}

export const ArticleHeader = ({ record, children }: Props) => (
  <PageHero
    eyebrow={
      <>
        <Icon name={record.icon} /> {record.category} · {readTime(readingMinutes[record.slug]!)} ·{' '}
        <ArticleDates published={record.published} modified={record.modified} />
      </>
    }
    title={record.heading}
    lead={record.lead}
  >
    {children}
  </PageHero>
);
