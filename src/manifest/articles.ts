/**
 * The blog index and every article's route, derived from the article's record
 * (src/content/articles/article-list.ts): title, description, dates, category and tags are written
 * once, there.
 */
import { articleList, type ArticleEntry } from '../content/articles/article-list.ts';
import type { RouteRecord } from '../routing/route-types.ts';
import { defineRoute } from './define-route.ts';

const articleRoute = ({ record, page, aliases, sitemap }: ArticleEntry): RouteRecord =>
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
    sitemap,
  });

export const blogRoute: RouteRecord = defineRoute({
  path: '/blog/',
  label: 'Blog: CapCut tutorials and guides',
  page: 'BlogPage',
  meta: {
    title: 'CapCut Tutorials, Tips and Guides: The Blog',
    description: 'Step-by-step CapCut tutorials: velocity edits, blur effects, color grading, audio sync, templates, shortcuts and comparisons, filterable by category.',
    keywords: ['CapCut blog', 'CapCut tutorials', 'CapCut tips', 'CapCut guides', 'video editing tutorials'],
    ogType: 'website',
  },
  sitemap: { priority: 0.8, changefreq: 'daily' },
});

export const articleRoutes: readonly RouteRecord[] = articleList.map(articleRoute);
