/**
 * The blog's list pages and every article's route, derived from the article's record (src/articles.ts):
 * title, description, dates, category and tags are written once, in the article.
 */
import type { ArticleEntry, Articles } from '../articles.ts';
import type { RouteRecord } from '../routing/route-types.ts';
import { blogCategories, blogListPage, blogListPath, postsIn } from '../routing/blog-lists.ts';
import { listPagePath } from '../routing/pagination.ts';
import { siteName } from '../site.ts';
import { defineRoute } from './define-route.ts';

const articleRoute = ({ record, page, aliases, sitemap, unpublished }: ArticleEntry): RouteRecord =>
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
  });

/** The blog's pages: every post at /blog/, /blog/page/2/, ..., then each chip category's at /blog/category/<category>/, ... */
export const blogRoutes = ({ posts }: Articles): RouteRecord[] =>
  [{ category: '' }, ...blogCategories].flatMap(({ category }) => {
    const list = postsIn(posts, category);
    const { count } = blogListPage(list, 1);
    return Array.from({ length: count }, (_, index) => blogListRoute(category, index + 1, count, list.length === 0));
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

const everyPost: ListWords = {
  title: 'CapCut Tutorials, Tips and Guides: The Blog',
  label: 'Blog: CapCut tutorials and guides',
  noun: 'tutorials, tips and guides',
  description: 'Step-by-step CapCut tutorials: velocity edits, blur effects, color grading, audio sync, templates, shortcuts and comparisons, filterable by category.',
  keywords: ['CapCut blog', 'CapCut tutorials', 'CapCut tips', 'CapCut guides', 'video editing tutorials'],
};

function listWords(category: string): ListWords {
  const entry = blogCategories.find((candidate) => candidate.category === category);
  if (!entry) return everyPost;
  return {
    title: `${entry.heading}: The Blog`,
    label: `Blog: ${entry.heading}`,
    noun: entry.noun,
    description: `All the ${entry.noun} of the ${siteName} blog in one list, featured first, then newest first: step-by-step help with the CapCut video editor.`,
    keywords: ['CapCut blog', `CapCut ${entry.noun}`, 'CapCut guides'],
  };
}

/** Page `number` of `count` of a list. A list without posts keeps its one page, out of the sitemap and search. */
function blogListRoute(category: string, number: number, count: number, empty: boolean): RouteRecord {
  const words = listWords(category);
  const first = number === 1;
  return defineRoute({
    path: listPagePath(blogListPath(category), number),
    label: first ? words.label : `${words.label}, page ${number}`,
    page: 'BlogPage',
    meta: {
      title: first ? words.title : `${words.title} – page ${number}`,
      description: first ? words.description : `Page ${number} of ${count} of the ${siteName} blog's ${words.noun}, newest first: step-by-step help with the CapCut video editor.`,
      keywords: words.keywords,
      ogType: 'website',
    },
    sitemap: empty ? null : !first ? { priority: 0.5, changefreq: 'weekly' } : category === '' ? { priority: 0.8, changefreq: 'daily' } : { priority: 0.6, changefreq: 'weekly' },
    list: { category, number, count },
  });
}

export const articleRoutes = (articles: Articles): RouteRecord[] => articles.list.map(articleRoute);
