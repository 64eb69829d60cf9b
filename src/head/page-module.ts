/** What a file in src/pages/ exports: the page, and what the build derives from its content. */
import type { ComponentType } from 'react';
import type { Thing } from './json-ld.ts';
import type { Site } from '../site-context.tsx';
import type { RouteRecord } from '../routing/route-types.ts';
import type { Locale } from '../i18n/locale.ts';

export interface PageModule {
  /** Renders the page inside the shell's <main>, starting with its one <h1>; it is given the route it is shown for. */
  readonly default: ComponentType<{ readonly route: RouteRecord }>;
  /** Structured data built from the page's own content (FAQPage, HowTo, Blog...), for the route it is shown at, in the route's language. */
  readonly structuredData?: (route: RouteRecord, site: Site, locale: Locale) => readonly Thing[];
  /**
   * URLs the page's browser code fetches that its prerendered markup does not name (the clips of a
   * preview dialog), so the build can check that they exist like the links of the markup.
   */
  readonly fetchedFiles?: (site: Site, route: RouteRecord) => readonly string[];
}
