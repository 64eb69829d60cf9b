/**
 * What the core file shares with the page files. The browser gets React, wouter and the shell in
 * one core file, and each page as one more file holding the page's own code; a page takes these
 * modules from the core instead of bundling copies (build/bundle-js.ts), so there is one React,
 * one router and one route table. The build fails if a module ends up in both the core and a page
 * file without being listed here. Pages reach wouter through src/routing/router-hooks.ts.
 */
import * as react from 'react';
import * as reactDomClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import * as breadcrumbs from '../breadcrumbs.ts';
import * as icon from '../components/Icon.tsx';
import * as siteLink from '../components/SiteLink.tsx';
import * as popoverState from '../components/usePopoverOpen.ts';
import * as routeLookup from './route-lookup.ts';
import * as router from './router-hooks.ts';
import * as siteAddress from '../site-address.ts';
import * as site from '../site.ts';

/** Keyed by import specifier for packages and by path from the project root for the site's own modules. */
export const coreModules: Readonly<Record<string, object>> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom/client': reactDomClient,
  'src/breadcrumbs.ts': breadcrumbs,
  'src/components/Icon.tsx': icon,
  'src/components/SiteLink.tsx': siteLink,
  'src/components/usePopoverOpen.ts': popoverState,
  'src/routing/route-lookup.ts': routeLookup,
  'src/routing/router-hooks.ts': router,
  'src/site-address.ts': siteAddress,
  'src/site.ts': site,
};

/** The global the core puts the modules under before it loads a page file. */
export const coreGlobal = '__capcutCore';
