/**
 * What the core file shares with the page files. The browser gets React, wouter and the shell in
 * one core file, and each page as one more file holding the page's own code; a page takes these
 * modules from the core instead of bundling copies (build/bundle-js.ts), so there is one React,
 * one router and one route table. The build fails if a module ends up in both the core and a page
 * file without being listed here. Pages reach wouter through src/router.ts.
 */
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as breadcrumbs from './breadcrumbs.ts';
import * as icons from './components/icons.tsx';
import * as siteLink from './components/SiteLink.tsx';
import * as routeLookup from './route-lookup.ts';
import * as router from './router.ts';
import * as site from './site.ts';

/** Keyed by import specifier for packages and by path from the project root for the site's own modules. */
export const coreModules: Readonly<Record<string, object>> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'src/breadcrumbs.ts': breadcrumbs,
  'src/components/icons.tsx': icons,
  'src/components/SiteLink.tsx': siteLink,
  'src/route-lookup.ts': routeLookup,
  'src/router.ts': router,
  'src/site.ts': site,
};

/** The global the core puts the modules under before it loads a page file. */
export const coreGlobal = '__capcutCore';
