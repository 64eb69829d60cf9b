/**
 * What the page of an article not published says at its top, in `npm run dev` and preview builds
 * (the only builds that have it): a draft, or a post scheduled after the build's time.
 */
import { Fragment, type ReactNode } from 'react';
import type { Unpublished } from '../../articles.ts';
import { formatDay } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/use-locale.tsx';

/** A catalogue's text with its {name} marks replaced by the parts of that name. */
const withParts = (text: string, parts: Readonly<Record<string, ReactNode>>): ReactNode[] =>
  text.split(/\{(\w+)\}/).map((piece, index) => <Fragment key={index}>{index % 2 ? parts[piece] : piece}</Fragment>);

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
