/** CapCut vs Adobe Premiere Rush (/alternatives/premiere-rush/): kept for people who used Rush, which Adobe has discontinued. */
import { competitors, platforms, premiereRushStatus, proPrice } from '../../facts.ts';
import type { EditorComparison } from './types.ts';

const rush = competitors.premiereRush;
const { removedFromStores, serviceEnd, successor } = premiereRushStatus.value;

export const premiereRushComparison: EditorComparison = {
  key: 'premiereRush',
  name: 'Premiere Rush',
  notice: {
    text: `Discontinued by Adobe: removed from the app stores on ${removedFromStores}, with the end of the service set for ${serviceEnd}.`,
    source: premiereRushStatus,
  },
  banner: {
    winner: 'capcut',
    text: `Premiere Rush is discontinued, so it is no longer a choice for new projects. CapCut is free without a watermark and easy to learn; Adobe points Rush users to ${successor}.`,
  },
  rows: [
    { feature: 'Price', capcut: `Free; Pro ${proPrice.monthly.value} a month or ${proPrice.yearly.value} a year`, other: `No longer sold; the plan was ${rush.monthly.value} a month (${rush.yearly.value} a year)`, winner: 'capcut' },
    { feature: 'Professional features', capcut: 'Keyframes, masks, chroma key, speed curves', other: 'Projects opened in Premiere Pro; auto-ducking audio; Adobe colour presets', winner: 'other' },
    { feature: 'Templates', capcut: 'Big trend template gallery', other: 'Motion graphics templates, a smaller choice', winner: 'capcut' },
    { feature: 'Learning curve', capcut: 'Gentle: templates and labelled tools', other: 'Moderate: familiar to Adobe users', winner: 'capcut' },
    { feature: 'Cross-platform sync', capcut: `Cloud drafts (${proPrice.cloudFree.value} free, ${proPrice.cloudPro.value} with Pro)`, other: 'Projects synced through Adobe cloud storage between devices', winner: 'other' },
  ],
  prosConsTitle: 'Advantages and disadvantages',
  capcut: {
    strengths: ['Free exports without a watermark', 'Trend templates, effects and auto captions', 'Still sold, updated and supported', 'Web editor as well as apps'],
    weaknesses: ['No hand-off to a professional desktop editor', 'Some effects and templates need Pro', 'Cloud space on the free plan is small'],
  },
  other: {
    strengths: ['Projects moved between phone and computer', 'Projects continued in Premiere Pro', 'Clean, consistent Adobe interface', 'Good automatic audio balancing'],
    weaknesses: ['Discontinued: no longer sold, updated or supported', `Cost ${rush.monthly.value} a month for the full plan`, 'Few templates and trend effects'],
  },
  scenarios: [
    { title: 'Short trend videos for TikTok and Reels', pick: 'capcut', text: 'Templates, effects and auto captions make CapCut faster for this every time.' },
    { title: 'A student or hobbyist on no budget', pick: 'capcut', text: "CapCut's free plan exports without a watermark; Rush is no longer sold." },
    { title: 'Editing in a browser', pick: 'capcut', text: 'Only CapCut offers a web editor.' },
  ],
  tables: [
    {
      id: 'speed-size-learning',
      title: 'Export speed, app size and learning time',
      intro: "Premiere Rush's column describes the app before Adobe discontinued it. Export speed depends on the device and the project; the learning times are our editorial estimates for a first finished video.",
      rows: [
        { label: 'Export speed', capcut: 'Fast on-device export with hardware encoding', other: 'On-device export; projects could also sync to the cloud first' },
        { label: 'App size', capcut: `${platforms.android.size.value} on Android (${platforms.android.size.source}, ${platforms.android.size.asOf})`, other: `No longer in the app stores (removed ${removedFromStores})` },
        { label: 'Learning time', capcut: 'About 1 hour to a first finished video', other: 'About 2 hours, less for Premiere Pro users' },
        { label: 'Maximum export', capcut: `Up to ${proPrice.maxExport.value}`, other: 'Up to 4K on supported devices' },
      ],
    },
  ],
};
