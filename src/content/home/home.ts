/** Copy and data of the home page, in compact lists the home components render. */
import type { FaqItem } from '../../content-types.ts';
import type { Problem } from '../../content-types.ts';
import { exportAdvice, platforms, proPrice, proPurchase } from '../../facts.ts';

/** The table of contents: every home section, in page order; each id is a <Section id>. */
export const toc = [
  ['introduction', 'What is CapCut?'],
  ['features', 'Key features'],
  ['download', 'Download for your device'],
  ['reviews', 'Ratings and reviews'],
  ['capcut-pro', 'CapCut Pro'],
  ['installation', 'How to install'],
  ['web-vs-apk', 'Web editor vs app'],
  ['templates', 'Templates'],
  ['platform-guides', 'Platform guides'],
  ['alternatives', 'Alternatives'],
  ['troubleshooting', 'Troubleshooting'],
  ['version-history', 'Version history'],
  ['for-creators', 'Tips for creators'],
  ['safety', 'Safe downloads'],
  ['faqs', 'FAQs'],
  ['blog-preview', 'From the blog'],
] as const;

export type SectionId = (typeof toc)[number][0];
export const tocTitle = (id: SectionId): string => toc.find(([key]) => key === id)![1];

/** The hero's four highlights: each true of the official app, each saying which plan it needs. */
export const highlights = [
  ['No Watermark', 'Free plan: exports carry no watermark. If the app adds its short ending clip, delete it before exporting.'],
  ['Premium Effects explained', `A large library of effects, filters and transitions. Most are free; those marked Pro need the Pro subscription (${proPrice.monthly.value} a month).`],
  ['Unlimited Exports', 'Free plan: export as many videos as you like, with no daily or monthly cap.'],
  ['4K Video Support', `Free plan: export up to ${proPrice.maxExport.value} from the export menu.`],
] as const;

/** [icon, title, text, guide path, guide label] */
export const features = [
  ['clapperboard', 'Multi-track timeline', 'Layer video, text, stickers and audio; trim, split and reorder.', '/beginner-guide/', 'Beginner guide'],
  ['zap', 'Speed curves', 'Ramp speed on the beat for velocity edits or smooth slow motion.', '/blog/velocity-edit/', 'Velocity edit guide'],
  ['sparkles', 'Effects and transitions', 'A large library of effects, filters and transitions; items marked Pro need Pro.', '/effects-library/', 'Effects library'],
  ['captions', 'Auto captions', 'Subtitles generated from speech, for viewers who watch muted.', '/quick-tips/', 'Quick tips'],
  ['palette', 'Colour and keyframes', 'Grade with curves and HSL; animate anything with keyframes.', '/blog/color-grading/', 'Colour grading guide'],
  ['eighth-notes', 'Audio tools', 'Beat markers, voice effects and a music library.', '/blog/audio-sync/', 'Audio sync guide'],
] as const;

export const installSteps = [
  `Check your device: Android needs ${platforms.android.requirement.value}; iPhone and iPad need ${platforms.ios.requirement.value}.`,
  'Open the official store with a download button on this site: Google Play, the App Store, or CapCut’s desktop page.',
  'Install and open CapCut; the store keeps it up to date.',
  'Start a new project, import your clips and export without a watermark.',
];

export const webVsApp = [
  'Web editor: nothing to install, runs in Chrome, Edge or Safari; needs a steady connection.',
  'App (Android, iOS, Windows, Mac): uses the device hardware, so long and 4K projects stay smooth, and edits work offline.',
  'Both: the same account, cloud drafts and optional Pro plan.',
];

export const platformGuides = [
  ['/download/', 'Android'],
  ['/capcut-pc/', 'PC (Windows and Mac)'],
  ['/capcut-windows/', 'Windows'],
  ['/capcut-mac/', 'Mac'],
  ['/capcut-ios/', 'iPhone and iPad'],
  ['/capcut-chromebook/', 'Chromebook'],
  ['/capcut-web/', 'Web editor'],
  ['/capcut-pro/', 'CapCut Pro'],
] as const;

export const troubleshooting: readonly Problem[] = [
  { problem: 'Installation blocked', fix: 'Install from Google Play or the App Store, never from files. If a school or work device blocks apps, use the web editor.' },
  { problem: 'App not installing', fix: `Free up storage (the Android app is ${platforms.android.size.value}), update your system, restart the device, then clear the Play Store’s cache or sign out and back in to the App Store.` },
  { problem: 'App crashes', fix: 'Update CapCut and your system, restart, free storage and lower the preview quality.' },
  { problem: 'Features missing', fix: 'Update the app. Some tools vary by region or platform; items marked Pro need Pro.' },
];

export const creatorTips = [
  `Export vertical ${exportAdvice.aspect} at ${exportAdvice.resolution} for TikTok, Reels and Shorts.`,
  `Keep files under ${exportAdvice.maxFileSize} and most videos ${exportAdvice.maxLength}.`,
  `Use ${exportAdvice.maxEffects} per video and transitions of ${exportAdvice.transitionLength}; more distracts.`,
  'Hook viewers in the first second, and add captions for people watching without sound.',
  `Watch your numbers: a like rate of ${exportAdvice.likeRate}, a share rate of ${exportAdvice.shareRate} and completion of ${exportAdvice.completionRate} mean the video works.`,
];

export const faqs: readonly FaqItem[] = [
  { question: 'Is CapCut free?', answer: `Yes. CapCut is free to download and use, with unlimited exports and no watermark. The optional Pro subscription (${proPrice.monthly.value} a month or ${proPrice.yearly.value} a year) unlocks items marked Pro and more cloud storage.` },
  { question: 'Where is it safe to download CapCut?', answer: 'Only from official channels: Google Play for Android and Chromebook, the App Store for iPhone and iPad, and CapCut’s own website for Windows, Mac and the web editor. Every download button on this site goes to one of them.' },
  { question: 'Can I use CapCut on a PC or Mac?', answer: `Yes. The desktop app (version ${platforms.windows.version.value}) runs on ${platforms.windows.requirement.value} and ${platforms.mac.requirement.value}. The web editor also runs in a browser.` },
  { question: 'Is there a free way to get CapCut Pro?', answer: `No. ${proPurchase.value.where} Sites offering a “Pro unlocked” APK hand out modified copies that can carry malware and break CapCut’s terms.` },
  { question: 'Which iPhones can run CapCut?', answer: `Any iPhone, iPad or iPod touch with ${platforms.ios.requirement.value}, which means iPhone 5s and later.` },
  { question: 'Does CapCut add a watermark?', answer: 'No. Exports carry no watermark on the free plan. If the app adds its short ending clip, you can delete it before exporting.' },
];

/** Popular guides in the sidebar: [path, label]. */
export const popularGuides = [
  ['/installation-guide/', 'Installation guide'],
  ['/beginner-guide/', 'Beginner guide'],
  ['/complete-guide/', 'Complete guide'],
  ['/blog/velocity-edit/', 'Velocity edit'],
  ['/tiktok-templates/', 'TikTok templates'],
  ['/quick-tips/', 'Quick tips'],
] as const;
