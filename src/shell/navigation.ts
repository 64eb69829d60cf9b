/** The header's and the footer's links. Every href is a canonical path of src/manifest/routes.ts (a build test checks it). */
import type { Messages } from '../i18n/locale.ts';

/** The ids the header's popovers have in the HTML and src/browser/shell.ts finds them by. */
export const menuPanelId = 'site-nav';
export const downloadsListId = 'downloads-menu';
export const languagesListId = 'languages-menu';

/** A link of the header or the footer: its name is the page's language's (the catalogue's `nav`), its href the default locale's page, which SiteLink takes to the page's translation where there is one. */
export interface NavLink {
  readonly title: keyof Messages['nav'];
  readonly href: string;
}

export const downloadMenu: readonly NavLink[] = [
  { title: 'android', href: '/download/' },
  { title: 'pc', href: '/capcut-pc/' },
  { title: 'ios', href: '/capcut-ios/' },
  { title: 'pro', href: '/capcut-pro/' },
];

export const headerLinks = {
  home: { title: 'home', href: '/' },
  guides: { title: 'guides', href: '/blog/' },
  alternatives: { title: 'alternatives', href: '/alternatives/' },
  /** Shown as "Download Now" where the header has room (Header.tsx). */
  downloadNow: { title: 'download', href: '/download/' },
  search: { title: 'search', href: '/sitemap/' },
} as const satisfies Record<string, NavLink>;

export interface FooterColumn {
  readonly heading: keyof Messages['nav'];
  readonly links: readonly NavLink[];
}

export const footerColumns: readonly FooterColumn[] = [
  {
    heading: 'downloads',
    links: [
      { title: 'capcutAndroid', href: '/download/' },
      { title: 'capcutPc', href: '/capcut-pc/' },
      { title: 'capcutWindows', href: '/capcut-windows/' },
      { title: 'capcutMac', href: '/capcut-mac/' },
      { title: 'capcutIos', href: '/capcut-ios/' },
      { title: 'capcutChromebook', href: '/capcut-chromebook/' },
      { title: 'capcutWeb', href: '/capcut-web/' },
      { title: 'capcutPro', href: '/capcut-pro/' },
    ],
  },
  {
    heading: 'guidesAndTutorials',
    links: [
      { title: 'allGuides', href: '/blog/' },
      { title: 'installationGuide', href: '/installation-guide/' },
      { title: 'beginnerGuide', href: '/beginner-guide/' },
      { title: 'completeGuide', href: '/complete-guide/' },
      { title: 'quickTips', href: '/quick-tips/' },
      { title: 'videoTutorials', href: '/video-tutorials/' },
      { title: 'effectsLibrary', href: '/effects-library/' },
      { title: 'topTemplates', href: '/top-templates-2025/' },
      { title: 'tiktokTemplates', href: '/tiktok-templates/' },
    ],
  },
  {
    heading: 'alternatives',
    links: [
      { title: 'allAlternatives', href: '/alternatives/' },
      { title: 'inshot', href: '/alternatives/inshot/' },
      { title: 'vnEditor', href: '/alternatives/vn-editor/' },
      { title: 'premiereRush', href: '/alternatives/premiere-rush/' },
      { title: 'alightMotion', href: '/alternatives/alight-motion/' },
      { title: 'kinemaster', href: '/alternatives/kinemaster/' },
      { title: 'capcutVsVn', href: '/capcut-vs-vn/' },
      { title: 'reviews', href: '/reviews/' },
    ],
  },
  {
    heading: 'legal',
    links: [
      { title: 'privacy', href: '/privacy/' },
      { title: 'terms', href: '/terms/' },
      { title: 'disclaimer', href: '/disclaimer/' },
      { title: 'dmca', href: '/dmca/' },
      { title: 'contact', href: '/contact/' },
      { title: 'sitemap', href: '/sitemap/' },
    ],
  },
];
