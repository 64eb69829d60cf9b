/** The official Pro subscription: what it adds, and the Free vs Pro rows. */
import { proPrice, proPurchase } from '../../facts.ts';

export interface PlanRow {
  readonly feature: string;
  /** true: included; false: not included; text: what the plan gives. */
  readonly free: boolean | string;
  readonly pro: boolean | string;
  readonly description: string;
}

export const planRows: readonly PlanRow[] = [
  { feature: 'Price', free: 'Free', pro: `${proPrice.monthly.value} a month or ${proPrice.yearly.value} a year`, description: `US prices on the App Store. ${proPurchase.value.priceNote}` },
  { feature: 'Editing timeline', free: true, pro: true, description: 'Multi-track editing, trimming, splitting, speed, keyframes and masks.' },
  { feature: 'Exports', free: 'Unlimited', pro: 'Unlimited', description: 'No limit on the number of videos you export.' },
  { feature: 'Watermark on exports', free: 'None', pro: 'None', description: 'Neither plan stamps a watermark; an optional ending clip can be deleted.' },
  { feature: 'Export quality', free: `Up to ${proPrice.maxExport.value}`, pro: `Up to ${proPrice.maxExport.value}`, description: 'Pick resolution and frame rate in the export menu.' },
  { feature: 'Effects, filters and transitions', free: 'The free library', pro: 'Also the items marked Pro', description: 'A Pro mark on a thumbnail means the item needs the subscription to export.' },
  { feature: 'Templates', free: 'Free templates', pro: 'Also Pro templates', description: 'Templates marked Pro need the subscription.' },
  { feature: 'Advanced AI tools', free: false, pro: true, description: 'Tools marked Pro in the app; which ones varies by platform and region.' },
  { feature: 'Cloud storage', free: proPrice.cloudFree.value, pro: proPrice.cloudPro.value, description: 'Space for drafts and assets synced between your devices.' },
];

/** What the subscription adds over the free plan. */
export const proAdds: readonly string[] = [
  'Every effect, filter, transition, sticker and text style marked Pro.',
  'Templates marked Pro, in the template gallery.',
  'AI tools marked Pro, such as advanced retouching and audio clean-up where offered.',
  `${proPrice.cloudPro.value} of cloud storage instead of ${proPrice.cloudFree.value}.`,
];
