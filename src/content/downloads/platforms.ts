/** Platform download entries: one list, read by /download and the home page. */
import type { IconName } from '../../icon-names.ts';
import { platforms } from '../../facts.ts';
import { officialLinks, type Channel } from '../../site.ts';

export interface PlatformEntry {
  readonly platform: string;
  readonly version: string;
  readonly size: string;
  readonly requirements: string;
  /** Shown aria-hidden beside the platform name. */
  readonly icon: IconName;
  readonly popular: boolean;
  /** The official channel's URL, from officialLinks in src/site.ts. */
  readonly downloadUrl: string;
  readonly channel: Channel;
  /** This site's guide for the platform. */
  readonly guide: string;
  /** Names the official channel on the button. */
  readonly store: string;
}

const entry = (platform: string, key: keyof typeof platforms, channel: Channel, icon: IconName, popular: boolean, guide: string, store: string): PlatformEntry => ({
  platform,
  version: platforms[key].version.value,
  size: platforms[key].size.value,
  requirements: platforms[key].requirement.value,
  icon,
  popular,
  downloadUrl: officialLinks[channel],
  channel,
  guide,
  store,
});

export const platformEntries: readonly PlatformEntry[] = [
  entry('Android', 'android', 'android', 'smartphone', true, '/installation-guide/', 'Google Play'),
  entry('PC / Windows', 'windows', 'desktop', 'monitor', false, '/capcut-pc/', "CapCut's download page"),
  entry('iOS (iPhone and iPad)', 'ios', 'ios', 'tablet-smartphone', false, '/capcut-ios/', 'the App Store'),
];
