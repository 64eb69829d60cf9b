/**
 * The blog index: the eleven posts of the blog (spec §3), small enough for the home page to import.
 * Article bodies live in src/content/articles/; the manifest (src/manifest/articles.ts) derives each
 * article's metadata from these entries.
 */

export type PostCategory = 'Tutorial' | 'Effects' | 'Templates' | 'Tips' | 'Audio' | 'Comparison' | 'Social Media';

export interface Post {
  readonly title: string;
  readonly excerpt: string;
  readonly category: PostCategory;
  /** Reading time as shown on cards, e.g. "15 min read". */
  readonly readTime: string;
  readonly readingMinutes: number;
  readonly author: string;
  /** Fixed ISO publication date (never the clock). */
  readonly date: string;
  readonly featured: boolean;
  /** Decorative emoji; render it aria-hidden beside the title. */
  readonly icon: string;
  readonly slug: string;
  readonly keywords: readonly string[];
  /** The canonical path of the post's page. */
  readonly path: string;
}

const author = 'CapCut Guide Editorial Team';

const post = (p: Omit<Post, 'readTime' | 'author'>): Post => ({ ...p, author, readTime: `${p.readingMinutes} min read` });

export const posts: readonly Post[] = [
  post({
    title: 'How to Make a Velocity Edit in CapCut',
    excerpt: 'Build a beat-synced velocity edit step by step: pick a clip, mark the beats, shape speed curves and smooth the ramps.',
    category: 'Tutorial',
    readingMinutes: 15,
    date: '2025-07-14',
    featured: true,
    icon: '⚡',
    slug: 'velocity-edit',
    keywords: ['velocity edit', 'CapCut speed curve', 'speed ramp', 'beat sync edit'],
    path: '/blog/velocity-edit/',
  }),
  post({
    title: 'CapCut Blur Effects: Every Type and When to Use It',
    excerpt: 'Background blur, motion blur, zoom blur and censoring faces: which CapCut blur to use, how to keyframe it and keep playback smooth.',
    category: 'Effects',
    readingMinutes: 20,
    date: '2025-07-10',
    featured: true,
    icon: '🌫️',
    slug: 'blur-effects',
    keywords: ['CapCut blur effect', 'motion blur', 'background blur', 'blur face CapCut'],
    path: '/blog/blur-effects/',
  }),
  post({
    title: 'Trending CapCut Templates and How to Use Them',
    excerpt: 'Which template styles are trending, how to find and customize them, and how to fit them to TikTok, Reels and Shorts.',
    category: 'Templates',
    readingMinutes: 12,
    date: '2025-07-28',
    featured: false,
    icon: '🔥',
    slug: 'trending-templates',
    keywords: ['trending CapCut templates', 'CapCut template', 'viral templates', 'TikTok templates'],
    path: '/blog/trending-templates/',
  }),
  post({
    title: 'Color Grading in CapCut: From Flat Footage to a Finished Look',
    excerpt: 'Correct first, then grade: white balance, exposure, HSL, curves, LUTs and matching shots so a whole video feels consistent.',
    category: 'Tutorial',
    readingMinutes: 25,
    date: '2025-07-03',
    featured: false,
    icon: '🎨',
    slug: 'color-grading',
    keywords: ['CapCut color grading', 'color correction', 'CapCut LUT', 'HSL curves'],
    path: '/blog/color-grading/',
  }),
  post({
    title: 'CapCut Desktop Keyboard Shortcuts',
    excerpt: 'The shortcuts that speed up editing in CapCut for Windows and Mac, grouped by playback, editing, timeline and project.',
    category: 'Tips',
    readingMinutes: 10,
    date: '2025-06-26',
    featured: false,
    icon: '⌨️',
    slug: 'keyboard-shortcuts',
    keywords: ['CapCut keyboard shortcuts', 'CapCut PC shortcuts', 'CapCut hotkeys', 'split shortcut'],
    path: '/blog/keyboard-shortcuts/',
  }),
  post({
    title: 'Audio Sync and Sound Design in CapCut',
    excerpt: 'Cut on the beat, balance music, voice and effects, clean up noise and use fades so your edit sounds as good as it looks.',
    category: 'Audio',
    readingMinutes: 15,
    date: '2025-06-19',
    featured: false,
    icon: '🎵',
    slug: 'audio-sync',
    keywords: ['CapCut audio sync', 'sound design', 'beat sync', 'CapCut audio mix'],
    path: '/blog/audio-sync/',
  }),
  post({
    title: 'Top 10 CapCut Templates of 2025',
    excerpt: 'The ten most-used CapCut templates of the year, ranked, with what each is best for and how hard it is to customize.',
    category: 'Templates',
    readingMinutes: 8,
    date: '2025-08-01',
    featured: false,
    icon: '🏆',
    slug: 'top-templates-2025',
    keywords: ['top CapCut templates 2025', 'best CapCut templates', 'popular templates'],
    path: '/top-templates-2025/',
  }),
  post({
    title: 'CapCut Free vs CapCut Pro: Is the Subscription Worth It?',
    excerpt: 'What the official Pro subscription adds over the free app, what it costs, and who actually needs it.',
    category: 'Comparison',
    readingMinutes: 12,
    date: '2025-07-21',
    featured: false,
    icon: '💎',
    slug: 'capcut-vs-pro',
    keywords: ['CapCut vs CapCut Pro', 'CapCut Pro worth it', 'CapCut Pro price'],
    path: '/capcut-vs-pro/',
  }),
  post({
    title: 'CapCut vs VN Editor: Which Free Editor Wins?',
    excerpt: 'Scores by category, performance and the pros and cons of both editors, with a verdict argued from the comparison.',
    category: 'Comparison',
    readingMinutes: 15,
    date: '2025-07-17',
    featured: false,
    icon: '⚖️',
    slug: 'capcut-vs-vn',
    keywords: ['CapCut vs VN', 'VN editor comparison', 'best free video editor'],
    path: '/capcut-vs-vn/',
  }),
  post({
    title: 'CapCut Templates for TikTok: A Practical Guide',
    excerpt: 'Quick start, popular TikTok templates, a weekly posting plan and the metrics that show whether a template works for you.',
    category: 'Social Media',
    readingMinutes: 12,
    date: '2025-07-24',
    featured: false,
    icon: '📱',
    slug: 'tiktok-templates',
    keywords: ['CapCut TikTok templates', 'TikTok template guide', 'viral TikTok edits'],
    path: '/tiktok-templates/',
  }),
  post({
    title: 'CapCut for Beginners: A Complete Step-by-Step Guide',
    excerpt: 'A three-level learning path from your first project to export settings for every platform, with the mistakes to avoid.',
    category: 'Tutorial',
    readingMinutes: 30,
    date: '2025-06-12',
    featured: false,
    icon: '🎬',
    slug: 'beginner-guide',
    keywords: ['CapCut beginner guide', 'how to use CapCut', 'CapCut tutorial for beginners'],
    path: '/beginner-guide/',
  }),
];

/** The post with this slug (throws at build time when a slug is misspelled). */
export const postBySlug = (slug: string): Post => {
  const found = posts.find((p) => p.slug === slug);
  if (!found) throw new Error(`No post with slug "${slug}"`);
  return found;
};
