/**
 * The home page's words in English (its translations: home.es.ts, home.pt-br.ts, read through
 * usePageCopy) and the data its sections link to. A text that quotes a figure is a function of the
 * page's figures (`HomeFigures`), which the page gathers from src/facts.ts in its language.
 */
import type { FaqItem, Problem } from '../../content-types.ts';
import type { IconName } from '../../icon-names.ts';
import { appMaker } from '../../site.ts';
import { developer, platforms, proPrice, rating, templateStats } from '../../facts.ts';

/** The home sections, in page order; each id is a <Section id> and a line of the table of contents. */
export const sectionIds = [
  'introduction',
  'features',
  'download',
  'reviews',
  'capcut-pro',
  'installation',
  'web-vs-apk',
  'templates',
  'platform-guides',
  'alternatives',
  'troubleshooting',
  'version-history',
  'for-creators',
  'safety',
  'faqs',
  'blog-preview',
] as const;

export type SectionId = (typeof sectionIds)[number];

/** The figures the home page quotes, as its language writes them. */
export interface HomeFigures {
  readonly maker: string;
  readonly developer: string;
  readonly rating: string;
  readonly reviews: string;
  readonly downloads: string;
  /** The counts as a sentence reads them, before their noun: "más de 11.9 millones de" (reseñas). */
  readonly reviewsInWords: string;
  readonly downloadsInWords: string;
  readonly templatesPerWeekInWords: string;
  readonly proMonthly: string;
  readonly proYearly: string;
  readonly proWhere: string;
  readonly cloudFree: string;
  readonly cloudPro: string;
  readonly maxExport: string;
  readonly androidRequirement: string;
  readonly androidSize: string;
  readonly iosRequirement: string;
  readonly windowsRequirement: string;
  readonly macRequirement: string;
  readonly desktopVersion: string;
  readonly templatesPerWeek: string;
  readonly aspect: string;
  readonly resolution: string;
  readonly maxFileSize: string;
  readonly maxLength: string;
  readonly maxEffects: string;
  readonly transitionLength: string;
  readonly likeRate: string;
  readonly shareRate: string;
  readonly completionRate: string;
}

/**
 * The page's figures from src/facts.ts: `words` gives a fact that has English words in the page's
 * language (by its name in facts.ts), `count` writes a number as the language does, `inWords` a
 * count of facts.ts as a sentence reads it.
 */
export const homeFigures = (words: (name: string) => string, count: (value: number) => string, inWords: (name: string) => string): HomeFigures => ({
  maker: appMaker,
  developer: developer.value,
  rating: count(rating.average.value),
  reviews: words('rating.reviews'),
  downloads: words('rating.downloads'),
  reviewsInWords: inWords('rating.reviews'),
  downloadsInWords: inWords('rating.downloads'),
  templatesPerWeekInWords: inWords('templateStats.newPerWeek'),
  proMonthly: words('proPrice.monthly'),
  proYearly: words('proPrice.yearly'),
  proWhere: words('proPurchase.where'),
  cloudFree: proPrice.cloudFree.value,
  cloudPro: proPrice.cloudPro.value,
  maxExport: words('proPrice.maxExport'),
  androidRequirement: words('platforms.android.requirement'),
  androidSize: platforms.android.size.value,
  iosRequirement: words('platforms.ios.requirement'),
  windowsRequirement: words('platforms.windows.requirement'),
  macRequirement: words('platforms.mac.requirement'),
  desktopVersion: platforms.windows.version.value,
  templatesPerWeek: words('templateStats.newPerWeek'),
  aspect: words('exportAdvice.aspect'),
  resolution: words('exportAdvice.resolution'),
  maxFileSize: words('exportAdvice.maxFileSize'),
  maxLength: words('exportAdvice.maxLength'),
  maxEffects: words('exportAdvice.maxEffects'),
  transitionLength: words('exportAdvice.transitionLength'),
  // "10%+" in English, "10% o más" and "10% ou mais" as the languages word it (src/content/fact-words/).
  likeRate: words('exportAdvice.likeRate'),
  shareRate: words('exportAdvice.shareRate'),
  completionRate: words('exportAdvice.completionRate'),
});

/** What each feature card shows beside its words: its icon and the guide it links to. */
export const featureCards = {
  timeline: { icon: 'clapperboard', href: '/beginner-guide/' },
  speed: { icon: 'zap', href: '/blog/velocity-edit/' },
  effects: { icon: 'sparkles', href: '/effects-library/' },
  captions: { icon: 'captions', href: '/quick-tips/' },
  colour: { icon: 'palette', href: '/blog/color-grading/' },
  audio: { icon: 'eighth-notes', href: '/blog/audio-sync/' },
} as const satisfies Record<string, { readonly icon: IconName; readonly href: string }>;

type FeatureKey = keyof typeof featureCards;

interface FeatureWords {
  readonly title: string;
  readonly text: string;
  /** The name of the guide it links to. */
  readonly link: string;
}

/**
 * The home page's words. A list of links names each link by the English path it leads to, so a
 * translation has the same links; the English page's order is the order shown, and on a translated
 * page a link leads to the page's translation where there is one (SiteLink).
 */
export const homeCopy = {
  hero: {
    rating: (f: HomeFigures) => `${f.rating} rating from ${f.reviews} store reviews`,
    downloads: (f: HomeFigures) => `${f.downloads} downloads`,
    title: 'Get CapCut free on every device, from the official stores',
    lead: 'The video editor behind millions of TikToks, Reels and Shorts, for Android, iPhone, Windows, Mac, Chromebook and the web. Pick your device, install it safely, and learn it with our guides.',
    /** Four highlights, each true of the official app, each saying which plan it needs; the title is followed by a full stop. */
    highlights: (f: HomeFigures) => [
      { title: 'No Watermark', text: 'Free plan: exports carry no watermark. If the app adds its short ending clip, delete it before exporting.' },
      { title: 'Premium Effects explained', text: `A large library of effects, filters and transitions. Most are free; those marked Pro need the Pro subscription (${f.proMonthly} a month).` },
      { title: 'Unlimited Exports', text: 'Free plan: export as many videos as you like, with no daily or monthly cap.' },
      { title: '4K Video Support', text: `Free plan: export up to ${f.maxExport} from the export menu.` },
    ],
    download: 'Download for Android',
    viewFeatures: 'View Features',
    safety: ['Official store links only', 'Always the current version', 'No root required'],
  },
  toc: {
    title: 'On this page',
    showAll: (count: string) => `Show all ${count}`,
    showLess: 'Show less',
    sections: {
      introduction: 'What is CapCut?',
      features: 'Key features',
      download: 'Download for your device',
      reviews: 'Ratings and reviews',
      'capcut-pro': 'CapCut Pro',
      installation: 'How to install',
      'web-vs-apk': 'Web editor vs app',
      templates: 'Templates',
      'platform-guides': 'Platform guides',
      alternatives: 'Alternatives',
      troubleshooting: 'Troubleshooting',
      'version-history': 'Version history',
      'for-creators': 'Tips for creators',
      safety: 'Safe downloads',
      faqs: 'FAQs',
      'blog-preview': 'From the blog',
    } satisfies Record<SectionId, string>,
  },
  sidebar: {
    label: 'Quick links',
    downloads: 'Quick downloads',
    webEditor: 'Web editor',
    guides: 'Popular guides',
    guideLinks: {
      '/installation-guide/': 'Installation guide',
      '/beginner-guide/': 'Beginner guide',
      '/complete-guide/': 'Complete guide',
      '/blog/velocity-edit/': 'Velocity edit',
      '/tiktok-templates/': 'TikTok templates',
      '/quick-tips/': 'Quick tips',
    },
  },
  introduction: (f: HomeFigures) => [
    `CapCut is a free video editor made by ${f.maker}; its store listings name ${f.developer} as the developer. It started as a phone app and now runs on Android, iPhone and iPad, Windows, Mac, Chromebook and in the browser, with the same account and cloud drafts everywhere.`,
    'This site is an independent guide, not affiliated with the maker. We send you only to official channels and explain the app in plain words: what is free, what needs Pro, and how to edit better.',
  ],
  features: {
    intro: 'Everything below is in the free plan; single items marked Pro in the app need the subscription.',
    cards: {
      timeline: { title: 'Multi-track timeline', text: 'Layer video, text, stickers and audio; trim, split and reorder.', link: 'Beginner guide' },
      speed: { title: 'Speed curves', text: 'Ramp speed on the beat for velocity edits or smooth slow motion.', link: 'Velocity edit guide' },
      effects: { title: 'Effects and transitions', text: 'A large library of effects, filters and transitions; items marked Pro need Pro.', link: 'Effects library' },
      captions: { title: 'Auto captions', text: 'Subtitles generated from speech, for viewers who watch muted.', link: 'Quick tips' },
      colour: { title: 'Colour and keyframes', text: 'Grade with curves and HSL; animate anything with keyframes.', link: 'Colour grading guide' },
      audio: { title: 'Audio tools', text: 'Beat markers, voice effects and a music library.', link: 'Audio sync guide' },
    } satisfies Record<FeatureKey, FeatureWords>,
  },
  download: {
    /** A sentence around a link to the download page. */
    more: { before: 'More devices and details on the ', link: 'download page', after: '.' },
  },
  reviews: {
    /** A sentence around the average rating, which is in bold. */
    before: 'CapCut holds ',
    score: (f: HomeFigures) => `${f.rating} out of 5`,
    after: (f: HomeFigures) =>
      ` from ${f.reviews} reviews on Google Play, with ${f.downloads} downloads. Reviews commonly praise the free exports, templates and auto captions, and complain about slow performance on older phones and tools that need Pro.`,
    stars: (count: number) => (count === 1 ? '1 star' : `${count} stars`),
    link: 'Read the reviews summary',
  },
  pro: {
    text: (f: HomeFigures) =>
      `Pro is the official subscription, ${f.proMonthly} a month or ${f.proYearly} a year. ${f.proWhere} It unlocks the effects, templates and AI tools marked Pro and raises cloud storage from ${f.cloudFree} to ${f.cloudPro}. Nothing else unlocks Pro: "free Pro" downloads are modified copies.`,
    link: 'Compare Free and Pro',
  },
  installation: {
    steps: (f: HomeFigures) => [
      `Check your device: Android needs ${f.androidRequirement}; iPhone and iPad need ${f.iosRequirement}.`,
      'Open the official store with a download button on this site: Google Play, the App Store, or CapCut’s desktop page.',
      'Install and open CapCut; the store keeps it up to date.',
      'Start a new project, import your clips and export without a watermark.',
    ],
    link: 'Step-by-step installation guide',
  },
  webVsApp: {
    items: [
      'Web editor: nothing to install, runs in Chrome, Edge or Safari; needs a steady connection.',
      'App (Android, iOS, Windows, Mac): uses the device hardware, so long and 4K projects stay smooth, and edits work offline.',
      'Both: the same account, cloud drafts and optional Pro plan.',
    ],
    link: 'Full web vs app comparison',
  },
  templates: {
    text: (f: HomeFigures) =>
      `Templates turn your clips into a finished edit in a minute: pick one, replace its clips and export. The gallery adds ${f.templatesPerWeek} templates a week; templates marked Pro need the subscription.`,
    links: {
      '/top-templates-2025/': 'Top templates of 2025',
      '/tiktok-templates/': 'TikTok templates guide',
      '/blog/trending-templates/': 'Trending templates',
    },
  },
  platformGuides: {
    intro: 'One guide per device, with requirements and install steps:',
    links: {
      '/download/': 'Android',
      '/capcut-pc/': 'PC (Windows and Mac)',
      '/capcut-windows/': 'Windows',
      '/capcut-mac/': 'Mac',
      '/capcut-ios/': 'iPhone and iPad',
      '/capcut-chromebook/': 'Chromebook',
      '/capcut-web/': 'Web editor',
      '/capcut-pro/': 'CapCut Pro',
    },
  },
  alternatives: {
    text: 'CapCut is not the only free editor. VN has no watermark and a clean timeline, InShot is quick for simple cuts, KineMaster offers layers for a subscription, and Alight Motion is built for motion graphics. Adobe has discontinued Premiere Rush.',
    links: {
      '/alternatives/': 'All alternatives',
      '/capcut-vs-vn/': 'CapCut vs VN',
      '/alternatives/kinemaster/': 'CapCut vs KineMaster',
    },
  },
  troubleshooting: (f: HomeFigures): Problem[] => [
    { problem: 'Installation blocked', fix: 'Install from Google Play or the App Store, never from files. If a school or work device blocks apps, use the web editor.' },
    { problem: 'App not installing', fix: `Free up storage (the Android app is ${f.androidSize}), update your system, restart the device, then clear the Play Store’s cache or sign out and back in to the App Store.` },
    { problem: 'App crashes', fix: 'Update CapCut and your system, restart, free storage and lower the preview quality.' },
    { problem: 'Features missing', fix: 'Update the app. Some tools vary by region or platform; items marked Pro need Pro.' },
  ],
  versionHistory: {
    columns: { version: 'Version', platform: 'Platform', notes: 'Notes' },
  },
  creators: {
    tips: (f: HomeFigures) => [
      `Export vertical ${f.aspect} at ${f.resolution} for TikTok, Reels and Shorts.`,
      `Keep files under ${f.maxFileSize} and most videos ${f.maxLength}.`,
      `Use ${f.maxEffects} per video and transitions of ${f.transitionLength}; more distracts.`,
      'Hook viewers in the first second, and add captions for people watching without sound.',
      `Watch your numbers: a like rate of ${f.likeRate}, a share rate of ${f.shareRate} and completion of ${f.completionRate} mean the video works.`,
    ],
    links: {
      '/quick-tips/': 'Quick tips',
      '/video-tutorials/': 'Video tutorials',
    },
  },
  safety:
    'Download CapCut only from Google Play, the App Store or CapCut’s own website. Modified, cracked or “Pro unlocked” builds from other sites are changed by unknown people: they can carry malware, steal your accounts, stop working without warning, and break the app’s terms. The official app is free and updates itself, so there is nothing to gain.',
  faqs: (f: HomeFigures): FaqItem[] => [
    { question: 'Is CapCut free?', answer: `Yes. CapCut is free to download and use, with unlimited exports and no watermark. The optional Pro subscription (${f.proMonthly} a month or ${f.proYearly} a year) unlocks items marked Pro and more cloud storage.` },
    { question: 'Where is it safe to download CapCut?', answer: 'Only from official channels: Google Play for Android and Chromebook, the App Store for iPhone and iPad, and CapCut’s own website for Windows, Mac and the web editor. Every download button on this site goes to one of them.' },
    { question: 'Can I use CapCut on a PC or Mac?', answer: `Yes. The desktop app (version ${f.desktopVersion}) runs on ${f.windowsRequirement} and ${f.macRequirement}. The web editor also runs in a browser.` },
    { question: 'Is there a free way to get CapCut Pro?', answer: `No. ${f.proWhere} Sites offering a “Pro unlocked” APK hand out modified copies that can carry malware and break CapCut’s terms.` },
    { question: 'Which iPhones can run CapCut?', answer: `Any iPhone, iPad or iPod touch with ${f.iosRequirement}, which means iPhone 5s and later.` },
    { question: 'Does CapCut add a watermark?', answer: 'No. Exports carry no watermark on the free plan. If the app adds its short ending clip, you can delete it before exporting.' },
  ],
  blog: {
    all: 'All guides',
  },
};

export type HomeCopy = typeof homeCopy;

/** A list of links of the copy as [path, name] pairs: the paths and their order the English copy's, the names the page's language's. */
export const linksOf = <Links extends Readonly<Record<string, string>>>(english: Links, local: Links): [string, string][] =>
  Object.keys(english).map((path) => [path, local[path]!]);
