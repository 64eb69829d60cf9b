/** The alternatives list and the reviews page; the "CapCut vs" articles are in articles.ts. */
import { defineRoute } from './define-route.ts';

export const comparisonRoutes = [
  defineRoute({
    path: '/alternatives/',
    label: 'CapCut alternatives',
    page: 'AlternativesPage',
    meta: {
      title: 'CapCut Alternatives: Other Editors Compared',
      description: 'Compare InShot, VN Editor, Adobe Premiere Rush (now discontinued), Alight Motion and KineMaster with CapCut: ratings, prices, pros and cons.',
      keywords: ['CapCut alternatives', 'video editor apps', 'InShot', 'VN Editor', 'Adobe Premiere Rush', 'Alight Motion', 'KineMaster'],
      ogType: 'website',
    },
    sitemap: { priority: 0.8, changefreq: 'weekly' },
  }),
  defineRoute({
    path: '/reviews/',
    label: 'CapCut reviews',
    page: 'ReviewsPage',
    meta: {
      title: 'CapCut Reviews: Rating and Star Breakdown',
      description: 'CapCut store rating with the share of each star, the number of reviews and downloads, and examples of the feedback creators commonly give.',
      keywords: ['CapCut reviews', 'CapCut rating', 'is CapCut good', 'CapCut user feedback'],
      ogType: 'website',
    },
    sitemap: { priority: 0.6, changefreq: 'weekly' },
  }),
] as const;
