/**
 * The pages besides articles that other locales translate, by the path of their English page, and
 * the shape of each one's words: its page module reads them through usePageCopy (use-locale.tsx),
 * the English from its own content module, a translation from the locale's catalogue, where a
 * translation also gives the page's name, title, description and keywords. A locale has a page
 * exactly when its catalogue has the page's words.
 */
import type { ChromebookPageCopy } from './downloads/chromebook-page.ts';
import type { IosPageCopy } from './downloads/ios-page.ts';
import type { ProPageCopy } from './downloads/pro.ts';
import type { WebPageCopy } from './downloads/web-vs-app.ts';
import type { HomeCopy } from './home/home.ts';
import type { CapcutMacPageCopy } from './downloads/capcut-mac-page.ts';
import type { CapcutPcPageCopy } from './downloads/capcut-pc-page.ts';
import type { CapcutWindowsPageCopy } from './downloads/capcut-windows-page.ts';
import type { DownloadPageCopy } from './downloads/download-page.ts';
import type { InstallSteps } from './downloads/install-steps.ts';
import type { PlatformCopy } from './downloads/platforms.ts';
import type { QuickTipsCopy } from './learning/tips.ts';
import type { VideoTutorialsCopy } from './learning/tutorials.ts';
import type { EffectsLibraryCopy } from './learning/effects.ts';
import type { TopTemplatesCopy } from './learning/templates.ts';
import type { TiktokGuideCopy } from './learning/tiktok.ts';
import type { AlternativesPageCopy } from './comparisons/alternatives-page.ts';
import type { ReviewsPageCopy } from './comparisons/reviews-page.ts';
import type { CapcutVsProCopy } from './comparisons/capcut-vs-pro.ts';
import type { CapcutVsVnCopy } from './comparisons/capcut-vs-vn.ts';
import type { ComparisonWords } from './comparisons/comparison-words.ts';
import type { EditorComparisons } from './comparisons/editor-comparisons.ts';
import type { ComingSoonPageCopy } from './learning/coming-soon-page.ts';
import type { ContactPageCopy } from './site-pages/contact-page.ts';
import type { DisclaimerPageCopy } from './site-pages/disclaimer-page.ts';
import type { DmcaPageCopy } from './site-pages/dmca-page.ts';
import type { LegalTranslationNote } from './site-pages/legal-translation.ts';
import type { PrivacyPageCopy } from './site-pages/privacy-page.ts';
import type { SitemapPageCopy } from './site-pages/sitemap-page.ts';
import type { TermsPageCopy } from './site-pages/terms-page.ts';

/** What a translated page says of itself, which an English page's route holds (src/manifest/). */
export interface PageWords {
  /** The page's path in its language, under /<id>/ (`alternativas/`), where the language names it in its own words; without it, the English path. */
  readonly slug?: string;
  readonly label: string;
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
}

// Each translated page adds its entry: `'/download/': DownloadCopy;`.
export interface PageCopies {
  '/capcut-ios/': IosPageCopy;
  '/capcut-chromebook/': ChromebookPageCopy;
  '/capcut-web/': WebPageCopy;
  '/capcut-pro/': ProPageCopy;
  '/': HomeCopy;
  '/download/': DownloadPageCopy;
  '/capcut-pc/': CapcutPcPageCopy;
  '/capcut-windows/': CapcutWindowsPageCopy;
  '/capcut-mac/': CapcutMacPageCopy;
  '/quick-tips/': QuickTipsCopy;
  '/video-tutorials/': VideoTutorialsCopy;
  '/effects-library/': EffectsLibraryCopy;
  '/alternatives/': AlternativesPageCopy;
  '/reviews/': ReviewsPageCopy;
  '/privacy/': PrivacyPageCopy;
  '/terms/': TermsPageCopy;
  '/disclaimer/': DisclaimerPageCopy;
  '/dmca/': DmcaPageCopy;
  '/contact/': ContactPageCopy;
  '/sitemap/': SitemapPageCopy;
  '/coming-soon/': ComingSoonPageCopy;
}

// Words several pages share, by name: `'install-steps': InstallSteps;`.
export interface SharedCopies {
  /** The install steps of every platform, which the download pages show. */
  'install-steps': InstallSteps;
  /** The platform cards' words (/download/ and the home page). */
  platforms: PlatformCopy;
  /** The comparison components' words: tables, pros and cons, scores, source notes, the "CapCut vs X" layout. */
  'comparison-words': ComparisonWords;
  /** Each "CapCut vs X" page's data (/alternatives/<editor>/), made with the page's figures. */
  'editor-comparisons': EditorComparisons;
  /** What a translated legal page says of its English original (the English pages have none). */
  'legal-translation': LegalTranslationNote;
  /** What the articles that lay out data show through their body's component (<CapCutVsPro />...), with the words around it. */
  'capcut-vs-pro': CapcutVsProCopy;
  'capcut-vs-vn': CapcutVsVnCopy;
  'top-templates': TopTemplatesCopy;
  'tiktok-guide': TiktokGuideCopy;
}

export type TranslatedPages = { readonly [Path in keyof PageCopies]: PageCopies[Path] & { readonly meta: PageWords } };
