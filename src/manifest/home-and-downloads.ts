/** The home page and the download page of every platform. */
import { defineRoute } from './define-route.ts';

export const homeAndDownloadRoutes = [
  defineRoute({
    path: '/',
    label: 'Home',
    page: 'HomePage',
    meta: {
      title: 'CapCut Download for Android, iOS, PC and Mac: Official Links and Guides',
      description: 'Get CapCut free from its official stores for every device, learn its features, and follow step-by-step editing guides, templates and comparisons.',
      keywords: ['CapCut', 'CapCut download', 'CapCut for PC', 'CapCut iOS', 'video editor'],
      ogType: 'website',
    },
    sitemap: { priority: 1, changefreq: 'daily' },
  }),
] as const;
