/**
 * Which articles a build publishes: not a draft, and published at or before the build's time. The
 * others are left out before the site is made, so no page, list, count, card, feed, sitemap,
 * search or redirect entry can name them; `npm run dev` and preview builds keep them, marked.
 * A published article may not link to one that is not (its link would break on the live site the
 * day it is built); a draft may link anywhere.
 */
import type { Unpublished } from '../../src/articles.ts';
import { instantOf } from '../../src/article-dates.ts';

export interface Publication {
  /** The build's time, in milliseconds since 1970 (SOURCE_DATE_EPOCH, else the clock when the build started). */
  readonly at: number;
  /** Whether drafts and scheduled posts are in the site, marked: `npm run dev` and preview builds. */
  readonly showUnpublished: boolean;
  /** A preview build: every page noindex, robots.txt disallowing everything (Site.preview). */
  readonly preview: boolean;
}

/** What this module reads of an article file. */
export interface PublishedFile {
  readonly file: string;
  readonly draft: boolean;
  readonly record: { readonly slug: string; readonly path: string; readonly published: string };
  readonly aliases: readonly string[];
  readonly links: readonly { readonly href: string; readonly line: number }[];
  readonly cards: readonly { readonly slug: string; readonly line: number }[];
  /** On a translation: the English article it translates. */
  readonly translates?: { readonly slug: string };
}

/** Why an article is not published at the instant `at`, or undefined when it is. */
export const unpublishedAt = (article: Pick<PublishedFile, 'draft' | 'record'>, at: number): Unpublished | undefined =>
  article.draft ? 'draft' : instantOf(article.record.published) > at ? 'scheduled' : undefined;

const reasonText = (reason: Unpublished, published: string) => (reason === 'draft' ? 'a draft (draft: true)' : `scheduled for ${published}`);

/**
 * Each link or <ArticleCard> of a published article to an article that is not published, naming
 * both files and the line.
 */
export function unpublishedLinkProblems(articles: readonly PublishedFile[], at: number): string[] {
  const unpublished = articles.flatMap((article) => {
    const reason = unpublishedAt(article, at);
    return reason ? [{ article, reason }] : [];
  });
  if (unpublished.length === 0) return [];
  const byPath = new Map(unpublished.flatMap((entry) => [entry.article.record.path, ...entry.article.aliases].map((path) => [path, entry] as const)));
  // A card names an English article; a page of another language shows the article's translation when it is published, the English otherwise.
  const bySlug = new Map(unpublished.filter((entry) => !entry.article.translates).map((entry) => [entry.article.record.slug, entry]));
  const problems: string[] = [];
  for (const article of articles) {
    if (unpublishedAt(article, at)) continue;
    const targets = [
      ...article.links.map(({ href, line }) => ({ line, what: `the link to ${href}`, target: byPath.get(href.split('#')[0]!) })),
      ...article.cards.map(({ slug, line }) => ({ line, what: `<ArticleCard article="${slug}">`, target: bySlug.get(slug) })),
    ];
    for (const { line, what, target } of targets) {
      if (!target) continue;
      const { article: other, reason } = target;
      problems.push(`${article.file}: line ${line}: ${what} goes to ${other.file}, ${reasonText(reason, other.record.published)}, which the site leaves out: publish it first, or link to it once it is published`);
    }
  }
  return problems.sort();
}

/** The post due next after the build's time (not a draft), if any: the build's summary names it. */
export function nextScheduled<T extends Pick<PublishedFile, 'file' | 'draft' | 'record'>>(articles: readonly T[], at: number): T | undefined {
  return articles
    .filter((article) => unpublishedAt(article, at) === 'scheduled')
    .sort((a, b) => instantOf(a.record.published) - instantOf(b.record.published) || a.file.localeCompare(b.file))[0];
}
