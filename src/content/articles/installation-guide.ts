/** /installation-guide/: installing CapCut from official channels on every platform. */
import { developer, installNeeds, platforms } from '../../facts.ts';
import type { Article } from './types.ts';

export const installationGuide: Article = {
  slug: 'installation-guide',
  path: '/installation-guide/',
  title: 'How to Install CapCut Safely on Every Device',
  heading: 'How to Install CapCut Safely on Every Device',
  description: 'Install CapCut from official channels only: Android, iPhone and iPad, Windows, Mac and the web editor, plus fixes for common install problems.',
  lead: 'CapCut is free from its official channels on every platform: Google Play, the App Store, the maker\'s desktop download page and the web editor. This guide walks through each, and fixes the problems people meet most often.',
  icon: 'monitor-down',
  category: 'Tutorial',
  tags: ['install CapCut', 'CapCut installation guide', 'CapCut download safe', 'CapCut not installing'],
  published: '2025-06-05',
  modified: '2026-11-23',
  content: {
    kind: 'sections',
    howTo: {
      name: 'How to install CapCut on Android',
      description: 'Install CapCut from its Google Play listing, launch it and sign in.',
      totalMinutes: 10,
      steps: [
        { name: 'Open the Play Store listing', text: `Use the Get it on Google Play button on this page, or search for CapCut in the Play Store and check that the listing names ${developer.value} as the developer.` },
        { name: 'Check space and compatibility', text: `Make sure the phone has at least ${installNeeds.value.freeSpace} free and runs ${platforms.android.requirement.value}. The listing says if your device is not compatible.` },
        { name: 'Install', text: 'Tap Install and wait for the download to finish. Stay on Wi-Fi: the app is large.' },
        { name: 'Launch CapCut', text: 'Tap Open, or find the CapCut icon in the app drawer, and allow access to photos and videos so you can import your clips.' },
        { name: 'Sign in', text: 'Sign in with TikTok, Google, Facebook or email to keep projects in the cloud and use templates, or start a new project right away where the app allows it.' },
      ],
    },
    sections: [
      {
        id: 'requirements',
        title: 'Before you install',
        blocks: [
          {
            type: 'table',
            caption: 'What each platform needs',
            head: ['Platform', 'System', 'Official channel'],
            rows: [
              ['Android', platforms.android.requirement.value, 'Google Play'],
              ['iPhone and iPad', platforms.ios.requirement.value, 'App Store'],
              ['Windows', platforms.windows.requirement.value, "The maker's desktop download page"],
              ['Mac', platforms.mac.requirement.value, "The maker's desktop download page"],
              ['Any computer', 'A current Chrome, Edge or Safari', 'The web editor'],
            ],
          },
          { type: 'p', text: `On every device keep at least **${installNeeds.value.freeSpace} of free space** (more for projects and cache) and, for smooth editing, **${installNeeds.value.ram} of RAM**. Requirements as listed by the ${platforms.android.requirement.source} and the maker's pages, read ${platforms.android.requirement.asOf}.` },
        ],
      },
      {
        id: 'android',
        title: 'Android',
        blocks: [
          { type: 'howto' },
          { type: 'downloads', buttons: [{ channel: 'android', label: 'Get it on Google Play' }] },
          { type: 'h3', text: 'No Google Play on your device?' },
          { type: 'p', text: 'Some phones and tablets (for example recent Huawei models) ship without Google Play. Use the **web editor** in the browser instead: it needs no installation and keeps projects in your account. Do not install CapCut files from other websites: they may be out of date, modified or carry malware, and this site never links them.' },
          { type: 'downloads', buttons: [{ channel: 'web', label: 'Open the web editor' }] },
        ],
      },
      {
        id: 'windows',
        title: 'PC and Windows',
        blocks: [
          { type: 'ol', items: ['Open the maker\'s desktop download page with the button below and choose the Windows download.', 'Run the installer you downloaded and follow its steps; it fetches the rest of the app.', 'Launch CapCut from the Start menu and sign in.'] },
          { type: 'downloads', buttons: [{ channel: 'desktop', label: 'CapCut for Windows' }] },
          { type: 'p', text: 'More detail, with minimum and recommended hardware, in [CapCut for PC](/capcut-pc/) and [CapCut for Windows](/capcut-windows/).' },
        ],
      },
      {
        id: 'ios',
        title: 'iPhone and iPad',
        blocks: [
          { type: 'ol', items: ['Open the App Store listing with the button below (or search for CapCut in the App Store).', 'Tap Get, then confirm with Face ID, Touch ID or your Apple Account password.', 'Open CapCut, allow photo access and sign in.'] },
          { type: 'downloads', buttons: [{ channel: 'ios', label: 'Download on the App Store' }] },
          { type: 'p', text: 'The App Store is the only way to install CapCut on an iPhone or iPad; installation files from elsewhere are not genuine. See [CapCut for iOS](/capcut-ios/).' },
        ],
      },
      {
        id: 'mac',
        title: 'Mac',
        blocks: [
          { type: 'ol', items: ['Download the Mac version from the maker\'s desktop download page.', 'Open the downloaded file and drag CapCut into Applications (or follow the installer).', 'Start it from Applications or Launchpad and sign in.'] },
          { type: 'downloads', buttons: [{ channel: 'desktop', label: 'CapCut for Mac' }, { channel: 'web', label: 'Use the web editor' }] },
          { type: 'p', text: 'Older Macs that do not meet the system requirement can use the web editor. Model lists in [CapCut for Mac](/capcut-mac/).' },
        ],
      },
      {
        id: 'common-issues',
        title: 'Common issues',
        blocks: [
          {
            type: 'cards',
            cards: [
              { icon: 'ban', title: 'Installation blocked', text: 'Check parental controls, work profiles and device-management policies, which can block new apps. If the store says CapCut is not available in your country, it is not offered there; use another official channel only where it is available to you.' },
              { icon: 'package', title: 'App not installing', text: `Free up space (at least ${installNeeds.value.freeSpace} plus room for the download), restart the device, and on Android clear the Play Store's cache. Make sure the system version meets the requirement above.` },
              { icon: 'bug', title: 'App crashes', text: 'Update CapCut and the system, restart the device, and close other apps. If it crashes on one project, try exporting at a lower resolution or clearing CapCut\'s cache in its settings.' },
              { icon: 'puzzle', title: 'Features not working', text: 'Some effects, templates and tools depend on your region, your app version or a Pro subscription. Update the app first; features marked Pro need the official subscription.' },
            ],
          },
        ],
      },
      {
        id: 'security',
        title: 'Security tips',
        blocks: [
          { type: 'ul', items: ['**Install only from official channels**: Google Play, the App Store, the maker\'s website and the web editor.', '**Never install modified or repackaged copies.** They break the terms of use, can steal your accounts and receive no security updates.', '**Check the developer name** on the store listing before installing.', '**Grant only the permissions you need**: photos and videos to edit, the microphone only for voiceovers.', '**Keep the app updated** for security fixes and new features.'] },
        ],
      },
      {
        id: 'related',
        title: 'Related guides',
        blocks: [{ type: 'links', links: [{ href: '/download/', label: 'Download CapCut' }, { href: '/beginner-guide/', label: 'Beginner guide' }, { href: '/capcut-web/', label: 'CapCut web vs app' }, { href: '/capcut-chromebook/', label: 'CapCut on Chromebook' }, { href: '/complete-guide/', label: 'Complete guide' }] }],
      },
    ],
  },
};
