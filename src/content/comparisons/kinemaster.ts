/** CapCut vs KineMaster (/alternatives/kinemaster/). */
import { competitors, proPrice } from '../../facts.ts';
import type { ComparisonArticle, EditorComparison } from './types.ts';

const kine = competitors.kinemaster;

export const kinemasterComparison: EditorComparison = {
  kind: 'comparison',
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
  texts: [
    {
      id: 'market-trends',
      title: 'Market trends',
      paragraphs: [
        'Short vertical video has become the main format on TikTok, Instagram Reels and YouTube Shorts, and editors now compete on templates, trend effects and automatic captions rather than on layer counts.',
        'CapCut grew with that shift: its templates are tied to current trends and its free plan has no watermark. KineMaster has answered with its own asset store and AI tools, and keeps a loyal base among creators who make longer, layered videos.',
      ],
    },
  ],
  verdictTitle: 'Verdict',
  verdict: [
    'CapCut wins five of the seven rows, KineMaster wins the subscription price, and layers are a tie. For short-form creators CapCut is the better choice, free and without a watermark.',
    'KineMaster is worth it if you prefer its layered workflow for longer videos and are happy to pay for Premium to remove the watermark.',
  ],
};

export const kinemasterArticle: ComparisonArticle = {
  slug: 'kinemaster',
  path: '/alternatives/kinemaster/',
  title: 'CapCut vs KineMaster: Layers, Price and Speed',
  heading: 'CapCut vs KineMaster',
  description: 'CapCut vs KineMaster: free plans and watermarks, Premium prices, layers and chroma key, performance and market trends, with a verdict.',
  lead: 'KineMaster is one of the longest-running layered editors on phones. CapCut is newer, free without a watermark and tuned for short video. Here is how they compare.',
  icon: 'video',
  category: 'Comparison',
  tags: ['CapCut vs KineMaster', 'KineMaster Premium', 'KineMaster alternative', 'layered video editor'],
  published: '2025-08-08',
  modified: '2026-11-23',
  content: kinemasterComparison,
};
