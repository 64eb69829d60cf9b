/**
 * Configures the site's modules in the browser with the values the build rendered the page with
 * (build/bundle-js.ts writes them in as SITE_SETTINGS), so islands write the same URLs as the HTML.
 * Every browser entry imports this first.
 */
import { configureSite, type SiteSettings } from '../site-address.ts';

declare const SITE_SETTINGS: SiteSettings;

configureSite(SITE_SETTINGS);
