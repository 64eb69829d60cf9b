/** Latin American Spanish, under /es/. */
import { chromebookPageCopyEs } from '../../content/downloads/chromebook-page.es.ts';
import { proPageCopyEs } from '../../content/downloads/pro.es.ts';
import { homeCopyEs } from '../../content/home/home.es.ts';
import { factWords, sourceNames } from '../../content/fact-words/es.ts';
import { iosPageCopyEs } from '../../content/downloads/ios-page.es.ts';
import { webPageCopyEs } from '../../content/downloads/web-vs-app.es.ts';
import type { Locale } from '../locale.ts';
import { topTemplatesEs } from '../../content/learning/templates.es.ts';
import { tiktokGuideEs } from '../../content/learning/tiktok.es.ts';
import { quickTipsCopyEs } from '../../content/learning/tips.es.ts';
import { videoTutorialsCopyEs } from '../../content/learning/tutorials.es.ts';
import { effectsLibraryCopyEs } from '../../content/learning/effects.es.ts';
import { spanishMessages } from './es.ts';
import { capcutMacPageCopyEs } from '../../content/downloads/capcut-mac-page.es.ts';
import { capcutPcPageCopyEs } from '../../content/downloads/capcut-pc-page.es.ts';
import { capcutWindowsPageCopyEs } from '../../content/downloads/capcut-windows-page.es.ts';
import { downloadPageCopyEs } from '../../content/downloads/download-page.es.ts';
import { installStepsEs } from '../../content/downloads/install-steps.es.ts';
import { platformCopyEs } from '../../content/downloads/platforms.es.ts';
import { alternativesPageCopyEs } from '../../content/comparisons/alternatives-page.es.ts';
import { capcutVsProEs } from '../../content/comparisons/capcut-vs-pro.es.ts';
import { capcutVsVnEs } from '../../content/comparisons/capcut-vs-vn.es.ts';
import { comparisonWordsEs } from '../../content/comparisons/comparison-words.es.ts';
import { editorComparisonsEs } from '../../content/comparisons/editor-comparisons.es.ts';
import { reviewsPageCopyEs } from '../../content/comparisons/reviews-page.es.ts';
import { comingSoonPageCopyEs } from '../../content/learning/coming-soon-page.es.ts';
import { contactPageCopyEs } from '../../content/site-pages/contact-page.es.ts';
import { disclaimerPageCopyEs } from '../../content/site-pages/disclaimer-page.es.ts';
import { dmcaPageCopyEs } from '../../content/site-pages/dmca-page.es.ts';
import { legalTranslationEs } from '../../content/site-pages/legal-translation.es.ts';
import { privacyPageCopyEs } from '../../content/site-pages/privacy-page.es.ts';
import { sitemapPageCopyEs } from '../../content/site-pages/sitemap-page.es.ts';
import { termsPageCopyEs } from '../../content/site-pages/terms-page.es.ts';

export const spanish: Locale = {
  id: 'es',
  module: import.meta.url,
  lang: 'es',
  intl: 'es-419',
  ogLocale: 'es_LA',
  name: 'Español',
  messages: spanishMessages,
  factWords,
  sourceNames,
  pages: {
    '/': homeCopyEs,
    '/capcut-pro/': proPageCopyEs,
    '/capcut-web/': webPageCopyEs,
    '/capcut-chromebook/': chromebookPageCopyEs,
    '/capcut-ios/': iosPageCopyEs,
    '/download/': downloadPageCopyEs,
    '/capcut-pc/': capcutPcPageCopyEs,
    '/capcut-windows/': capcutWindowsPageCopyEs,
    '/capcut-mac/': capcutMacPageCopyEs,
    '/quick-tips/': quickTipsCopyEs,
    '/video-tutorials/': videoTutorialsCopyEs,
    '/effects-library/': effectsLibraryCopyEs,
    '/alternatives/': alternativesPageCopyEs,
    '/reviews/': reviewsPageCopyEs,
    '/privacy/': privacyPageCopyEs,
    '/terms/': termsPageCopyEs,
    '/disclaimer/': disclaimerPageCopyEs,
    '/dmca/': dmcaPageCopyEs,
    '/contact/': contactPageCopyEs,
    '/sitemap/': sitemapPageCopyEs,
    '/coming-soon/': comingSoonPageCopyEs,
  },
  shared: {
    'install-steps': installStepsEs,
    platforms: platformCopyEs,
    'comparison-words': comparisonWordsEs,
    'editor-comparisons': editorComparisonsEs,
    'legal-translation': legalTranslationEs,
    'capcut-vs-pro': capcutVsProEs,
    'capcut-vs-vn': capcutVsVnEs,
    'top-templates': topTemplatesEs,
    'tiktok-guide': tiktokGuideEs,
  },
};
