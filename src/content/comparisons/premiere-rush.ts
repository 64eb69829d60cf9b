/** CapCut vs Adobe Premiere Rush (/alternatives/premiere-rush/). */
import { competitors, platforms, proPrice } from '../../facts.ts';
import type { EditorComparison } from './types.ts';

const rush = competitors.premiereRush;

export const premiereRushComparison: EditorComparison = {
  key: 'premiereRush',
  name: 'Premiere Rush',
  icon: '🎬',
  lead: "Adobe's Premiere Rush edits on phones, tablets and computers and hands projects to Premiere Pro. CapCut costs less and is built for short-video trends. Which fits you depends on whether you live in Adobe's tools.",
  banner: { winner: 'capcut', text: `CapCut is free without a watermark and easier to learn. Premiere Rush, at ${rush.monthly.value} a month, earns its price only if you sync projects across devices and finish them in Premiere Pro.` },
  rows: [
    { feature: 'Price', capcut: `Free; Pro ${proPrice.monthly.value} a month or ${proPrice.yearly.value} a year`, other: `Free starter plan; ${rush.monthly.value} a month (${rush.yearly.value} a year)`, winner: 'capcut' },
    { feature: 'Professional features', capcut: 'Keyframes, masks, chroma key, speed curves', other: 'Opens in Premiere Pro; auto-ducking audio; Adobe colour presets', winner: 'other' },
    { feature: 'Templates', capcut: 'Big trend template gallery', other: 'Motion graphics templates, a smaller choice', winner: 'capcut' },
    { feature: 'Learning curve', capcut: 'Gentle: templates and labelled tools', other: 'Moderate: familiar to Adobe users', winner: 'capcut' },
    { feature: 'Cross-platform sync', capcut: `Cloud drafts (${proPrice.cloudFree.value} free, ${proPrice.cloudPro.value} with Pro)`, other: 'Projects sync through Adobe cloud storage on every device', winner: 'other' },
  ],
  prosConsTitle: 'Advantages and disadvantages',
  capcut: {
    strengths: ['Free exports without a watermark', 'Trend templates, effects and auto captions', 'Lower subscription price', 'Web editor as well as apps'],
    weaknesses: ['No hand-off to a professional desktop editor', 'Some effects and templates need Pro', 'Cloud space on the free plan is small'],
  },
  other: {
    strengths: ['Projects move between phone and computer', 'Continue any project in Premiere Pro', 'Clean, consistent Adobe interface', 'Good automatic audio balancing'],
    weaknesses: [`Costs ${rush.monthly.value} a month for the full plan`, 'Few templates and trend effects', 'No AI caption styling comparable to CapCut'],
  },
  scenarios: [
    { title: 'Short trend videos for TikTok and Reels', pick: 'capcut', text: 'Templates, effects and auto captions make CapCut faster for this every time.' },
    { title: 'Start on a phone, finish in Premiere Pro', pick: 'other', text: 'Rush projects open in Premiere Pro, so a rough cut from the road becomes a polished edit at the desk.' },
    { title: 'A student or hobbyist on no budget', pick: 'capcut', text: "CapCut's free plan exports without a watermark; Rush's free starter plan has limits until you pay." },
    { title: 'A team already paying for Creative Cloud', pick: 'other', text: 'Rush fits into the Adobe plan and storage the team already uses.' },
    { title: 'YouTube videos with voice-over', pick: 'tie', text: 'Both handle voice-over and music well; Rush balances levels automatically, CapCut writes captions automatically.' },
    { title: 'Editing in a browser', pick: 'capcut', text: 'Only CapCut offers a web editor.' },
  ],
  tables: [
    {
      id: 'speed-size-learning',
      title: 'Export speed, app size and learning time',
      intro: 'Export speed depends on the device and the project; the learning times are our editorial estimates for a first finished video.',
      rows: [
        { label: 'Export speed', capcut: 'Fast on-device export with hardware encoding', other: 'On-device export; full projects can also sync to the cloud first' },
        { label: 'App size', capcut: `${platforms.android.size.value} on Android (${platforms.android.size.source}, ${platforms.android.size.asOf})`, other: 'Varies by device; see its store listing' },
        { label: 'Learning time', capcut: 'About 1 hour to a first finished video', other: 'About 2 hours, less for Premiere Pro users' },
        { label: 'Maximum export', capcut: `Up to ${proPrice.maxExport.value}`, other: 'Up to 4K on supported devices' },
      ],
    },
  ],
  verdictTitle: 'Recommendation',
  verdict: [
    'CapCut wins three of the five rows (price, templates, learning curve); Premiere Rush wins professional features and cross-platform sync. Those two rows matter a lot to a small group of creators and little to everyone else.',
    'Choose CapCut for short-form social video, for a free editor without a watermark, and for the fastest route from idea to post. Choose Premiere Rush if you already pay for Adobe Creative Cloud or need to finish phone edits in Premiere Pro.',
  ],
  recommendShare: rush.recommendShare,
};
