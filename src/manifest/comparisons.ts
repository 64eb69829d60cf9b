/** Alternatives, comparisons and reviews. */
import { comparisonModified, comparisonPublished, readingMinutes } from '../content/comparisons/reading.ts';
import type { ArticleMeta } from '../route-types.ts';
import { defineRoute } from './define-route.ts';

const detail = { priority: 0.6, changefreq: 'monthly' } as const;
const versus = { priority: 0.7, changefreq: 'monthly' } as const;

const article = (tags: readonly string[], minutes: number): ArticleMeta => ({
  publishedTime: comparisonPublished,
  modifiedTime: comparisonModified,
  category: 'Comparison',
  tags,
  readingMinutes: minutes,
});

export const comparisonRoutes = [
  defineRoute({
    path: '/alternatives/',
    label: 'CapCut alternatives',
    page: 'AlternativesPage',
    meta: {
      title: 'CapCut Alternatives: 5 Video Editors Compared | CapCut Guide',
      description: 'Compare InShot, VN Editor, Premiere Rush, Alight Motion and KineMaster with CapCut: ratings, prices, pros, cons and who each editor suits.',
      keywords: ['CapCut alternatives', 'video editor apps', 'InShot', 'VN Editor', 'Premiere Rush', 'Alight Motion', 'KineMaster'],
      ogType: 'website',
    },
    sitemap: { priority: 0.8, changefreq: 'weekly' },
  }),
  defineRoute({
    path: '/alternatives/inshot/',
    label: 'CapCut vs InShot',
    page: 'InshotPage',
    meta: {
      title: 'CapCut vs InShot: Which Phone Editor Should You Use? | CapCut Guide',
      description: 'CapCut vs InShot compared row by row: free plans and watermarks, Pro prices, effects, templates, AI tools, photo editing and platforms, with a verdict.',
      keywords: ['CapCut vs InShot', 'InShot alternative', 'InShot Pro', 'mobile video editor'],
      ogType: 'article',
      article: article(['CapCut', 'InShot', 'video editor comparison'], readingMinutes.inshot),
    },
    sitemap: detail,
  }),
  defineRoute({
    path: '/alternatives/vn-editor/',
    label: 'CapCut vs VN Editor',
    page: 'VnEditorPage',
    meta: {
      title: 'CapCut vs VN Editor: Free Editors Compared Feature by Feature | CapCut Guide',
      description: 'CapCut vs VN Editor: two free editors without a watermark, compared on timeline, precise control, effects, templates, AI tools and platforms.',
      keywords: ['CapCut vs VN Editor', 'VN video editor', 'free video editor no watermark'],
      ogType: 'article',
      article: article(['CapCut', 'VN Editor', 'video editor comparison'], readingMinutes.vnEditor),
    },
    sitemap: detail,
  }),
  defineRoute({
    path: '/alternatives/premiere-rush/',
    label: 'CapCut vs Premiere Rush',
    page: 'PremiereRushPage',
    meta: {
      title: 'CapCut vs Adobe Premiere Rush: Price, Features and Sync | CapCut Guide',
      description: 'CapCut vs Adobe Premiere Rush: price, professional features, templates, learning curve and cross-platform sync, with export speed, app size and a recommendation.',
      keywords: ['CapCut vs Premiere Rush', 'Adobe Premiere Rush', 'Premiere Rush price', 'cross-platform video editor'],
      ogType: 'article',
      article: article(['CapCut', 'Premiere Rush', 'Adobe', 'video editor comparison'], readingMinutes.premiereRush),
    },
    sitemap: detail,
  }),
  defineRoute({
    path: '/alternatives/alight-motion/',
    label: 'CapCut vs Alight Motion',
    page: 'AlightMotionPage',
    meta: {
      title: 'CapCut vs Alight Motion: Editing or Motion Graphics? | CapCut Guide',
      description: 'CapCut vs Alight Motion: keyframe animation, motion graphics, templates, learning time and the cost of each Pro plan, with our recommendation.',
      keywords: ['CapCut vs Alight Motion', 'Alight Motion Pro', 'motion graphics app', 'keyframe animation'],
      ogType: 'article',
      article: article(['CapCut', 'Alight Motion', 'motion graphics', 'video editor comparison'], readingMinutes.alightMotion),
    },
    sitemap: detail,
  }),
  defineRoute({
    path: '/alternatives/kinemaster/',
    label: 'CapCut vs KineMaster',
    page: 'KinemasterPage',
    meta: {
      title: 'CapCut vs KineMaster: Layers, Price and Performance | CapCut Guide',
      description: 'CapCut vs KineMaster: free plans and watermarks, Premium prices, layers and chroma key, performance and market trends, with a verdict.',
      keywords: ['CapCut vs KineMaster', 'KineMaster Premium', 'KineMaster alternative', 'layered video editor'],
      ogType: 'article',
      article: article(['CapCut', 'KineMaster', 'video editor comparison'], readingMinutes.kinemaster),
    },
    sitemap: detail,
  }),
  defineRoute({
    path: '/capcut-vs-pro/',
    aliases: ['/blog/capcut-vs-pro/'],
    label: 'CapCut Free vs Pro',
    page: 'CapcutVsProPage',
    meta: {
      title: 'CapCut Free vs CapCut Pro: Is Pro Worth It? | CapCut Guide',
      description: 'CapCut Free vs Pro: what the subscription adds, official monthly and yearly prices, pros and cons, answers to common questions and our verdict.',
      keywords: ['CapCut Pro', 'CapCut Free vs Pro', 'CapCut Pro price', 'is CapCut Pro worth it'],
      ogType: 'article',
      article: article(['CapCut', 'CapCut Pro', 'subscription', 'pricing'], readingMinutes.capcutVsPro),
    },
    sitemap: versus,
  }),
  defineRoute({
    path: '/capcut-vs-vn/',
    aliases: ['/blog/capcut-vs-vn/'],
    label: 'CapCut vs VN',
    page: 'CapcutVsVnPage',
    meta: {
      title: 'CapCut vs VN: Scored in 8 Categories | CapCut Guide',
      description: 'CapCut vs VN scored out of 10 in eight categories, with computed averages, performance, pros and cons and the store figures of both apps.',
      keywords: ['CapCut vs VN', 'VN video editor', 'best free video editor', 'CapCut review'],
      ogType: 'article',
      article: article(['CapCut', 'VN Editor', 'scores', 'video editor comparison'], readingMinutes.capcutVsVn),
    },
    sitemap: versus,
  }),
  defineRoute({
    path: '/reviews/',
    label: 'CapCut reviews',
    page: 'ReviewsPage',
    meta: {
      title: 'CapCut Reviews: Rating, Star Breakdown and Feedback | CapCut Guide',
      description: 'CapCut store rating with the share of each star, the number of reviews and downloads, and examples of the feedback creators commonly give.',
      keywords: ['CapCut reviews', 'CapCut rating', 'is CapCut good', 'CapCut user feedback'],
      ogType: 'website',
    },
    sitemap: { priority: 0.6, changefreq: 'weekly' },
  }),
] as const;
