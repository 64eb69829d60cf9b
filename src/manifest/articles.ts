/**
 * The blog index and every guide article, with the aliases each is known by. Each article's
 * metadata is derived from its catalog head and summary (src/content/articles/), the same data
 * the pages show, so title, dates, category and reading time are written once.
 */
import { articleCatalog, type ArticleHead } from '../content/articles/catalog.ts';
import { summaryOf } from '../content/articles/summaries.ts';
import type { RouteRecord } from '../route-types.ts';
import { siteName } from '../site.ts';
import { defineRoute } from './define-route.ts';

const articleRoute = (head: ArticleHead & { page: string }): RouteRecord => {
  const { excerpt, keywords } = summaryOf(head.slug);
  return defineRoute({
    path: head.path,
    aliases: head.aliases,
    label: head.title,
    page: head.page,
    meta: {
      title: `${head.title} | ${siteName}`,
      description: excerpt,
      keywords,
      ogType: 'article',
      article: {
        publishedTime: head.date,
        modifiedTime: head.modified,
        category: head.category,
        tags: keywords,
        readingMinutes: head.readingMinutes,
      },
    },
    sitemap: { priority: head.kind === 'guide' ? 0.6 : 0.7, changefreq: 'monthly' },
  });
};

/** Only the catalog entries whose page is built here; the others' routes are in their own manifests. */
const builtHere = (head: ArticleHead): head is ArticleHead & { page: string } => head.page !== null;

export const articleRoutes: readonly RouteRecord[] = [
  defineRoute({
    path: '/blog/',
    label: 'Blog: CapCut tutorials and guides',
    page: 'BlogPage',
    meta: {
      title: `CapCut Tutorials, Tips and Guides: The Blog | ${siteName}`,
      description: 'Step-by-step CapCut tutorials: velocity edits, blur effects, color grading, audio sync, templates, shortcuts and comparisons, filterable by category.',
      keywords: ['CapCut blog', 'CapCut tutorials', 'CapCut tips', 'CapCut guides', 'video editing tutorials'],
      ogType: 'website',
    },
    sitemap: { priority: 0.8, changefreq: 'daily' },
  }),
  ...articleCatalog.filter(builtHere).map(articleRoute),
];
