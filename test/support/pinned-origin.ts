/**
 * Pins the site origin for tests that compare exact markup: the site's modules write every URL
 * with the origin configured (src/site-address.ts), so this sets it before the test renders.
 */
import { configureSite, siteSettings } from '../../src/site-address.ts';

export const pinnedOrigin = 'https://capcut-guide.test';
configureSite({ ...siteSettings(), origin: pinnedOrigin });
