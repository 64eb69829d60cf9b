/**
 * What the page of an article not published says at its top, in `npm run dev` and preview builds
 * (the only builds that have it): a draft, or a post scheduled after the build's time.
 */
import type { Unpublished } from '../../articles.ts';
import { formatDay } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/use-locale.tsx';
import { withParts } from '../with-parts.tsx';

export function UnpublishedNotice({ unpublished, published }: { unpublished: Unpublished; published: string }) {
  const locale = useLocale();
  const words = locale.messages.unpublished;
  const dev = <code>npm run dev</code>;
  return (
    <p className="callout" role="note">
      <strong>{words.notPublished(words[unpublished])}</strong>{' '}
      {unpublished === 'draft'
        ? withParts(words.draftNote, { draft: <code>draft: true</code>, dev })
        : withParts(words.scheduledNote, { time: <time dateTime={published}>{published.length > 10 ? published.replace('T', ' ') : formatDay(locale, published)}</time>, dev })}
    </p>
  );
}
