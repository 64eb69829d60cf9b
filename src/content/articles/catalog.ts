/**
 * The head of every post and guide: title, icon, category, reading time, dates and canonical path. Summaries and
 * keywords live in summaries.ts, so an article page (which needs only this file, for its hero and
 * its previous/next links) stays small. src/content/posts.ts and the manifest join the two.
 */

export type PostCategory = 'Tutorial' | 'Effects' | 'Templates' | 'Tips' | 'Audio' | 'Comparison' | 'Social Media';

export interface ArticleHead {
  readonly slug: string;
  readonly title: string;
  /** Decorative emoji; render it aria-hidden beside the title. */
  readonly icon: string;
  readonly category: PostCategory;
  readonly readingMinutes: number;
  /** Fixed ISO publication date (never the clock). */
  readonly date: string;
  /** ISO date of the last content change (article:modified_time, sitemap lastmod). */
  readonly modified: string;
  /** The canonical path: /blog/{slug}/ for blog posts, /{slug}/ for guides and pages built elsewhere. */
  readonly path: string;
}

type Fields = Omit<ArticleHead, 'path'>;

const blogPost = (fields: Fields): ArticleHead => ({ ...fields, path: `/blog/${fields.slug}/` });
const page = (fields: Fields): ArticleHead => ({ ...fields, path: `/${fields.slug}/` });

/** Routing (page modules, aliases, sitemap priority) is the manifest's: src/manifest/articles.ts. */
export const articleCatalog: readonly ArticleHead[] = [
  page({ slug: 'installation-guide', title: 'How to Install CapCut Safely on Every Device', icon: '📲', category: 'Tutorial', readingMinutes: 10, date: '2025-06-05', modified: '2025-08-06' }),
  page({ slug: 'beginner-guide', title: 'CapCut for Beginners: A Complete Step-by-Step Guide', icon: '🎬', category: 'Tutorial', readingMinutes: 30, date: '2025-06-12', modified: '2025-08-02' }),
  blogPost({ slug: 'keyboard-shortcuts', title: 'CapCut Desktop Keyboard Shortcuts', icon: '⌨️', category: 'Tips', readingMinutes: 10, date: '2025-06-26', modified: '2025-07-30' }),
  blogPost({ slug: 'velocity-edit', title: 'How to Make a Velocity Edit in CapCut', icon: '⚡', category: 'Tutorial', readingMinutes: 15, date: '2025-07-14', modified: '2025-08-01' }),
  blogPost({ slug: 'blur-effects', title: 'CapCut Blur Effects: Every Type and When to Use It', icon: '🌫️', category: 'Effects', readingMinutes: 20, date: '2025-07-10', modified: '2025-07-29' }),
  blogPost({ slug: 'color-grading', title: 'Color Grading in CapCut: From Flat Footage to a Finished Look', icon: '🎨', category: 'Tutorial', readingMinutes: 25, date: '2025-07-03', modified: '2025-07-25' }),
  blogPost({ slug: 'audio-sync', title: 'Audio Sync and Sound Design in CapCut', icon: '🎵', category: 'Audio', readingMinutes: 15, date: '2025-06-19', modified: '2025-07-22' }),
  blogPost({ slug: 'trending-templates', title: 'Trending CapCut Templates and How to Use Them', icon: '🔥', category: 'Templates', readingMinutes: 12, date: '2025-07-28', modified: '2025-08-05' }),
  page({ slug: 'complete-guide', title: 'The Complete CapCut Guide: From Install to Growth', icon: '📚', category: 'Tutorial', readingMinutes: 20, date: '2025-08-04', modified: '2025-08-06' }),
  // Posts whose pages other parts of the site build; listed here for the blog index and the complete guide.
  page({ slug: 'top-templates-2025', title: 'Top 10 CapCut Templates of 2025', icon: '🏆', category: 'Templates', readingMinutes: 8, date: '2025-08-01', modified: '2025-08-01' }),
  page({ slug: 'tiktok-templates', title: 'CapCut Templates for TikTok: A Practical Guide', icon: '📱', category: 'Social Media', readingMinutes: 12, date: '2025-07-24', modified: '2025-07-24' }),
  page({ slug: 'capcut-vs-pro', title: 'CapCut Free vs CapCut Pro: Is the Subscription Worth It?', icon: '💎', category: 'Comparison', readingMinutes: 12, date: '2025-07-21', modified: '2025-07-21' }),
  page({ slug: 'capcut-vs-vn', title: 'CapCut vs VN Editor: Which Free Editor Wins?', icon: '⚖️', category: 'Comparison', readingMinutes: 15, date: '2025-07-17', modified: '2025-07-17' }),
];

export const catalogEntry = (slug: string): ArticleHead => {
  const found = articleCatalog.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`No article with slug "${slug}"`);
  return found;
};

export const readTime = (minutes: number): string => `${minutes} min read`;

/** The articles a reader goes through one after another (the complete guide is the map of them, not a stop). */
export const readingOrder = ['installation-guide', 'beginner-guide', 'keyboard-shortcuts', 'velocity-edit', 'blur-effects', 'color-grading', 'audio-sync', 'trending-templates'];

/** The articles before and after this one in reading order. */
export function neighbours(slug: string): { previous?: ArticleHead; next?: ArticleHead } {
  const index = readingOrder.indexOf(slug);
  if (index < 0) return {};
  const at = (i: number) => (i >= 0 && i < readingOrder.length ? catalogEntry(readingOrder[i]!) : undefined);
  return { previous: at(index - 1), next: at(index + 1) };
}

/** "July 14, 2025" from an ISO date, without the clock or the runtime's locale data, so server and browser agree. */
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const formatDate = (iso: string): string => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${months[month! - 1]} ${day}, ${year}`;
};
