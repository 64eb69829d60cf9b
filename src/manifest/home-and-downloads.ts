/** The home page and the download page of every platform. */
import { defineRoute } from './define-route.ts';

export const homeAndDownloadRoutes = [
  defineRoute({
    path: '/',
    label: 'Home',
    page: 'HomePage',
    meta: {
      title: 'CapCut Download: Official Links and Guides',
      description: 'Get CapCut free from its official stores for every device, learn its features, and follow step-by-step editing guides, templates and comparisons.',
      keywords: ['CapCut', 'CapCut download', 'CapCut for PC', 'CapCut iOS', 'video editor'],
      ogType: 'website',
    },
    sitemap: { priority: 1, changefreq: 'daily' },
  }),
  defineRoute({
    path: '/download/',
    label: 'Download CapCut',
    page: 'DownloadPage',
    meta: {
      title: 'Download CapCut for Android, PC and iOS',
      description: 'Official CapCut download links for Android (Google Play), Windows and Mac (the maker’s site) and iPhone (App Store), with version, size and requirements.',
      keywords: ['CapCut download', 'CapCut Android', 'CapCut Google Play', 'CapCut latest version', 'download CapCut free'],
      ogType: 'website',
    },
    sitemap: { priority: 0.9, changefreq: 'daily' },
  }),
  defineRoute({
    path: '/capcut-pc/',
    label: 'CapCut for PC',
    page: 'CapcutPcPage',
    meta: {
      title: 'CapCut for PC: Windows and Mac Download',
      description: 'Download the official CapCut desktop app for Windows and Mac and install it step by step, with system requirements for both.',
      keywords: ['CapCut PC', 'CapCut desktop', 'CapCut for laptop', 'CapCut Windows', 'CapCut Mac'],
      ogType: 'website',
    },
    sitemap: { priority: 0.8, changefreq: 'weekly' },
  }),
  defineRoute({
    path: '/capcut-windows/',
    label: 'CapCut for Windows',
    page: 'CapcutWindowsPage',
    meta: {
      title: 'CapCut for Windows: Download and Requirements',
      description: 'Get CapCut for Windows from the official download page and check the minimum and recommended PC specs before you install.',
      keywords: ['CapCut Windows', 'CapCut Windows 11', 'CapCut Windows 10', 'CapCut system requirements'],
      ogType: 'website',
    },
    sitemap: { priority: 0.8, changefreq: 'weekly' },
  }),
  defineRoute({
    path: '/capcut-ios/',
    label: 'CapCut for iOS',
    page: 'CapcutIosPage',
    meta: {
      title: 'CapCut for iOS: App Store Install and Devices',
      description: 'Install CapCut from the App Store, check which iPhone, iPad and iPod touch models can run it, and keep the app up to date.',
      keywords: ['CapCut iOS', 'CapCut iPhone', 'CapCut iPad', 'CapCut App Store', 'CapCut compatible devices'],
      ogType: 'website',
    },
    sitemap: { priority: 0.8, changefreq: 'weekly' },
  }),
  defineRoute({
    path: '/capcut-mac/',
    label: 'CapCut for Mac',
    page: 'CapcutMacPage',
    meta: {
      title: 'CapCut for Mac: Install, Models and Fixes',
      description: 'Which Intel and Apple Silicon Macs run CapCut, how to install it from the official page, and how to fix “can’t be opened” and permission problems.',
      keywords: ['CapCut Mac', 'CapCut macOS', 'CapCut M1', 'CapCut Apple Silicon', 'CapCut MacBook'],
      ogType: 'website',
    },
    sitemap: { priority: 0.8, changefreq: 'weekly' },
  }),
  defineRoute({
    path: '/capcut-pro/',
    label: 'CapCut Pro',
    page: 'CapcutProPage',
    meta: {
      title: 'CapCut Pro: Prices, Features and Where to Buy',
      description: 'What the official CapCut Pro subscription adds, what stays free, its prices, and where the maker sells it: in the apps and in the desktop and web versions.',
      keywords: ['CapCut Pro', 'CapCut Pro price', 'CapCut free vs Pro', 'CapCut subscription'],
      ogType: 'website',
    },
    sitemap: { priority: 0.8, changefreq: 'weekly' },
  }),
  defineRoute({
    path: '/capcut-chromebook/',
    label: 'CapCut for Chromebook',
    page: 'CapcutChromebookPage',
    meta: {
      title: 'CapCut on Chromebook: Google Play or Web',
      description: 'Run CapCut on a Chromebook: install the Android app from Google Play or edit in the browser, with the Chrome OS, RAM and storage it needs.',
      keywords: ['CapCut Chromebook', 'CapCut Chrome OS', 'CapCut school Chromebook', 'CapCut web'],
      ogType: 'website',
    },
    sitemap: { priority: 0.7, changefreq: 'monthly' },
  }),
  defineRoute({
    path: '/capcut-web/',
    label: 'CapCut Web',
    page: 'CapcutWebPage',
    meta: {
      title: 'CapCut Web Editor vs the App: Which to Use',
      description: 'Compare the CapCut online editor with the mobile and desktop apps: install, performance, offline use, files and cost, and open the official web editor.',
      keywords: ['CapCut web', 'CapCut online', 'CapCut browser', 'CapCut web vs app'],
      ogType: 'website',
    },
    sitemap: { priority: 0.7, changefreq: 'monthly' },
  }),
] as const;
