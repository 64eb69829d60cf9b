/**
 * The site in the browser: the address the build rendered the page with (tools/assets/bundle-js.ts
 * writes it in as SITE_SETTINGS), so islands and the search dialog write the same URLs as the HTML.
 */
import type { SiteSettings } from '../site-address.ts';
import { islandSite, type Site } from '../site-context.tsx';

declare const SITE_SETTINGS: SiteSettings;

export const browserSite: Site = islandSite(SITE_SETTINGS);
