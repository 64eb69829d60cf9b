/** The articles of the language of the page at a path: the default's, or its locale's translations. */
import type { Articles } from '../articles.ts';
import type { Site } from '../site-context.tsx';

export function articlesAt(site: Pick<Site, 'routeAt' | 'articles' | 'localArticles'>, path: string): Articles {
  const locale = site.routeAt(path)?.locale;
  return (locale && site.localArticles.get(locale)) || site.articles;
}
