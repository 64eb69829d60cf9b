/** Where each locale's blog feed is: the default's at /blog/feed.xml, another's under its prefix when it has posts of its own (else the default's). */
import type { Site } from '../site-context.tsx';
import { feedPath } from '../site.ts';

export const feedPathOf = (locale: string, site: Pick<Site, 'defaultLocale' | 'localArticles'>): string =>
  locale !== site.defaultLocale && (site.localArticles.get(locale)?.posts.length ?? 0) > 0 ? `/${locale}${feedPath}` : feedPath;
