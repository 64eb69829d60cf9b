/** The not-found page's route: 404.html, which hosts serve for every unknown path; no sitemap entry, no alias. */
import type { RouteRecord } from '../routing/route-types.ts';
import { defineRoute } from './define-route.ts';

export const notFoundRoute: RouteRecord = defineRoute({
  path: '/404/',
  label: 'Page not found',
  page: 'NotFoundPage',
  meta: {
    title: 'Page Not Found',
    description: "Sorry, we couldn't find the page you're looking for. Try the download page, the installation guide or the home page.",
    keywords: ['404', 'page not found'],
    ogType: 'website',
  },
  sitemap: null,
});
