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

/**
 * Every call is marked pure, so the bundler leaves out the facts a page does not use: without
 * the mark a call might have side effects and every fact would reach every page that imports one.
 */
const fact = <T>(value: T, source: string, date = asOf): Fact<T> => ({ value, source, asOf: date });

/** Store rating: the one set the site quotes (the original design quoted four). */
export const rating = {
  average: /* @__PURE__ */ fact(4.2, play),
  reviews: /* @__PURE__ */ fact('11.9M+', play),
  downloads: /* @__PURE__ */ fact('500M+', play),
  /** Share of reviews per star, five stars first. */
  distribution: /* @__PURE__ */ fact([78, 15, 4, 2, 1] as const, play),
};

export interface PlatformFacts {
  readonly version: Fact<string>;
  readonly size: Fact<string>;
  readonly requirement: Fact<string>;
}

export const platforms = {
  /** 310 MB (download page) kept over 85.2 MB (home page): the larger figure is the safe one for storage. */
  android: {
    version: /* @__PURE__ */ fact('15.10.1', play),
    size: /* @__PURE__ */ fact('310 MB', play),
    requirement: /* @__PURE__ */ fact('Android 5.0 or later, 2 GB RAM or more', play),
  },
  /** iOS 12.0+ (iOS pages) kept over 11.0+ (home page): the stricter figure never sends a visitor to an app that will not run. */
  ios: {
    version: /* @__PURE__ */ fact('13.0.2', appStore),
    size: /* @__PURE__ */ fact('140 MB', appStore),
    requirement: /* @__PURE__ */ fact('iOS 12.0 or later', appStore),
  },
  windows: {
    version: /* @__PURE__ */ fact('13.1.5', desktopPage),
    size: /* @__PURE__ */ fact('525 MB', desktopPage),
    requirement: /* @__PURE__ */ fact('Windows 10 (64-bit) or later', desktopPage),
  },
  /** macOS Monterey 12.0+ (Mac page) kept over 10.15+ (home page), for the same reason as iOS. */
  mac: {
    version: /* @__PURE__ */ fact('13.1.5', desktopPage),
    size: /* @__PURE__ */ fact('525 MB', desktopPage),
    requirement: /* @__PURE__ */ fact('macOS 12.0 Monterey or later', desktopPage),
  },
  chromebook: {
    version: /* @__PURE__ */ fact('15.10.1', play),
    size: /* @__PURE__ */ fact('310 MB', play),
    requirement: /* @__PURE__ */ fact('Chrome OS 88 or later with Google Play, 4 GB RAM (8 GB recommended), 2 GB free disk', play),
  },
} as const satisfies Record<string, PlatformFacts>;

export const windowsRequirements = {
  minimum: /* @__PURE__ */ fact(['Windows 10, 64-bit', 'Intel Core i3 or AMD Ryzen 3', '4 GB RAM', 'DirectX 11 graphics', '2 GB free disk space'], desktopPage),
  recommended: /* @__PURE__ */ fact(['Windows 11', 'Intel Core i5 or AMD Ryzen 5', '8 GB RAM', 'A dedicated graphics card', '5 GB free space on an SSD'], desktopPage),
};

export const chromebookRequirements = /* @__PURE__ */ fact(
  { os: 'Chrome OS 88 or later', ramMinimum: '4 GB', ramRecommended: '8 GB', disk: '2 GB' },
  play,
);

/** What the installation guide asks a device to have free. */
export const installNeeds = /* @__PURE__ */ fact({ freeSpace: '500 MB', ram: '4 GB or more' }, play);

/** Official Pro subscription prices in US dollars, as the App Store lists them. */
export const proPrice = {
  monthly: /* @__PURE__ */ fact('$7.99', appStore),
  yearly: /* @__PURE__ */ fact('$74.99', appStore),
  cloudFree: /* @__PURE__ */ fact('2 GB', appStore),
  cloudPro: /* @__PURE__ */ fact('100 GB', appStore),
  maxExport: /* @__PURE__ */ fact('4K at 60 fps', appStore),
};

/**
 * Where Pro is sold, settled once: the pages used to say both "only inside the app" and "or on the
 * official website". The maker's help centre answers questions about paying for Pro on the desktop
 * app and online as well as in the phone apps, and says the desktop and mobile prices differ.
 */
export const proPurchase = /* @__PURE__ */ fact(
  {
    /** One sentence every page that says where to buy Pro uses. */
    where: 'Pro is sold only by the maker: inside the official phone and tablet app, billed through Google Play or the App Store, and in the desktop app and the web editor, by CapCut directly.',
    /** Why a visitor may see a different price from the one quoted. */
    priceNote: 'Prices differ by country and between the phone app and the desktop and web versions; the app shows yours before you pay.',
  },
  'CapCut Help Center, Payment and Billing, https://www.capcut.com/help/payment-billing',
  '2026-11-23',
);

/** Releases the version-history section lists, newest first. */
export const versionHistory = /* @__PURE__ */ fact(
  [
    { version: '15.10.1', platform: 'Android', notes: 'Current Play Store release.' },
    { version: '13.1.5', platform: 'Windows and Mac', notes: 'Current desktop release.' },
    { version: '13.0.2', platform: 'iOS', notes: 'Current App Store release.' },
  ],
  'store listings',
);

/**
 * Adobe Premiere Rush is discontinued. Read in a third-party report of Adobe's announcement (Adobe's
 * own notice could not be reached from here, so check it before relying on the dates): the app left
 * the app stores on the first date, the service ends on the second, and Adobe points Rush users to
 * its Premiere app for iPhone.
 */
export const premiereRushStatus = /* @__PURE__ */ fact(
  {
    removedFromStores: 'September 30, 2025',
    serviceEnd: 'September 30, 2026',
    successor: 'Premiere on iPhone',
  },
  'a report of Adobe\'s announcement, "Export Blockades In Adobe Premiere Rush" (June 29, 2026), https://hansajekalavya.com/export-blockades-in-adobe-premiere-rush/',
  '2026-11-23',
);

/** Competitors' prices and ratings, read from their own store listings. Premiere Rush's are its last, from before it left the stores. */
export const competitors = {
  premiereRush: { monthly: /* @__PURE__ */ fact('$9.99', 'Adobe pricing page'), yearly: /* @__PURE__ */ fact('about $120', 'Adobe pricing page'), rating: /* @__PURE__ */ fact(4.2, play) },
  kinemaster: { monthly: /* @__PURE__ */ fact('$4.99', play), yearly: /* @__PURE__ */ fact('$60', play), rating: /* @__PURE__ */ fact(4.3, play) },
  alightMotion: { monthly: /* @__PURE__ */ fact('$9.99', play), rating: /* @__PURE__ */ fact(4.5, play) },
  inshot: { rating: /* @__PURE__ */ fact(4.6, play), monthly: /* @__PURE__ */ fact('$3.99', 'InShot in-app purchase list, App Store') },
  /** 4.4 (the VN comparison's stats) kept over 4.7 (the alternatives list): one rating per app. */
  vnEditor: { rating: /* @__PURE__ */ fact(4.4, play), downloads: /* @__PURE__ */ fact('100M+', play), reviews: /* @__PURE__ */ fact('2.8M+', play), developer: /* @__PURE__ */ fact('Ubiquiti Labs, LLC', play) },
  photoEditorPro: { monthly: /* @__PURE__ */ fact('$3.99', appStore) },
};

/**
 * The app's developer as its store listing names it: the company's legal name, spelt "Bytedance" and
 * ending in "Ltd." (the brand is ByteDance, src/site.ts). Quote it where no sentence ends right after it.
 */
export const developer = /* @__PURE__ */ fact('Bytedance Pte. Ltd.', play);

/** Figures the template pages quote. */
export const templateStats = {
  videosCreated: /* @__PURE__ */ fact('500M+', 'CapCut template gallery'),
  engagementLift: /* @__PURE__ */ fact('2.5x', 'CapCut template gallery'),
  goViralShare: /* @__PURE__ */ fact('80%', 'CapCut template gallery'),
  newPerWeek: /* @__PURE__ */ fact('1000+', 'CapCut template gallery'),
  /** Views of videos made with the ten template styles of /top-templates-2025/, together. */
  topTenViews: /* @__PURE__ */ fact('500M+', 'CapCut template gallery'),
  /** Popularity of the four trending template types the trending-templates guide describes, most popular first (percent). */
  typePopularity: /* @__PURE__ */ fact([95, 92, 89, 87] as const, 'CapCut template gallery'),
};

/** Approximate views (and likes) of the videos made in each template style the template pages show, by style name. */
export const templateReach = /* @__PURE__ */ fact<Readonly<Record<string, { readonly views: string; readonly likes?: string }>>>(
  {
    'Beat Drop Velocity': { views: '120M+', likes: '8.4M+' },
    'Lyric Sync Music Video': { views: '95M+', likes: '6.1M+' },
    'Glitch Transition Pack': { views: '110M+', likes: '7.2M+' },
    'Day in My Life': { views: '48M+', likes: '3.0M+' },
    '3D Zoom Photo Slideshow': { views: '36M+', likes: '2.2M+' },
    'Beat Sync Flash Montage': { views: '29M+', likes: '1.9M+' },
    'Shake and Zoom Impact': { views: '22M+', likes: '1.4M+' },
    'Outfit Check Transition': { views: '18M+', likes: '1.1M+' },
    'Kinetic Typography Intro': { views: '12M+', likes: '720K+' },
    'Cinematic Film Look': { views: '10M+', likes: '640K+' },
    'Velocity Beat Drop': { views: '50M+' },
    'Photo Dump Slideshow': { views: '32M+' },
    'Glitch Outfit Switch': { views: '27M+' },
    'Lyric Overlay': { views: '21M+' },
    'Aesthetic Day Vlog': { views: '15M+' },
    'Beat Flash Montage': { views: '11M+' },
  },
  'CapCut template gallery',
);

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
