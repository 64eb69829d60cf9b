/** The learning tools: quick tips, video tutorials, effects library, templates, and the coming-soon page. */
import type { RouteRecord } from '../route-types.ts';
import { defineRoute } from './define-route.ts';

const guide = { priority: 0.6, changefreq: 'monthly' } as const;

export const learningRoutes: readonly RouteRecord[] = [
  defineRoute({
    path: '/quick-tips/',
    label: 'Quick tips',
    page: 'QuickTipsPage',
    banner: false,
    meta: {
      title: 'CapCut Quick Tips: 15+ Editing Hacks | CapCut Guide',
      description: 'Fast CapCut tips for timeline editing, clean audio, readable captions and keyframes, plus workflow, performance and creative hacks.',
      keywords: ['CapCut tips', 'CapCut hacks', 'editing tips', 'CapCut tricks', 'keyframes'],
      ogType: 'website',
    },
    sitemap: guide,
  }),
  defineRoute({
    path: '/video-tutorials/',
    label: 'Video tutorials',
    page: 'VideoTutorialsPage',
    banner: false,
    meta: {
      title: 'CapCut Video Tutorials: Basics to Advanced | CapCut Guide',
      description: 'Six CapCut video tutorials on editing basics, transitions, velocity edits, colour grading, audio sync and animated text, sorted by topic.',
      keywords: ['CapCut tutorial', 'CapCut video tutorial', 'learn CapCut', 'velocity edit tutorial', 'color grading'],
      ogType: 'website',
    },
    sitemap: guide,
  }),
  defineRoute({
    path: '/effects-library/',
    label: 'Effects library',
    page: 'EffectsLibraryPage',
    meta: {
      title: 'CapCut Effects Library: Transitions, Filters and Text | CapCut Guide',
      description: 'Search popular CapCut effects by name or tag, see which are free and which need Pro, and find the guide that teaches each one.',
      keywords: ['CapCut effects', 'CapCut transitions', 'CapCut filters', 'text effects', 'Pro effects'],
      ogType: 'website',
    },
    sitemap: guide,
  }),
  defineRoute({
    path: '/top-templates-2025/',
    aliases: ['/blog/top-templates-2025/'],
    label: 'Top 10 templates of 2025',
    page: 'TopTemplatesPage',
    meta: {
      title: 'Top 10 CapCut Templates of 2025, Ranked | CapCut Guide',
      description: 'The ten CapCut template styles of 2025, ranked: velocity, lyric sync, glitch and more, with difficulty, best uses and a preview of each.',
      keywords: ['CapCut templates 2025', 'top CapCut templates', 'trending templates', 'velocity template', 'glitch template'],
      ogType: 'article',
      article: {
        publishedTime: '2025-08-08',
        modifiedTime: '2025-08-08',
        category: 'Templates',
        tags: ['CapCut templates', 'trending', 'TikTok', 'Reels'],
        readingMinutes: 10,
      },
    },
    sitemap: guide,
  }),
  defineRoute({
    path: '/tiktok-templates/',
    aliases: ['/blog/tiktok-templates/'],
    label: 'TikTok templates guide',
    page: 'TiktokTemplatesPage',
    meta: {
      title: 'CapCut Templates for TikTok: Complete Guide | CapCut Guide',
      description: 'Find trending CapCut templates for TikTok, customise them in six steps, export at the right size and track the metrics that matter.',
      keywords: ['CapCut TikTok templates', 'TikTok templates', 'CapCut template guide', 'viral TikTok', 'TikTok export settings'],
      ogType: 'article',
      article: {
        publishedTime: '2025-08-08',
        modifiedTime: '2025-08-08',
        category: 'Templates',
        tags: ['TikTok', 'CapCut templates', 'short video'],
        readingMinutes: 12,
      },
    },
    sitemap: guide,
  }),
  defineRoute({
    path: '/coming-soon/',
    label: 'Coming soon',
    page: 'ComingSoonPage',
    meta: {
      title: 'Coming Soon | CapCut Guide',
      description: 'This CapCut guide is being written. Until it is published, watch the video tutorials or read the blog.',
      keywords: ['CapCut guide', 'coming soon'],
      ogType: 'website',
    },
    sitemap: null,
  }),
];
