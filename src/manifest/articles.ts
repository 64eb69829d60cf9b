/**
 * The blog index and every article's route, derived from the article's record (src/articles.ts):
 * title, description, dates, category and tags are written once, in the article.
 */
import type { ArticleEntry, Articles } from '../articles.ts';
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

export const articleRoutes = (articles: Articles): RouteRecord[] => articles.list.map(articleRoute);
