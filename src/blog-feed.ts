/**
 * /blog/feed.xml, an Atom feed of the blog: a pure function from the blog's cards to the XML, and
 * the file the build writes. Every entry comes from the article's record, like its card; the
 * feed's own updated date is the newest entry's, never the build's clock.
 */
import { posts } from './content/posts.ts';
import { escapeMarkup } from './escape-markup.ts';
import { feedPath } from './feed-path.ts';
import { author, siteName, siteTagline } from './site.ts';

export interface FeedPost {
  readonly title: string;
  readonly excerpt: string;
  readonly category: string;
  readonly path: string;
  /** ISO dates (YYYY-MM-DD). */
  readonly published: string;
  readonly modified: string;
}

/** RFC 3339, as Atom wants it: the recorded day at midnight UTC. */
const atomDate = (isoDay: string): string => `${isoDay}T00:00:00Z`;

const element = (name: string, text: string, indent = '    '): string => `${indent}<${name}>${escapeMarkup(text)}</${name}>`;
const link = (href: string, rel: string, type: string, indent = '    '): string => `${indent}<link rel="${rel}" type="${type}" href="${escapeMarkup(href)}"/>`;

export function atomFeed(entries: readonly FeedPost[], absoluteUrl: (path: string) => string): string {
  const updated = entries.map((entry) => entry.modified).reduce((newest, day) => (day > newest ? day : newest), '');
  if (!updated) throw new Error('The blog feed needs at least one post');
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    element('id', absoluteUrl('/blog/'), '  '),
    element('title', `${siteName} blog`, '  '),
    element('subtitle', siteTagline, '  '),
    link(absoluteUrl(feedPath), 'self', 'application/atom+xml', '  '),
    link(absoluteUrl('/blog/'), 'alternate', 'text/html', '  '),
    element('updated', atomDate(updated), '  '),
    `  <author>${element('name', author, '')}</author>`,
    ...entries.flatMap((entry) => [
      '  <entry>',
      element('id', absoluteUrl(entry.path)),
      element('title', entry.title),
      link(absoluteUrl(entry.path), 'alternate', 'text/html'),
      element('summary', entry.excerpt),
      element('published', atomDate(entry.published)),
      element('updated', atomDate(entry.modified)),
      `    <category term="${escapeMarkup(entry.category)}"/>`,
      '  </entry>',
    ]),
    '</feed>',
    '',
  ].join('\n');
}

/** The feed file of this site's blog, for the build to write. */
export const blogFeedFile = (absoluteUrl: (path: string) => string): { readonly name: string; readonly xml: string } => ({ name: feedPath.slice(1), xml: atomFeed(posts, absoluteUrl) });
