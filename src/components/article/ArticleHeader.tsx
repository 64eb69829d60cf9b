/**
 * The top of every article page, from its record: icon, category, reading time and dates, the
 * <h1>, the lead and the page's buttons. The reading time is the content layer's count of the
 * words under this header (tools/markdown/reading-time.ts).
 */
import { formatCount } from '../../i18n/format.ts';
import { useArticles, useLocale, useMessages } from '../../i18n/use-locale.tsx';
import type { ReactNode } from 'react';
import type { ArticleRecord } from '../../articles.ts';
import { useSite } from '../../site-context.tsx';
import { PageHero } from '../PageHero.tsx';
import { ArticleDates } from './ArticleDates.tsx';
import { UnpublishedNotice } from './UnpublishedNotice.tsx';
import { Icon } from '../Icon.tsx';

interface Props {
  readonly record: ArticleRecord;
  /** Buttons under the lead. */
  readonly children?: ReactNode;
}

export const ArticleHeader = ({ record, children }: Props) => {
  const { byPath } = useArticles();
  const { articles } = useMessages();
  const locale = useLocale();
  const entry = byPath.get(record.path) ?? useSite().articles.bySlug.get(record.slug)!;
  return (
    <PageHero
      notice={entry.unpublished && <UnpublishedNotice unpublished={entry.unpublished} published={record.published} />}
      eyebrow={
        <>
          <Icon name={record.icon} /> {articles.categories[record.category]} · {articles.readTime(formatCount(locale, entry.readingMinutes))} ·{' '}
          <ArticleDates published={record.published} modified={record.modified} />
        </>
      }
      title={record.heading}
      lead={record.lead}
    >
      {children}
    </PageHero>
  );
};
