/** The words of /capcut-pro/ in English, the Free vs Pro rows included, and the shape of their translations (src/content/page-copies.ts). */

export interface PlanRow {
  readonly feature: string;
  /** true: included; false: not included; text: what the plan gives. */
  readonly free: boolean | string;
  readonly pro: boolean | string;
  readonly description: string;
}

/**
 * The figures of facts.ts the page's words are written around, read at render time in the page's
 * language (`where` and `priceNote` are sentences).
 */
export interface ProFigures {
  readonly monthly: string;
  readonly yearly: string;
  readonly cloudFree: string;
  readonly cloudPro: string;
  readonly maxExport: string;
  readonly where: string;
  readonly priceNote: string;
}

/** The figures by the fact names they come from, each read through `fact` (useFactText, or factAt in a test). */
export const proFigures = (fact: (name: string) => string): ProFigures => ({
  monthly: fact('proPrice.monthly'),
  yearly: fact('proPrice.yearly'),
  cloudFree: fact('proPrice.cloudFree'),
  cloudPro: fact('proPrice.cloudPro'),
  maxExport: fact('proPrice.maxExport'),
  where: fact('proPurchase.where'),
  priceNote: fact('proPurchase.priceNote'),
});

export const proPageCopy = {
  hero: {
    title: 'CapCut Pro: the Official Subscription',
    lead: ({ monthly, yearly, where }: ProFigures) => `CapCut is free; Pro is an optional subscription for ${monthly} a month or ${yearly} a year that unlocks the items marked Pro. ${where}`,
    googlePlay: 'Get CapCut on Google Play',
    appStore: 'Get CapCut on the App Store',
  },
  adds: {
    title: 'What Pro adds',
    /** What the subscription adds over the free plan. */
    items: ({ cloudFree, cloudPro }: ProFigures): readonly string[] => [
      'Every effect, filter, transition, sticker and text style marked Pro.',
      'Templates marked Pro, in the template gallery.',
      'AI tools marked Pro, such as advanced retouching and audio clean-up where offered.',
      `${cloudPro} of cloud storage instead of ${cloudFree}.`,
    ],
    rest: 'Everything else (the timeline, exports without watermark, keyframes, captions and most effects) stays in the free plan.',
  },
  plans: {
    title: 'Free vs Pro',
    columns: ['Feature', 'Free', 'Pro', 'Notes'] as readonly string[],
    included: 'Included',
    notIncluded: 'Not included',
    rows: ({ monthly, yearly, maxExport, cloudFree, cloudPro, priceNote }: ProFigures): readonly PlanRow[] => [
      { feature: 'Price', free: 'Free', pro: `${monthly} a month or ${yearly} a year`, description: `US prices on the App Store. ${priceNote}` },
      { feature: 'Editing timeline', free: true, pro: true, description: 'Multi-track editing, trimming, splitting, speed, keyframes and masks.' },
      { feature: 'Exports', free: 'Unlimited', pro: 'Unlimited', description: 'No limit on the number of videos you export.' },
      { feature: 'Watermark on exports', free: 'None', pro: 'None', description: 'Neither plan stamps a watermark; an optional ending clip can be deleted.' },
      { feature: 'Export quality', free: `Up to ${maxExport}`, pro: `Up to ${maxExport}`, description: 'Pick resolution and frame rate in the export menu.' },
      { feature: 'Effects, filters and transitions', free: 'The free library', pro: 'Also the items marked Pro', description: 'A Pro mark on a thumbnail means the item needs the subscription to export.' },
      { feature: 'Templates', free: 'Free templates', pro: 'Also Pro templates', description: 'Templates marked Pro need the subscription.' },
      { feature: 'Advanced AI tools', free: false, pro: true, description: 'Tools marked Pro in the app; which ones varies by platform and region.' },
      { feature: 'Cloud storage', free: cloudFree, pro: cloudPro, description: 'Space for drafts and assets synced between your devices.' },
    ],
  },
  subscribe: {
    title: 'How to subscribe',
    steps: [
      'Install CapCut from Google Play or the App Store (buttons at the top of this page), or open the desktop app or the web editor.',
      'Tap or click an item marked Pro, or the Pro button in your profile.',
      'Pick monthly or yearly; you see your local price before you pay.',
      'Manage or cancel later where you paid: your Google Play or Apple subscriptions, or CapCut’s own subscription settings.',
    ] as readonly string[],
    /** The warning around its link to the alternatives page. */
    warning:
      'No website, APK or "Pro unlocked" build can give you Pro for free: such copies are modified, can carry malware, and break CapCut\'s terms. If Pro is not worth it for you, the free plan already covers most editing, and our ',
    warningLink: 'alternatives',
    warningAfter: " page compares other editors' prices.",
  },
};

export type ProPageCopy = typeof proPageCopy;
