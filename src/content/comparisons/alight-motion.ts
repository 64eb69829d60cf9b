/** CapCut vs Alight Motion (/alternatives/alight-motion/). */
import { competitors, proPrice } from '../../facts.ts';
import type { EditorComparison } from './types.ts';

const alight = competitors.alightMotion;

export const alightMotionComparison: EditorComparison = {
  key: 'alightMotion',
  name: 'Alight Motion',
  banner: { winner: 'capcut', text: 'CapCut suits most creators: free exports without a watermark, templates and an easy start. Alight Motion is the better tool for animation and motion graphics.' },
  rows: [
    { feature: 'Price', capcut: `Free, no watermark; Pro ${proPrice.monthly.value} a month`, other: `Free with a watermark; Pro ${alight.monthly.value} a month`, winner: 'capcut' },
    { feature: 'Keyframe animation', capcut: 'Position, scale, rotation, opacity and more', other: 'Almost every property, with easing curves', winner: 'other' },
    { feature: 'Motion graphics and shapes', capcut: 'Stickers and text animations', other: 'Vector and bitmap shapes, masks, blending modes', winner: 'other' },
    { feature: 'Templates', capcut: 'Big trend template gallery', other: 'Shared project presets, few in the app', winner: 'capcut' },
    { feature: 'AI tools and captions', capcut: 'Auto captions, background removal', other: 'Few automatic tools', winner: 'capcut' },
    { feature: 'Learning curve', capcut: 'Gentle', other: 'Steep: layers and graphs from the start', winner: 'capcut' },
    { feature: 'Platforms', capcut: 'Android, iOS, Windows, Mac and web', other: 'Android, iOS and Chromebooks', winner: 'capcut' },
  ],
  prosConsTitle: 'Strengths and weaknesses',
  capcut: {
    strengths: ['Quick results with templates', 'No watermark on free exports', 'Auto captions and AI tools', 'Desktop and web versions'],
    weaknesses: ['Animation tools are simpler', 'No vector shape editing', 'Some effects need Pro'],
  },
  other: {
    strengths: ['Fine keyframe control with easing curves', 'Vector graphics and blending modes', 'Ideal for animated text and logos', 'Effects can be stacked and animated'],
    weaknesses: ['Watermark on free exports', 'Takes hours to learn well', 'No desktop or web version', 'Slow previews on heavy projects'],
  },
  tables: [
    {
      id: 'learning-time',
      title: 'Learning time',
      intro: 'Our editorial estimates for someone new to both apps.',
      rows: [
        { label: 'First finished video', capcut: 'About 1 hour', other: 'About 3 hours' },
        { label: 'Comfortable with keyframes', capcut: 'About a day of practice', other: 'About a week of practice' },
        { label: 'Advanced motion graphics', capcut: 'Not its aim', other: 'Several weeks' },
      ],
    },
    {
      id: 'cost',
      title: 'Cost comparison',
      intro: 'Official subscription prices in US dollars; local prices can differ.',
      rows: [
        { label: 'Free plan', capcut: 'Yes, no watermark on exports', other: 'Yes, with a watermark' },
        { label: 'Monthly subscription', capcut: proPrice.monthly.value, other: alight.monthly.value },
        { label: 'Yearly subscription', capcut: proPrice.yearly.value, other: 'Offered in the app; price varies by region' },
        { label: 'What paying adds', capcut: 'Pro effects, templates, AI tools and more cloud storage', other: 'No watermark and premium effects' },
      ],
    },
  ],
};
