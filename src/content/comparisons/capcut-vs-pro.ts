/**
 * CapCut Free vs CapCut Pro (src/content/articles/capcut-vs-pro.mdx, whose body places
 * <CapcutVsPro />): what it lays out (table, plans, pros and cons, FAQ) and the words around it, in
 * English, the shape of their translations (capcut-vs-pro.es.ts). Prices and where Pro is sold from
 * src/facts.ts.
 */
import type { FaqItem } from '../../content-types.ts';
import { proPrice, proPurchase, type Fact } from '../../facts.ts';
import type { ComparisonRow, FactText, StrengthsAndWeaknesses } from './types.ts';

const { monthly, yearly, cloudFree, cloudPro, maxExport } = proPrice;

/** 'capcut' is the Free plan's column, 'other' the Pro plan's. */
export const planRows: readonly ComparisonRow[] = [
  { feature: 'Price', capcut: 'Free', other: `${monthly.value} a month or ${yearly.value} a year`, winner: 'capcut' },
  { feature: 'Watermark on exports', capcut: 'None', other: 'None', winner: 'tie' },
  { feature: 'Number of exports', capcut: 'Unlimited', other: 'Unlimited', winner: 'tie' },
  { feature: 'Export quality', capcut: `Up to ${maxExport.value}`, other: `Up to ${maxExport.value}`, winner: 'tie' },
  { feature: 'Editing tools', capcut: 'Multi-track timeline, keyframes, masks, speed, chroma key', other: 'The same tools', winner: 'tie' },
  { feature: 'Effects, filters and transitions', capcut: 'The free library', other: 'Also every item marked Pro', winner: 'other' },
  { feature: 'Templates', capcut: 'Free templates', other: 'Also templates marked Pro', winner: 'other' },
  { feature: 'AI tools', capcut: 'Basic AI tools such as auto captions', other: 'Also the AI tools marked Pro', winner: 'other' },
  { feature: 'Cloud storage', capcut: cloudFree.value, other: cloudPro.value, winner: 'other' },
];

export const planFacts: readonly Fact<unknown>[] = [monthly, yearly, cloudFree, cloudPro, maxExport];

export interface Plan {
  readonly name: string;
  /** The plan the page recommends, shown highlighted. */
  readonly featured?: boolean;
  readonly price: string;
  readonly per: string;
  readonly note: string;
  readonly features: readonly string[];
}

export const plans: readonly Plan[] = [
  { name: 'Free', price: '$0', per: 'forever', note: 'Everything most creators need.', features: ['Full editor on every platform', 'No watermark, unlimited exports', `Export up to ${maxExport.value}`, `${cloudFree.value} cloud storage`] },
  { name: 'Pro monthly', price: monthly.value, per: 'a month', note: 'Try Pro for a project, cancel any time.', features: ['Everything in Free', 'Pro effects, filters and templates', 'Pro AI tools', `${cloudPro.value} cloud storage`] },
  { name: 'Pro yearly', featured: true, price: yearly.value, per: 'a year', note: `Costs less than twelve monthly payments (${monthly.value} × 12).`, features: ['Everything in Pro monthly', 'One payment a year', 'Best for weekly creators', 'Cancel before renewal to stop'] },
];

export const proSides: { readonly free: StrengthsAndWeaknesses; readonly pro: StrengthsAndWeaknesses } = {
  free: {
    strengths: ['Costs nothing, with no watermark', 'All core editing tools', `Exports up to ${maxExport.value}`],
    weaknesses: ['Items marked Pro cannot be exported', `Only ${cloudFree.value} of cloud storage`, 'Fewer AI tools'],
  },
  pro: {
    strengths: ['The whole effects and template library', 'Pro AI tools save editing time', `${cloudPro.value} of cloud storage for drafts`],
    weaknesses: [`A recurring cost of ${monthly.value} a month or ${yearly.value} a year`, 'No extra export quality over Free', 'Prices can differ by region and store'],
  },
};

export const proFaq: readonly FaqItem[] = [
  { question: 'Is CapCut free to use?', answer: 'Yes. The app is free to download and the free plan edits and exports videos without a watermark. Only items marked Pro need the subscription.' },
  { question: 'How much does CapCut Pro cost?', answer: `CapCut Pro costs ${monthly.value} a month or ${yearly.value} a year in the US App Store. ${proPurchase.value.priceNote}` },
  { question: 'Does the free plan add a watermark?', answer: 'No. Free exports have no watermark. The optional ending clip CapCut adds can be deleted from the timeline before you export.' },
  { question: 'Does Pro export in higher quality?', answer: `No. Both plans export up to ${maxExport.value}. Pro adds effects, templates, AI tools and cloud storage, not extra resolution.` },
  { question: 'Where do I buy CapCut Pro?', answer: `${proPurchase.value.where} Never buy it from a third party.` },
  { question: 'Can I cancel CapCut Pro?', answer: 'Yes. Cancel where you paid: in your Google Play or App Store subscriptions, or in CapCut’s own subscription settings if you paid CapCut directly. Pro stays active until the end of the period you paid for.' },
];

/** The words of /capcut-vs-pro/ around its data: headings, intros and the verdict; a text that quotes a figure is given it. */
export const capcutVsProWords = {
  features: {
    title: 'Free vs Pro, feature by feature',
    /** How the table's rows split: the ties, the rows, and what only Pro has. */
    intro: (ties: number, rows: number, adds: number) => `The two plans tie on ${ties} of ${rows} rows, including watermark, exports and quality; Pro adds ${adds} things.`,
    caption: 'CapCut Free and CapCut Pro compared',
    free: 'Free',
    pro: 'Pro',
  },
  pricing: { title: 'Plans and prices', intro: (where: string, priceNote: string) => `Official prices in US dollars. ${where} ${priceNote}` },
  prosCons: { title: 'Pros and cons', free: 'CapCut Free', pro: 'CapCut Pro' },
  faqTitle: 'Frequently asked questions',
  verdict: {
    title: 'Verdict',
    paragraphs: (cloudFree: string): readonly string[] => [
      `The table settles most of it: Free and Pro tie on watermark, exports, quality and editing tools, so the free plan is enough for most people. Pro is worth paying for if you keep reaching for effects or templates marked Pro, rely on the Pro AI tools, or need more than ${cloudFree} of cloud storage for drafts.`,
      'Start free. If you subscribe, the yearly plan costs less than twelve monthly payments; the monthly plan suits a single project.',
    ],
    download: 'Download CapCut',
    compare: 'Compare other editors',
  },
};

export type CapcutVsProWords = typeof capcutVsProWords;

/** What /capcut-vs-pro/ lays out, in a language. */
export interface PlansData {
  readonly rows: readonly ComparisonRow[];
  /** The figures the table quotes, for its source note. */
  readonly facts: readonly Fact<unknown>[];
  readonly plans: readonly Plan[];
  readonly sides: typeof proSides;
  readonly faq: readonly FaqItem[];
}

/** The article's data and words in a language: the data made with the language's figures (`fact`, useFactText). */
export interface CapcutVsProCopy {
  readonly data: (fact: FactText) => PlansData;
  readonly words: CapcutVsProWords;
}

/** The English quotes the facts as they are written. */
export const capcutVsProCopy: CapcutVsProCopy = {
  data: () => ({ rows: planRows, facts: planFacts, plans, sides: proSides, faq: proFaq }),
  words: capcutVsProWords,
};
