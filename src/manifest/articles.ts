/**
 * The blog's list pages and every article's route, derived from the article's record (src/articles.ts):
 * title, description, dates, category and tags are written once, in the article. A list's words
 * are its locale's (src/i18n/catalogue/); another locale has the lists that hold its translations.
 */
import type { ArticleEntry, Articles } from '../articles.ts';
import { english } from '../i18n/catalogue/en-locale.ts';
import type { Locale, Messages } from '../i18n/locale.ts';
import type { RouteRecord } from '../routing/route-types.ts';
import { blogCategories, blogListPage, blogListPath, postsIn } from '../routing/blog-lists.ts';
import { listPagePath } from '../routing/pagination.ts';
import { siteName } from '../site.ts';
import { defineRoute } from './define-route.ts';

const articleRoute = ({ record, page, aliases, sitemap, unpublished, translates }: ArticleEntry): RouteRecord =>
  defineRoute({
    path: record.path,
    aliases,
    label: record.heading,
    page,
    meta: {
      title: record.title,
      description: record.description,
      keywords: record.tags,
      ogType: 'article',
      article: {
        headline: record.heading,
        publishedTime: record.published,
        modifiedTime: record.modified,
        category: record.category,
        tags: record.tags,
      },
    },
    // Shown only by `npm run dev` and preview builds: out of the sitemap and search, and noindex.
    sitemap: unpublished ? null : sitemap,
    ...(translates && { locale: translates.locale, translates: translates.path }),
  });

/**
 * The blog's pages in a locale: every post at /blog/, /blog/page/2/, ..., then each chip category's
 * at /blog/category/<category>/, ...; `defaultLocale` says whether it is the default's (at the
 * site's own paths, every list kept even when empty) or another's (under /<id>/, only the lists
 * that have posts, the first page of each translating the English one).
 */
export const blogRoutes = ({ posts }: Articles, locale: Pick<Locale, 'id' | 'messages'> = english, defaultLocale = true): RouteRecord[] =>
  [{ category: '' }, ...blogCategories].flatMap(({ category }) => {
    const list = postsIn(posts, category);
    if (!defaultLocale && list.length === 0) return [];
    const { count } = blogListPage(list, 1);
    const prefix = defaultLocale ? '' : `/${locale.id}`;
    return Array.from({ length: count }, (_, index) => {
      const route = blogListRoute(locale.messages, prefix, category, index + 1, count, list.length === 0);
      return defaultLocale ? route : { ...route, locale: locale.id, ...(index === 0 && { translates: blogListPath(category) }) };
    });
  });

/** What a list says of itself: the list of every post (category ''), or a category's from blogCategories. */
interface ListWords {
  /** Its own title (page 1). */
  readonly title: string;
  /** Its label in link lists (page 1). */
  readonly label: string;
  /** What its posts are, after "the blog's". */
  readonly noun: string;
  /** Its description (page 1). */
  readonly description: string;
  readonly keywords: readonly string[];
}

function listWords({ blog }: Messages, category: string): ListWords {
  const entry = blog.categories[category as keyof Messages['blog']['categories']];
  if (!entry) return blog;
  return {
    title: blog.categoryTitle(entry.heading),
    label: blog.categoryLabel(entry.heading),
    noun: entry.noun,
    description: blog.categoryDescription(entry.noun, siteName),
    keywords: blog.categoryKeywords(entry.noun),
  };
}

/** Page `number` of `count` of a list. A list without posts keeps its one page, out of the sitemap and search. */
function blogListRoute(messages: Messages, prefix: string, category: string, number: number, count: number, empty: boolean): RouteRecord {
  const words = listWords(messages, category);
  const first = number === 1;
  return defineRoute({
    path: listPagePath(blogListPath(category, prefix), number),
    label: first ? words.label : messages.blog.pageLabel(words.label, String(number)),
    page: 'BlogPage',
    meta: {
      title: first ? words.title : messages.blog.pageTitle(words.title, String(number)),
      description: first ? words.description : messages.blog.pageDescription(String(number), String(count), siteName, words.noun),
      keywords: words.keywords,
      ogType: 'website',
    },
    sitemap: empty ? null : !first ? { priority: 0.5, changefreq: 'weekly' } : category === '' ? { priority: 0.8, changefreq: 'daily' } : { priority: 0.6, changefreq: 'weekly' },
    list: { category, number, count },
  });
}

export const articleRoutes = (articles: Articles): RouteRecord[] => articles.list.map(articleRoute);
