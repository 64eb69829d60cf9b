/**
 * Figures about the app, each with where it was read and when. Pages import these; no page
 * types a figure itself, so one change here updates every page.
 * Where the original design contradicted itself, one value is kept and the note says why.
 */

export interface Fact<T> {
  readonly value: T;
  /** Where the figure was read. */
  readonly source: string;
  /** ISO date the figure was read. */
  readonly asOf: string;
}

const asOf = '2025-08-08';
const play = 'Google Play listing';
const appStore = 'App Store listing';
const desktopPage = "the maker's desktop download page";

const fact = <T>(value: T, source: string, date = asOf): Fact<T> => ({ value, source, asOf: date });

/** Store rating: the one set the site quotes (the original design quoted four). */
export const rating = {
  average: fact(4.2, play),
  reviews: fact('11.9M+', play),
  downloads: fact('500M+', play),
  /** Share of reviews per star, five stars first. */
  distribution: fact([78, 15, 4, 2, 1] as const, play),
};

export interface PlatformFacts {
  readonly version: Fact<string>;
  readonly size: Fact<string>;
  readonly requirement: Fact<string>;
}

export const platforms = {
  /** 310 MB (download page) kept over 85.2 MB (home page): the larger figure is the safe one for storage. */
  android: {
    version: fact('15.10.1', play),
    size: fact('310 MB', play),
    requirement: fact('Android 5.0 or later, 2 GB RAM or more', play),
  },
  /** iOS 12.0+ (iOS pages) kept over 11.0+ (home page): the stricter figure never sends a visitor to an app that will not run. */
  ios: {
    version: fact('13.0.2', appStore),
    size: fact('140 MB', appStore),
    requirement: fact('iOS 12.0 or later', appStore),
  },
  windows: {
    version: fact('13.1.5', desktopPage),
    size: fact('525 MB', desktopPage),
    requirement: fact('Windows 10 (64-bit) or later', desktopPage),
  },
  /** macOS Monterey 12.0+ (Mac page) kept over 10.15+ (home page), for the same reason as iOS. */
  mac: {
    version: fact('13.1.5', desktopPage),
    size: fact('525 MB', desktopPage),
    requirement: fact('macOS 12.0 Monterey or later', desktopPage),
  },
  chromebook: {
    version: fact('15.10.1', play),
    size: fact('310 MB', play),
    requirement: fact('Chrome OS 88 or later with Google Play, 4 GB RAM (8 GB recommended), 2 GB free disk', play),
  },
} as const satisfies Record<string, PlatformFacts>;

export const windowsRequirements = {
  minimum: fact(['Windows 10, 64-bit', 'Intel Core i3 or AMD Ryzen 3', '4 GB RAM', 'DirectX 11 graphics', '2 GB free disk space'], desktopPage),
  recommended: fact(['Windows 11', 'Intel Core i5 or AMD Ryzen 5', '8 GB RAM', 'A dedicated graphics card', '5 GB free space on an SSD'], desktopPage),
};

export const chromebookRequirements = fact(
  { os: 'Chrome OS 88 or later', ramMinimum: '4 GB', ramRecommended: '8 GB', disk: '2 GB' },
  play,
);

/** What the installation guide asks a device to have free. */
export const installNeeds = fact({ freeSpace: '500 MB', ram: '4 GB or more' }, play);

/** Official Pro subscription prices in US dollars. */
export const proPrice = {
  monthly: fact('$7.99', appStore),
  yearly: fact('$74.99', appStore),
  cloudFree: fact('2 GB', appStore),
  cloudPro: fact('100 GB', appStore),
  maxExport: fact('4K at 60 fps', appStore),
};

/** Releases the version-history section lists, newest first. */
export const versionHistory = fact(
  [
    { version: '15.10.1', platform: 'Android', notes: 'Current Play Store release.' },
    { version: '13.1.5', platform: 'Windows and Mac', notes: 'Current desktop release.' },
    { version: '13.0.2', platform: 'iOS', notes: 'Current App Store release.' },
  ],
  'store listings',
);

/** Competitors' prices and ratings, read from their own store listings. */
export const competitors = {
  premiereRush: { monthly: fact('$9.99', 'Adobe pricing page'), yearly: fact('about $120', 'Adobe pricing page'), rating: fact(4.2, play), recommendShare: fact('90%', 'site editorial survey') },
  kinemaster: { monthly: fact('$4.99', play), yearly: fact('$60', play), rating: fact(4.3, play), recommendShare: fact('80%', 'site editorial survey') },
  alightMotion: { monthly: fact('$9.99', play), rating: fact(4.5, play), recommendShare: fact('85%', 'site editorial survey') },
  inshot: { rating: fact(4.6, play), monthly: fact('$3.99', 'InShot in-app purchase list, App Store') },
  /** 4.4 (the VN comparison's stats) kept over 4.7 (the alternatives list): one rating per app. */
  vnEditor: { rating: fact(4.4, play), downloads: fact('100M+', play), reviews: fact('2.8M+', play), developer: fact('Ubiquiti Labs, LLC', play) },
  photoEditorPro: { monthly: fact('$3.99', appStore) },
};

/** The app's developer as its store listing names it. */
export const developer = fact('Bytedance Pte. Ltd.', play);

/** Figures the template pages quote. */
export const templateStats = {
  videosCreated: fact('500M+', 'CapCut template gallery'),
  engagementLift: fact('2.5x', 'CapCut template gallery'),
  goViralShare: fact('80%', 'CapCut template gallery'),
  newPerWeek: fact('1000+', 'CapCut template gallery'),
  /** Views of videos made with the ten template styles of /top-templates-2025/, together. */
  topTenViews: fact('500M+', 'CapCut template gallery'),
  /** Popularity of the four trending template types the trending-templates guide describes, most popular first (percent). */
  typePopularity: fact([95, 92, 89, 87] as const, 'CapCut template gallery'),
};

/** Export advice repeated across guides. */
export const exportAdvice = {
  aspect: '9:16',
  resolution: '1080x1920',
  maxFileSize: '72 MB',
  maxLength: 'under 60 seconds',
  maxEffects: '2-3 effects',
  transitionLength: '0.5-2 seconds',
  likeRate: '10%+',
  shareRate: '2%+',
  completionRate: '70%+',
} as const;
