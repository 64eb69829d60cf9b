/**
 * What the page of an article not published says at its top, in `npm run dev` and preview builds
 * (the only builds that have it): a draft, or a post scheduled after the build's time.
 */
import type { Unpublished } from '../../articles.ts';
import { formatDate } from '../../dates.ts';

export const unpublishedLabel = { draft: 'Draft', scheduled: 'Scheduled' } as const satisfies Record<Unpublished, string>;

export const UnpublishedNotice = ({ unpublished, published }: { unpublished: Unpublished; published: string }) => (
  <p className="callout" role="note">
    <strong>{unpublishedLabel[unpublished]}: not published.</strong>{' '}
    {unpublished === 'draft' ? (
      <>Remove <code>draft: true</code> to publish it; until then only <code>npm run dev</code> and preview builds show it.</>
    ) : (
      <>
        It is published by the first build after <time dateTime={published}>{published.length > 10 ? published.replace('T', ' ') : formatDate(published)}</time>; until then only <code>npm run dev</code> and preview builds show it.
      </>
    )}
  </p>
);
