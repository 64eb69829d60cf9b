/** How a page's breadcrumb trail is worded (src/breadcrumbs.ts), from its route's locale: the bar and the BreadcrumbList JSON-LD use the same. */
import type { TrailLanguage } from '../breadcrumbs.ts';
import type { Site } from '../site-context.tsx';
import type { Messages } from './locale.ts';

export function trailLanguage(site: Pick<Site, 'routeAt' | 'defaultLocale'>, path: string, shell: Messages['shell']): TrailLanguage {
  const route = site.routeAt(path);
  const locale = route?.locale;
  // An article's last crumb is its heading, as its owner wrote it: its slug's words are often not its name ("zz-draft-lut-pack").
  const own = route?.meta.article ? { lastName: route.label } : {};
  const words = { home: shell.home, pageNumber: shell.pageNumber, segmentNames: shell.segmentNames };
  if (!locale || locale === site.defaultLocale) return { prefix: '', ...words, ...own };
  const home = `/${locale}/`;
  return { prefix: `/${locale}`, ...words, lastName: route.label, ...(!site.routeAt(home) && { homePath: '/' }) };
}
