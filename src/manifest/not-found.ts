/** The not-found page's routes: 404.html, which hosts serve for every unknown path, and each other locale's under its prefix; no sitemap entry, no alias. */
import { pathIn, type Locale } from '../i18n/locale.ts';
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

/** The path of the locale `id`'s not-found page: "/404/", "/es/404/". */
export const notFoundPathIn = (id: string, defaultLocale: string): string => pathIn({ id }, notFoundRoute.path, defaultLocale);

/** The file a not-found page is written to, by its path: "/404/" -> "404.html", "/es/404/" -> "es/404.html". */
export const notFoundFile = (path: string): string => path.replace(/^\/(.*)\/$/, '$1.html');

/** The not-found page of each locale: the default's at /404/ (404.html), another's at /<id>/404/ (<id>/404.html), which hosts serve for the unknown paths under /<id>/. */
export const notFoundRoutes = (locales: readonly Locale[]): RouteRecord[] => [
  notFoundRoute,
  ...locales.slice(1).map(({ id, messages }) => ({
    ...notFoundRoute,
    path: notFoundPathIn(id, locales[0]!.id),
    label: messages.notFound.title,
    meta: { ...notFoundRoute.meta, title: messages.notFound.title, description: messages.notFound.description },
    locale: id,
    translates: notFoundRoute.path,
  })),
];

/** Whether a route is a not-found page's. */
export const isNotFound = (route: RouteRecord): boolean => route.page === notFoundRoute.page;
