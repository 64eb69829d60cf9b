/**
 * Platform download entries: one list, read by /download and the home page. Their words are the
 * English of the shared copy 'platforms' (src/content/page-copies.ts), which other languages translate.
 */
import type { IconName } from '../../icon-names.ts';
import { platforms } from '../../facts.ts';
import { officialLinks, type Channel } from '../../site.ts';

export interface PlatformWords {
  /** The platform's name on its card. */
  readonly name: string;
  /** The download button: it names the official channel. */
  readonly button: string;
  /** The link to this site's guide for the platform. */
  readonly guide: string;
}

export const platformCopy = {
  android: { name: 'Android', button: 'Download from Google Play', guide: 'Android guide' },
  windows: { name: 'PC / Windows', button: "Download from CapCut's download page", guide: 'PC / Windows guide' },
  ios: { name: 'iOS (iPhone and iPad)', button: 'Download from the App Store', guide: 'iOS (iPhone and iPad) guide' },
} satisfies Record<string, PlatformWords>;

export type PlatformCopy = Readonly<Record<keyof typeof platformCopy, PlatformWords>>;

export interface PlatformEntry {
  /** Its words in platformCopy, and its figures in src/facts.ts (`platforms.<key>`). */
  readonly key: keyof PlatformCopy;
  /** The English name (platformCopy); a page in another language reads the shared copy 'platforms'. */
  readonly platform: string;
  readonly version: string;
  readonly size: string;
  /** Shown aria-hidden beside the platform name. */
  readonly icon: IconName;
  readonly popular: boolean;
  /** The official channel's URL, from officialLinks in src/site.ts. */
  readonly downloadUrl: string;
  readonly channel: Channel;
  /** This site's guide for the platform. */
  readonly guide: string;
}

const entry = (key: keyof PlatformCopy, channel: Channel, icon: IconName, popular: boolean, guide: string): PlatformEntry => ({
  key,
  platform: platformCopy[key].name,
  version: platforms[key].version.value,
  size: platforms[key].size.value,
  icon,
  popular,
  downloadUrl: officialLinks[channel],
  channel,
  guide,
});

export const platformEntries: readonly PlatformEntry[] = [
  entry('android', 'android', 'smartphone', true, '/installation-guide/'),
  entry('windows', 'desktop', 'monitor', false, '/capcut-pc/'),
  entry('ios', 'ios', 'tablet-smartphone', false, '/capcut-ios/'),
];
