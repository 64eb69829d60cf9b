/** When an article was published and, if later, last updated: the dates of its record, the same on its card and its page. */
import { formatDay } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/use-locale.tsx';
import { dayOf } from '../../article-dates.ts';

export function ArticleDates({ published, modified }: { published: string; modified: string }) {
  const locale = useLocale();
  const { dates } = locale.messages;
  return (
    <>
      {dates.published} <time dateTime={published}>{formatDay(locale, dayOf(published))}</time>
      {modified !== published && (
        <>
          {' '}
          · {dates.updated} <time dateTime={modified}>{formatDay(locale, dayOf(modified))}</time>
        </>
      )}
    </>
  );
}
