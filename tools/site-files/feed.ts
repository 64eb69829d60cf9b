/**
 * /blog/feed.xml, an Atom feed of the blog: a pure function from the blog's cards to the XML,
 * written by fast-xml-parser's builder. Every entry comes from the article's card; the feed's own
 * updated date is the newest entry's, never the build's clock.
 */
import { XMLBuilder } from 'fast-xml-parser';
import type { ArticleCard } from '../../src/articles.ts';
import { instantOf, latestFirst, rfc3339 } from '../../src/article-dates.ts';
import type { SiteUrls } from '../../src/site-address.ts';
import { author, siteName, siteTagline } from '../../src/site.ts';

export type FeedPost = Pick<ArticleCard, 'title' | 'excerpt' | 'category' | 'path' | 'published' | 'modified'>;

/** The newest posts, newest first (by first publication, then last change, then path, so the order never varies). */
export const newestPosts = <T extends FeedPost>(posts: readonly T[], count: number): T[] =>
  [...posts].sort((a, b) => latestFirst(a.published, b.published) || latestFirst(a.modified, b.modified) || a.path.localeCompare(b.path)).slice(0, count);

/** RFC 3339, as Atom wants it: a recorded time as it is, a recorded day at its start in the site's time zone. */
const atomDate = (recorded: string): string => rfc3339(recorded);

const link = (href: string, rel: string, type: string) => ({ '@_rel': rel, '@_type': type, '@_href': href });

const builder = new XMLBuilder({ format: true, indentBy: '  ', ignoreAttributes: false, suppressEmptyNode: true });

/** What a feed says of itself, in its language. */
export interface FeedWords {
  readonly title: string;
  readonly subtitle: string;
  readonly lang: string;
  /** The path of its blog's list. */
  readonly blogPath: string;
}

const englishFeed: FeedWords = { title: `${siteName} blog`, subtitle: siteTagline, lang: 'en', blogPath: '/blog/' };

export function atomFeed(entries: readonly FeedPost[], { absoluteUrl }: SiteUrls, words: FeedWords = englishFeed): string {
  const updated = entries.map((entry) => entry.modified).reduce((newest, date) => (!newest || instantOf(date) > instantOf(newest) ? date : newest), '');
  if (!updated) throw new Error('The blog feed needs at least one post');
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'utf-8' },
    feed: {
      '@_xmlns': 'http://www.w3.org/2005/Atom',
      '@_xml:lang': words.lang,
      id: absoluteUrl(words.blogPath),
      title: words.title,
      subtitle: words.subtitle,
      link: [link(absoluteUrl(`${words.blogPath}feed.xml`), 'self', 'application/atom+xml'), link(absoluteUrl(words.blogPath), 'alternate', 'text/html')],
      updated: atomDate(updated),
      author: { name: author },
      entry: entries.map((entry) => ({
        id: absoluteUrl(entry.path),
        title: entry.title,
        link: link(absoluteUrl(entry.path), 'alternate', 'text/html'),
        summary: entry.excerpt,
        published: atomDate(entry.published),
        updated: atomDate(entry.modified),
        category: { '@_term': entry.category },
      })),
    },
  });
}
