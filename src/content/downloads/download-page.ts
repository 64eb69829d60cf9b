/** The words of /download/ in English; src/content/page-copies.ts registers their shape, which each translation has. */

export const downloadPageCopy = {
  hero: {
    title: 'Download CapCut',
    lead: "Every button on this page opens an official channel of CapCut's maker: Google Play, the App Store or CapCut's own download page. The app is free; you always get the current version.",
  },
  android: {
    title: 'CapCut for Android',
    text: 'The most used version of CapCut. Google Play installs it, checks it and updates it for you; no root and no unknown sources needed.',
    button: 'Get it on Google Play',
    guide: 'Installation guide',
  },
  platforms: {
    title: 'Choose your platform',
    intro: 'The same free app on phones, tablets and computers; your account keeps drafts in sync.',
  },
  /** Below the Android install steps. */
  noGooglePlay:
    "Phone without Google Play? Use the web editor from a computer, or ask the maker's support about your device. Do not install CapCut from file-sharing sites: such copies can be modified and carry malware.",
  otherDevices: {
    title: 'Other devices',
    mac: { title: 'Mac', text: 'Intel and Apple Silicon Macs' },
    chromebook: { title: 'Chromebook', text: 'Google Play or the web editor' },
    web: { title: 'Web editor', text: 'Edit in the browser, no install' },
    pro: { title: 'CapCut Pro', text: 'The official subscription' },
  },
};

export type DownloadPageCopy = typeof downloadPageCopy;
