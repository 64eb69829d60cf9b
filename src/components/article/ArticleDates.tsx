/** When an article was published and, if later, last updated: the dates of its record, the same on its card and its page. */
import { dayOf } from '../../article-dates.ts';
import { formatDate } from '../../dates.ts';

export const ArticleDates = ({ published, modified }: { published: string; modified: string }) => (
  <>
    Published <time dateTime={published}>{formatDate(dayOf(published))}</time>
    {modified !== published && (
      <>
        {' '}
        · Updated <time dateTime={modified}>{formatDate(dayOf(modified))}</time>
      </>
    )}
  </>
);
