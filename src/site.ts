/** Site-wide constants: the one place for the origin, the name, the contact address and every official download URL. */

/** The placeholder origin of a build made to look at locally (npm start, npm run build -- --local, the tests); a production build needs SITE_URL or its host's address. */
export const defaultOrigin = 'https://capcut-guide.example';

export const siteName = 'CapCut Guide';
export const siteTagline = 'An independent guide to the CapCut video editor';
export const contactEmail = 'support@capcut-guide.example';
export const author = 'CapCut Guide editorial team';
export const appName = 'CapCut';
export const appMaker = 'ByteDance';

/** Official channels of the app's maker. Every download button reads its URL from here. */
export const officialLinks = {
  android: 'https://play.google.com/store/apps/details?id=com.lemon.lvoverseas',
  ios: 'https://apps.apple.com/us/app/capcut-video-editor/id1500855883',
  desktop: 'https://www.capcut.com/download',
  web: 'https://www.capcut.com/editor',
} as const;

export type Channel = keyof typeof officialLinks;

/** Hosts a download button may lead to; a test checks every external download link against them. */
export const officialHosts = Object.values(officialLinks).map((url) => new URL(url).host);

/** The files of the site that pages and the build both name, as paths of the site. */
export const sitemapPath = '/sitemap.xml';
/** The blog's Atom feed: every page's head points feed readers at it. */
export const feedPath = '/blog/feed.xml';
/** The folder of the search engine and its index: the build writes it, the browser loads from it. */
export const searchFolder = 'pagefind';
/** How many posts the blog's feed holds: the newest, so a feed reader's poll stays small however large the blog grows. */
export const feedLength = 20;
