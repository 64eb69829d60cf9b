/** Brazilian Portuguese, under /pt-br/. */
import { chromebookPageCopyPtBr } from '../../content/downloads/chromebook-page.pt-br.ts';
import { proPageCopyPtBr } from '../../content/downloads/pro.pt-br.ts';
import { homeCopyPtBr } from '../../content/home/home.pt-br.ts';
import { factWords, sourceNames } from '../../content/fact-words/pt-br.ts';
import { iosPageCopyPtBr } from '../../content/downloads/ios-page.pt-br.ts';
import { webPageCopyPtBr } from '../../content/downloads/web-vs-app.pt-br.ts';
import type { Locale } from '../locale.ts';
import { topTemplatesPtBr } from '../../content/learning/templates.pt-br.ts';
import { tiktokGuidePtBr } from '../../content/learning/tiktok.pt-br.ts';
import { quickTipsCopyPtBr } from '../../content/learning/tips.pt-br.ts';
import { videoTutorialsCopyPtBr } from '../../content/learning/tutorials.pt-br.ts';
import { effectsLibraryCopyPtBr } from '../../content/learning/effects.pt-br.ts';
import { brazilianPortugueseMessages } from './pt-br.ts';
import { capcutMacPageCopyPtBr } from '../../content/downloads/capcut-mac-page.pt-br.ts';
import { capcutPcPageCopyPtBr } from '../../content/downloads/capcut-pc-page.pt-br.ts';
import { capcutWindowsPageCopyPtBr } from '../../content/downloads/capcut-windows-page.pt-br.ts';
import { downloadPageCopyPtBr } from '../../content/downloads/download-page.pt-br.ts';
import { installStepsPtBr } from '../../content/downloads/install-steps.pt-br.ts';
import { platformCopyPtBr } from '../../content/downloads/platforms.pt-br.ts';
import { alternativesPageCopyPtBr } from '../../content/comparisons/alternatives-page.pt-br.ts';
import { capcutVsProPtBr } from '../../content/comparisons/capcut-vs-pro.pt-br.ts';
import { capcutVsVnPtBr } from '../../content/comparisons/capcut-vs-vn.pt-br.ts';
import { comparisonWordsPtBr } from '../../content/comparisons/comparison-words.pt-br.ts';
import { editorComparisonsPtBr } from '../../content/comparisons/editor-comparisons.pt-br.ts';
import { reviewsPageCopyPtBr } from '../../content/comparisons/reviews-page.pt-br.ts';
import { comingSoonPageCopyPtBr } from '../../content/learning/coming-soon-page.pt-br.ts';
import { contactPageCopyPtBr } from '../../content/site-pages/contact-page.pt-br.ts';
import { disclaimerPageCopyPtBr } from '../../content/site-pages/disclaimer-page.pt-br.ts';
import { dmcaPageCopyPtBr } from '../../content/site-pages/dmca-page.pt-br.ts';
import { legalTranslationPtBr } from '../../content/site-pages/legal-translation.pt-br.ts';
import { privacyPageCopyPtBr } from '../../content/site-pages/privacy-page.pt-br.ts';
import { sitemapPageCopyPtBr } from '../../content/site-pages/sitemap-page.pt-br.ts';
import { termsPageCopyPtBr } from '../../content/site-pages/terms-page.pt-br.ts';

export const brazilianPortuguese: Locale = {
  id: 'pt-br',
  module: import.meta.url,
  lang: 'pt-BR',
  intl: 'pt-BR',
  ogLocale: 'pt_BR',
  name: 'Português (Brasil)',
  messages: brazilianPortugueseMessages,
  factWords,
  sourceNames,
  pages: {
    '/': homeCopyPtBr,
    '/capcut-pro/': proPageCopyPtBr,
    '/capcut-web/': webPageCopyPtBr,
    '/capcut-chromebook/': chromebookPageCopyPtBr,
    '/capcut-ios/': iosPageCopyPtBr,
    '/download/': downloadPageCopyPtBr,
    '/capcut-pc/': capcutPcPageCopyPtBr,
    '/capcut-windows/': capcutWindowsPageCopyPtBr,
    '/capcut-mac/': capcutMacPageCopyPtBr,
    '/quick-tips/': quickTipsCopyPtBr,
    '/video-tutorials/': videoTutorialsCopyPtBr,
    '/effects-library/': effectsLibraryCopyPtBr,
    '/alternatives/': alternativesPageCopyPtBr,
    '/reviews/': reviewsPageCopyPtBr,
    '/privacy/': privacyPageCopyPtBr,
    '/terms/': termsPageCopyPtBr,
    '/disclaimer/': disclaimerPageCopyPtBr,
    '/dmca/': dmcaPageCopyPtBr,
    '/contact/': contactPageCopyPtBr,
    '/sitemap/': sitemapPageCopyPtBr,
    '/coming-soon/': comingSoonPageCopyPtBr,
  },
  shared: {
    'install-steps': installStepsPtBr,
    platforms: platformCopyPtBr,
    'comparison-words': comparisonWordsPtBr,
    'editor-comparisons': editorComparisonsPtBr,
    'legal-translation': legalTranslationPtBr,
    'capcut-vs-pro': capcutVsProPtBr,
    'capcut-vs-vn': capcutVsVnPtBr,
    'top-templates': topTemplatesPtBr,
    'tiktok-guide': tiktokGuidePtBr,
  },
};
