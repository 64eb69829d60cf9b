/**
 * The head of every post and guide, in reading order: title, icon, category, reading time, dates,
 * canonical path, and for the articles built here their page module and aliases. Summaries and
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
  /** The canonical path. */
  readonly path: string;
  /** The module in src/pages/ that renders it; null for a post whose page another part of the site builds. */
  readonly page: string | null;
  /** Paths that show the same article; its canonical link points at `path`. */
  readonly aliases: readonly string[];
  /** Guides (installation, beginner, complete) get sitemap priority 0.6, blog posts 0.7. */
  readonly kind: 'guide' | 'post';
}

type Fields = Pick<ArticleHead, 'slug' | 'title' | 'icon' | 'category' | 'readingMinutes' | 'date' | 'modified'>;

/** A blog post at /blog/{slug}/, also reachable at /{slug}/ and at its long-form slug, with and without /blog/. */
const blogPost = (fields: Fields, page: string, longSlug: string): ArticleHead => ({
  ...fields,
  path: `/blog/${fields.slug}/`,
  page,
  kind: 'post',
  aliases: [`/${fields.slug}/`, `/${longSlug}/`, `/blog/${longSlug}/`],
});

const guide = (fields: Fields, page: string, aliases: readonly string[]): ArticleHead => ({ ...fields, path: `/${fields.slug}/`, page, kind: 'guide', aliases });

/** A post whose page, route and aliases belong to another part of the site. */
const elsewhere = (fields: Fields): ArticleHead => ({ ...fields, path: `/${fields.slug}/`, page: null, kind: 'post', aliases: [] });

export const articleCatalog: readonly ArticleHead[] = [
  guide({ slug: 'installation-guide', title: 'How to Install CapCut Safely on Every Device', icon: '📲', category: 'Tutorial', readingMinutes: 10, date: '2025-06-05', modified: '2025-08-06' }, 'InstallationGuidePage', ['/blog/installation-guide/']),
  guide({ slug: 'beginner-guide', title: 'CapCut for Beginners: A Complete Step-by-Step Guide', icon: '🎬', category: 'Tutorial', readingMinutes: 30, date: '2025-06-12', modified: '2025-08-02' }, 'BeginnerGuidePage', ['/blog/beginner-guide/', '/blog/beginners-guide/']),
  blogPost({ slug: 'keyboard-shortcuts', title: 'CapCut Desktop Keyboard Shortcuts', icon: '⌨️', category: 'Tips', readingMinutes: 10, date: '2025-06-26', modified: '2025-07-30' }, 'KeyboardShortcutsPage', 'capcut-keyboard-shortcuts'),
  blogPost({ slug: 'velocity-edit', title: 'How to Make a Velocity Edit in CapCut', icon: '⚡', category: 'Tutorial', readingMinutes: 15, date: '2025-07-14', modified: '2025-08-01' }, 'VelocityEditPage', 'velocity-edits-capcut'),
  blogPost({ slug: 'blur-effects', title: 'CapCut Blur Effects: Every Type and When to Use It', icon: '🌫️', category: 'Effects', readingMinutes: 20, date: '2025-07-10', modified: '2025-07-29' }, 'BlurEffectsPage', 'blur-effects-capcut'),
  blogPost({ slug: 'color-grading', title: 'Color Grading in CapCut: From Flat Footage to a Finished Look', icon: '🎨', category: 'Tutorial', readingMinutes: 25, date: '2025-07-03', modified: '2025-07-25' }, 'ColorGradingPage', 'color-grading-capcut'),
  blogPost({ slug: 'audio-sync', title: 'Audio Sync and Sound Design in CapCut', icon: '🎵', category: 'Audio', readingMinutes: 15, date: '2025-06-19', modified: '2025-07-22' }, 'AudioSyncPage', 'audio-sync-sound-design-capcut'),
  blogPost({ slug: 'trending-templates', title: 'Trending CapCut Templates and How to Use Them', icon: '🔥', category: 'Templates', readingMinutes: 12, date: '2025-07-28', modified: '2025-08-05' }, 'TrendingTemplatesPage', 'trending-capcut-templates'),
  guide({ slug: 'complete-guide', title: 'The Complete CapCut Guide: From Install to Growth', icon: '📚', category: 'Tutorial', readingMinutes: 20, date: '2025-08-04', modified: '2025-08-06' }, 'CompleteGuidePage', []),
  elsewhere({ slug: 'top-templates-2025', title: 'Top 10 CapCut Templates of 2025', icon: '🏆', category: 'Templates', readingMinutes: 8, date: '2025-08-01', modified: '2025-08-01' }),
  elsewhere({ slug: 'tiktok-templates', title: 'CapCut Templates for TikTok: A Practical Guide', icon: '📱', category: 'Social Media', readingMinutes: 12, date: '2025-07-24', modified: '2025-07-24' }),
  elsewhere({ slug: 'capcut-vs-pro', title: 'CapCut Free vs CapCut Pro: Is the Subscription Worth It?', icon: '💎', category: 'Comparison', readingMinutes: 12, date: '2025-07-21', modified: '2025-07-21' }),
  elsewhere({ slug: 'capcut-vs-vn', title: 'CapCut vs VN Editor: Which Free Editor Wins?', icon: '⚖️', category: 'Comparison', readingMinutes: 15, date: '2025-07-17', modified: '2025-07-17' }),
];

export const catalogEntry = (slug: string): ArticleHead => {
  const found = articleCatalog.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`No article with slug "${slug}"`);
  return found;
};

export const readTime = (minutes: number): string => `${minutes} min read`;

/** The articles a reader goes through in order: those built here, without the complete guide, which maps them. */
const sequence = articleCatalog.filter((entry) => entry.page !== null && entry.slug !== 'complete-guide');

/** The articles before and after this one in reading order. */
export function neighbours(slug: string): { previous?: ArticleHead; next?: ArticleHead } {
  const index = sequence.findIndex((entry) => entry.slug === slug);
  if (index < 0) return {};
  return { previous: sequence[index - 1], next: sequence[index + 1] };
}
