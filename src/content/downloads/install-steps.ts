/**
 * Install steps per platform in English: each list is both rendered (HowToSteps) and serialized
 * (howToThing). Several pages show them, so other languages translate them once, as the shared
 * copy 'install-steps' (src/content/page-copies.ts).
 */
import type { HowToData } from '../../content-types.ts';
import { chromebookRequirements, developer, platforms } from '../../facts.ts';

export type InstallSteps = Readonly<Record<'android' | 'windows' | 'mac' | 'ios' | 'chromebook', HowToData>>;

const android: HowToData = {
  name: 'How to install CapCut on Android',
  description: 'Install the official CapCut app from Google Play.',
  totalMinutes: 5,
  steps: [
    { name: 'Open the Play Store listing', text: `Tap the Download button on this page. It opens the official CapCut listing on Google Play; the developer it names is ${developer.value}, the maker’s company.` },
    { name: 'Check your phone', text: `The app needs ${platforms.android.requirement.value} and about ${platforms.android.size.value} of free storage.` },
    { name: 'Install', text: 'Tap Install and wait for the download to finish. Google Play checks the app and keeps it updated from now on.' },
    { name: 'Open and sign in', text: 'Open CapCut and start a new project. Signing in (with TikTok, Google or e-mail) is optional but keeps your drafts in the cloud.' },
  ],
};

const windows: HowToData = {
  name: 'How to install CapCut on Windows',
  description: "Install the CapCut desktop app from the maker's download page.",
  totalMinutes: 10,
  steps: [
    { name: 'Open the official download page', text: "Click Download for Windows. It opens CapCut's own download page, which detects Windows and offers the installer." },
    { name: 'Run the installer', text: 'Open the downloaded installer from your browser or Downloads folder and allow it to make changes when Windows asks.' },
    { name: 'Choose a folder and install', text: 'Keep the default folder or pick a drive with enough free space, then wait while the installer fetches the current version.' },
    { name: 'Launch and sign in', text: 'Open CapCut from the Start menu. Sign in with the same account as on your phone to reach your cloud drafts.' },
  ],
};

const mac: HowToData = {
  name: 'How to install CapCut on a Mac',
  description: "Install the CapCut desktop app for macOS from the maker's download page.",
  totalMinutes: 10,
  steps: [
    { name: 'Open the official download page', text: `Click Download for Mac. CapCut's download page offers the macOS app, which needs ${platforms.mac.requirement.value}.` },
    { name: 'Open the installer', text: 'Open the downloaded file from Downloads and follow the installer; it places CapCut in your Applications folder.' },
    { name: 'Start CapCut', text: 'Open CapCut from Launchpad or Applications. The first time, macOS asks whether to open an app downloaded from the internet: choose Open.' },
    { name: 'Allow access when asked', text: 'Allow the camera, microphone or screen recording only when you use a feature that needs them; you can change this later in System Settings.' },
  ],
};

const ios: HowToData = {
  name: 'How to install CapCut on iPhone and iPad',
  description: 'Install the official CapCut app from the App Store.',
  totalMinutes: 5,
  steps: [
    { name: 'Open the App Store listing', text: `Tap the App Store button on this page. It opens the official CapCut listing; the developer it names is ${developer.value}, the maker’s company.` },
    { name: 'Get the app', text: 'Tap Get, then confirm with Face ID, Touch ID or your Apple Account password. The app is free; Pro is an optional in-app subscription.' },
    { name: 'Wait for the install', text: `The download is about ${platforms.ios.size.value}. Keep the device on Wi-Fi, or allow large downloads over mobile data in Settings.` },
    { name: 'Open CapCut', text: 'Open the app from the Home Screen and allow access to your photos so it can import your clips.' },
  ],
};

const chromebook: HowToData = {
  name: 'How to install CapCut on a Chromebook',
  description: 'Install the Android app of CapCut from Google Play on a Chromebook.',
  totalMinutes: 10,
  steps: [
    { name: 'Check Chrome OS', text: `Open Settings, then About ChromeOS. You need ${chromebookRequirements.value.os}; update first if the version is older.` },
    { name: 'Turn on Google Play', text: 'In Settings, open Apps and turn on Google Play Store. School and work Chromebooks may need the administrator to allow it.' },
    { name: 'Install from Google Play', text: 'Open the CapCut listing with the button on this page, or search for CapCut in the Play Store app, and click Install.' },
    { name: 'Open and resize', text: 'Open CapCut from the launcher. The Android app can be resized into a larger window; the timeline works with touch, mouse or trackpad.' },
  ],
};

export const installSteps: InstallSteps = { android, windows, mac, ios, chromebook };

