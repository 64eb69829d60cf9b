/** CapCut vs KineMaster (/alternatives/kinemaster/). */
import { competitors, proPrice } from '../../facts.ts';
import type { EditorComparison } from './types.ts';

const kine = competitors.kinemaster;

export const kinemasterComparison: EditorComparison = {
  key: 'kinemaster',
  name: 'KineMaster',
  banner: { winner: 'capcut', text: 'CapCut gives more for free. KineMaster Premium is cheaper than CapCut Pro and remains a strong layered editor for longer videos.' },
  rows: [
    { feature: 'Free plan', capcut: 'Free, no watermark on exports', other: 'Free, with a watermark', winner: 'capcut' },
    { feature: 'Subscription', capcut: `${proPrice.monthly.value} a month or ${proPrice.yearly.value} a year`, other: `${kine.monthly.value} a month or ${kine.yearly.value} a year`, winner: 'other' },
    { feature: 'Layers and chroma key', capcut: 'Overlays, chroma key, masks', other: 'Video, image and text layers, chroma key, blending modes', winner: 'tie' },
    { feature: 'Templates and effects', capcut: 'Big trend template gallery and effects library', other: 'Asset store with templates and effects, many for Premium', winner: 'capcut' },
    { feature: 'AI tools', capcut: 'Auto captions, background removal, voice effects', other: 'Some AI tools, several for Premium', winner: 'capcut' },
    { feature: 'Interface', capcut: 'Simple toolbar', other: 'Dense, with a learning curve', winner: 'capcut' },
    { feature: 'Platforms', capcut: 'Android, iOS, Windows, Mac and web', other: 'Android and iOS', winner: 'capcut' },
  ],
  prosConsTitle: 'Strengths and weaknesses',
  capcut: {
    strengths: ['No watermark on free exports', 'Trend templates and effects', 'Auto captions', 'Desktop and web versions'],
    weaknesses: ['Pro costs more per month than KineMaster Premium', 'Some effects and templates need Pro', 'Fewer blending modes'],
  },
  other: {
    strengths: ['Mature multi-layer editing', 'Blending modes and chroma key', 'Large asset store', 'Cheaper subscription'],
    weaknesses: ['Watermark until you pay', 'Many assets need Premium', 'Busier interface', 'Phones and tablets only'],
  },
  scenarios: [
    { title: 'TikTok and Reels trend edits', pick: 'capcut', text: 'CapCut templates and effects follow the trends, and free exports carry no watermark.' },
    { title: 'Ten-minute YouTube videos with layers', pick: 'other', text: "KineMaster's layered timeline and blending modes handle long, layered edits well." },
    { title: 'Green-screen videos', pick: 'tie', text: 'Both have chroma key; CapCut can also remove a background without a green screen.' },
  ],
  tables: [
    {
      id: 'performance',
      title: 'Performance',
      intro: 'What to expect on a typical mid-range phone; results vary with the device and the project.',
      rows: [
        { label: 'Preview while editing', capcut: 'Smooth with several layers', other: 'Smooth; very heavy layer stacks can stutter' },
        { label: 'Export', capcut: `Up to ${proPrice.maxExport.value}`, other: 'Up to 4K on supported devices' },
        { label: 'Older phones', capcut: 'Runs well; heavy effects slow it down', other: 'Runs well; layer limits depend on the device' },
      ],
    },
  ],
};
