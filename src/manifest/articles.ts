/**
 * The blog index and every guide article, with the aliases each is known by. Each article's
 * metadata is derived from its catalog head and summary (src/content/articles/), the same data
 * the pages show, so title, dates, category and reading time are written once.
 */
import { catalogEntry } from '../content/articles/catalog.ts';
import { summaryOf } from '../content/articles/summaries.ts';
import type { RouteRecord } from '../route-types.ts';
import { siteName } from '../site.ts';
import { defineRoute } from './define-route.ts';

/** A blog post is also reachable at /{slug}/ and at its long-form slug, with and without /blog/. */
const postAliases = (slug: string, longSlug: string) => [`/${slug}/`, `/${longSlug}/`, `/blog/${longSlug}/`];

/** The articles built here: slug, page module, aliases; guides get sitemap priority 0.6, blog posts 0.7 (spec §9). */
const built: readonly { slug: string; page: string; aliases: readonly string[]; priority: number }[] = [
  { slug: 'installation-guide', page: 'InstallationGuidePage', aliases: ['/blog/installation-guide/'], priority: 0.6 },
  { slug: 'beginner-guide', page: 'BeginnerGuidePage', aliases: ['/blog/beginner-guide/', '/blog/beginners-guide/'], priority: 0.6 },
  { slug: 'complete-guide', page: 'CompleteGuidePage', aliases: [], priority: 0.6 },
  { slug: 'velocity-edit', page: 'VelocityEditPage', aliases: postAliases('velocity-edit', 'velocity-edits-capcut'), priority: 0.7 },
  { slug: 'blur-effects', page: 'BlurEffectsPage', aliases: postAliases('blur-effects', 'blur-effects-capcut'), priority: 0.7 },
  { slug: 'trending-templates', page: 'TrendingTemplatesPage', aliases: postAliases('trending-templates', 'trending-capcut-templates'), priority: 0.7 },
  { slug: 'color-grading', page: 'ColorGradingPage', aliases: postAliases('color-grading', 'color-grading-capcut'), priority: 0.7 },
  { slug: 'keyboard-shortcuts', page: 'KeyboardShortcutsPage', aliases: postAliases('keyboard-shortcuts', 'capcut-keyboard-shortcuts'), priority: 0.7 },
  { slug: 'audio-sync', page: 'AudioSyncPage', aliases: postAliases('audio-sync', 'audio-sync-sound-design-capcut'), priority: 0.7 },
];

const articleRoute = ({ slug, page, aliases, priority }: (typeof built)[number]): RouteRecord => {
  const head = catalogEntry(slug);
  const { excerpt, keywords } = summaryOf(slug);
  return defineRoute({
    path: head.path,
    aliases,
    label: head.title,
    page,
    meta: {
      title: `${head.title} | ${siteName}`,
      description: excerpt,
      keywords,
      ogType: 'article',
      article: {
        publishedTime: head.date,
        modifiedTime: head.modified,
        category: head.category,
        tags: keywords,
        readingMinutes: head.readingMinutes,
      },
    },
    sitemap: { priority, changefreq: 'monthly' },
  });
};

export const articleRoutes: readonly RouteRecord[] = [
  defineRoute({
    path: '/blog/',
    label: 'Blog: CapCut tutorials and guides',
    page: 'BlogPage',
    meta: {
      title: `CapCut Tutorials, Tips and Guides: The Blog | ${siteName}`,
      description: 'Step-by-step CapCut tutorials: velocity edits, blur effects, color grading, audio sync, templates, shortcuts and comparisons, filterable by category.',
      keywords: ['CapCut blog', 'CapCut tutorials', 'CapCut tips', 'CapCut guides', 'video editing tutorials'],
      ogType: 'website',
    },
    sitemap: { priority: 0.8, changefreq: 'daily' },
  }),
  ...built.map(articleRoute),
];
