/** The header's and the footer's links. Every href is a canonical path of src/manifest/routes.ts (a build test checks it). */

/** The ids the header's popovers have in the HTML and src/browser/shell.ts finds them by. */
export const menuPanelId = 'site-nav';
export const downloadsListId = 'downloads-menu';

export interface NavLink {
  readonly title: string;
  readonly href: string;
}

export const downloadMenu: readonly NavLink[] = [
  { title: 'Android', href: '/download/' },
  { title: 'PC', href: '/capcut-pc/' },
  { title: 'iOS', href: '/capcut-ios/' },
  { title: 'Pro', href: '/capcut-pro/' },
];

export const headerLinks = {
  home: { title: 'Home', href: '/' },
  guides: { title: 'Guides', href: '/blog/' },
  alternatives: { title: 'Alternatives', href: '/alternatives/' },
  /** Shown as "Download Now" where the header has room (Header.tsx). */
  downloadNow: { title: 'Download', href: '/download/' },
  search: { title: 'Search', href: '/sitemap/' },
} as const satisfies Record<string, NavLink>;

export interface FooterColumn {
  readonly heading: string;
  readonly links: readonly NavLink[];
}

export const footerColumns: readonly FooterColumn[] = [
  {
    heading: 'Downloads',
    links: [
      { title: 'CapCut for Android', href: '/download/' },
      { title: 'CapCut for PC', href: '/capcut-pc/' },
      { title: 'CapCut for Windows', href: '/capcut-windows/' },
      { title: 'CapCut for Mac', href: '/capcut-mac/' },
      { title: 'CapCut for iOS', href: '/capcut-ios/' },
      { title: 'CapCut for Chromebook', href: '/capcut-chromebook/' },
      { title: 'CapCut Web', href: '/capcut-web/' },
      { title: 'CapCut Pro', href: '/capcut-pro/' },
    ],
  },
  {
    heading: 'Guides and Tutorials',
    links: [
      { title: 'All guides', href: '/blog/' },
      { title: 'Installation guide', href: '/installation-guide/' },
      { title: 'Beginner guide', href: '/beginner-guide/' },
      { title: 'Complete guide', href: '/complete-guide/' },
      { title: 'Quick tips', href: '/quick-tips/' },
      { title: 'Video tutorials', href: '/video-tutorials/' },
      { title: 'Effects library', href: '/effects-library/' },
      { title: 'Top templates 2025', href: '/top-templates-2025/' },
      { title: 'TikTok templates', href: '/tiktok-templates/' },
    ],
  },
  {
    heading: 'Alternatives',
    links: [
      { title: 'All alternatives', href: '/alternatives/' },
      { title: 'InShot', href: '/alternatives/inshot/' },
      { title: 'VN Editor', href: '/alternatives/vn-editor/' },
      { title: 'Premiere Rush', href: '/alternatives/premiere-rush/' },
      { title: 'Alight Motion', href: '/alternatives/alight-motion/' },
      { title: 'KineMaster', href: '/alternatives/kinemaster/' },
      { title: 'CapCut vs VN', href: '/capcut-vs-vn/' },
      { title: 'Reviews', href: '/reviews/' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { title: 'Privacy policy', href: '/privacy/' },
      { title: 'Terms of use', href: '/terms/' },
      { title: 'Disclaimer', href: '/disclaimer/' },
      { title: 'DMCA', href: '/dmca/' },
      { title: 'Contact', href: '/contact/' },
      { title: 'Sitemap', href: '/sitemap/' },
    ],
  },
];
