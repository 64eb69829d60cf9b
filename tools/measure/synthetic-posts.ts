/**
 * Synthetic blog posts: the content source of `npm run bench`'s scale run, which builds the site
 * with N of them added (build/bench/synthetic-build.ts); every other build has none.
 */
import type { RouteRecord } from '../../src/routing/route-types.ts';
import { defineRoute } from '../../src/manifest/define-route.ts';

/** An article page whose size is typical of the blog, rendered for every synthetic post. */
const templatePage = 'TermsPage';

export const benchPostRoutes = (count: number): RouteRecord[] =>
  Array.from({ length: count }, (_, index) =>
    defineRoute({
      path: `/blog/bench-post-${index + 1}/`,
      label: `Bench post ${index + 1}`,
      page: templatePage,
      meta: {
        title: `Synthetic post ${index + 1}`,
        description: `Synthetic post ${index + 1}, generated to measure how the build scales with the size of the blog.`,
        keywords: ['benchmark', `post ${index + 1}`],
        ogType: 'article',
        article: { headline: `Synthetic post ${index + 1}`, publishedTime: '2025-08-08', modifiedTime: '2025-08-08', category: 'Tutorial', tags: ['benchmark'] },
      },
      sitemap: { priority: 0.7, changefreq: 'monthly' },
    }),
  );
