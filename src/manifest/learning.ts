/** The learning tools: quick tips, video tutorials, effects library, and the coming-soon page. The template guides are articles (articles.ts). */
import type { RouteRecord } from '../routing/route-types.ts';
import { defineRoute } from './define-route.ts';

const guide = { priority: 0.6, changefreq: 'monthly' } as const;

export const learningRoutes: readonly RouteRecord[] = [
  defineRoute({
    path: '/quick-tips/',
    label: 'Quick tips',
    page: 'QuickTipsPage',
    banner: false,
    meta: {
      title: 'CapCut Quick Tips and Editing Hacks',
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
      title: 'CapCut Video Tutorials by Topic',
      description: 'CapCut basics, transitions, velocity edits, color grading, audio sync and animated text: a written guide and a YouTube search for each topic.',
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
      title: 'CapCut Effects Library: What Each Effect Does',
      description: 'Search a sample of CapCut effects by name or tag, see which are free and which need Pro, and find the guide that teaches each one.',
      keywords: ['CapCut effects', 'CapCut transitions', 'CapCut filters', 'text effects', 'Pro effects'],
      ogType: 'website',
    },
    sitemap: guide,
  }),
  defineRoute({
    path: '/coming-soon/',
    label: 'Coming soon',
    page: 'ComingSoonPage',
    meta: {
      title: 'Coming Soon',
      description: 'This CapCut guide is being written. Until it is published, the video tutorials page and the blog cover the same ground.',
      keywords: ['CapCut guide', 'coming soon'],
      ogType: 'website',
    },
    sitemap: null,
  }),
];
