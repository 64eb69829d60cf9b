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
import type { ComingSoonPageCopy } from './learning/coming-soon-page.ts';
import type { ContactPageCopy } from './site-pages/contact-page.ts';
import type { DisclaimerPageCopy } from './site-pages/disclaimer-page.ts';
import type { DmcaPageCopy } from './site-pages/dmca-page.ts';
import type { LegalTranslationNote } from './site-pages/legal-translation.ts';
import type { PrivacyPageCopy } from './site-pages/privacy-page.ts';
import type { SitemapPageCopy } from './site-pages/sitemap-page.ts';
import type { TermsPageCopy } from './site-pages/terms-page.ts';
import type { ArticleRecord } from '../article-record.ts';
import type { AlternativesPageCopy } from './comparisons/alternatives-page.ts';
import type { ReviewsPageCopy } from './comparisons/reviews-page.ts';
import type { CapcutVsProWords, PlansContent } from './comparisons/capcut-vs-pro.ts';
import type { CapcutVsVnWords, ScoresContent } from './comparisons/capcut-vs-vn.ts';
import type { ComparisonWords } from './comparisons/comparison-words.ts';
import type { FactText } from './comparisons/types.ts';
import type { EditorComparisons } from './comparisons/editor-comparisons.ts';

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
  '/privacy/': PrivacyPageCopy;
  '/terms/': TermsPageCopy;
  '/disclaimer/': DisclaimerPageCopy;
  '/dmca/': DmcaPageCopy;
  '/contact/': ContactPageCopy;
  '/sitemap/': SitemapPageCopy;
  '/coming-soon/': ComingSoonPageCopy;
  '/alternatives/': AlternativesPageCopy;
  '/reviews/': ReviewsPageCopy;
}

// Words several pages share, by name: `'install-steps': InstallSteps;`.
export interface SharedCopies {
  /** The install steps of every platform, which the download pages show. */
  'install-steps': InstallSteps;
  /** The platform cards' words (/download/ and the home page). */
  platforms: PlatformCopy;
  /** What a translated legal page says of its English original (the English pages have none). */
  'legal-translation': LegalTranslationNote;
  /** The comparison components' words: tables, pros and cons, scores, source notes, the "CapCut vs X" layout. */
  'comparison-words': ComparisonWords;
  /** Each "CapCut vs X" page's data (/alternatives/<editor>/), made with the page's figures. */
  'editor-comparisons': EditorComparisons;
}

/** A laid-out article's translation: its record, made with the locale's figures, and its page's words around the record's data. */
export interface LaidOutCopy<Content extends { readonly kind: string }, Words> {
  /** Its whole record in the language: its own slug and path under /<id>/, title, lead, tags, and the data its page lays out. */
  readonly record: (fact: FactText) => ArticleRecord<Content>;
  readonly words: Words;
}

/**
 * The articles laid out from data (src/manifest/laid-out-articles.ts) that other locales translate, by
 * the English article's slug. A translation is an article of the locale like a translated file: on its
 * blog, in its feed, timed in its words.
 */
export interface LaidOutCopies {
  'capcut-vs-pro': LaidOutCopy<PlansContent, CapcutVsProWords>;
  'capcut-vs-vn': LaidOutCopy<ScoresContent, CapcutVsVnWords>;
}

export type TranslatedPages = { readonly [Path in keyof PageCopies]: PageCopies[Path] & { readonly meta: PageWords } };
