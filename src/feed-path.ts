/** Where the blog's Atom feed is written, and where every page's head points feed readers. */
export const feedPath = '/blog/feed.xml';
