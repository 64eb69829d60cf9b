/** The site's own pages: legal, contact and the human-readable sitemap. */
import { defineRoute } from './define-route.ts';

const legal = { priority: 0.3, changefreq: 'yearly' } as const;

export const sitePageRoutes = [
  defineRoute({
    path: '/privacy/',
    label: 'Privacy policy',
    page: 'PrivacyPage',
    meta: {
      title: 'Privacy Policy',
      description: 'What this static guide site collects (no accounts, no forms), what its host and optional analytics may log, and your choices.',
      keywords: ['privacy policy', 'CapCut guide privacy', 'cookies', 'analytics'],
      ogType: 'website',
    },
    sitemap: legal,
  }),
  defineRoute({
    path: '/terms/',
    label: 'Terms of use',
    page: 'TermsPage',
    meta: {
      title: 'Terms of Use',
      description: 'The terms for using this independent CapCut guide: informational content, official download links only, and no affiliation with the maker.',
      keywords: ['terms of use', 'terms of service', 'CapCut guide terms'],
      ogType: 'website',
    },
    sitemap: legal,
  }),
  defineRoute({
    path: '/disclaimer/',
    label: 'Disclaimer',
    page: 'DisclaimerPage',
    meta: {
      title: 'Disclaimer: Independent, Not Affiliated',
      description: 'This site is an independent guide, not affiliated with CapCut or ByteDance. Names are trademarks of their owners; downloads go to official channels.',
      keywords: ['disclaimer', 'not affiliated', 'trademarks', 'official download'],
      ogType: 'website',
    },
    sitemap: legal,
  }),
  defineRoute({
    path: '/contact/',
    label: 'Contact',
    page: 'ContactPage',
    meta: {
      title: 'Contact Us',
      description: 'Email the CapCut Guide team, find quick help for common CapCut questions, and see how fast we usually reply (within 24 hours).',
      keywords: ['contact', 'support', 'CapCut help', 'email'],
      ogType: 'website',
    },
    sitemap: { priority: 0.4, changefreq: 'monthly' },
  }),
  defineRoute({
    path: '/dmca/',
    label: 'DMCA policy',
    page: 'DmcaPage',
    banner: false,
    meta: {
      title: 'DMCA and Copyright Policy',
      description: 'How to send a copyright notice to CapCut Guide, what a notice must contain, and how counter-notification works.',
      keywords: ['DMCA', 'copyright', 'takedown notice', 'counter-notification'],
      ogType: 'website',
    },
    sitemap: legal,
  }),
  defineRoute({
    path: '/sitemap/',
    label: 'Sitemap',
    page: 'SitemapPage',
    meta: {
      title: 'Sitemap: Every Page of the Guide',
      description: 'Every page of CapCut Guide in one list: downloads, guides and tutorials, comparisons and legal pages, plus a sitemap.xml download.',
      keywords: ['sitemap', 'all pages', 'CapCut guides', 'site index'],
      ogType: 'website',
    },
    sitemap: legal,
  }),
] as const;
