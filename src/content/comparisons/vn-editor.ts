/** CapCut vs VN Editor (/alternatives/vn-editor/). The scored comparison is at /capcut-vs-vn/. */
import { proPrice } from '../../facts.ts';
import type { EditorComparison } from './types.ts';

export const vnEditorComparison: EditorComparison = {
  key: 'vnEditor',
  name: 'VN Editor',
  banner: { winner: 'capcut', text: 'CapCut wins on effects, templates and AI tools. VN is the better pick for manual, precise editing with fewer distractions.' },
  rows: [
    { feature: 'Price', capcut: `Free, no watermark; Pro ${proPrice.monthly.value} a month`, other: 'Core editor free, no watermark', winner: 'tie' },
    { feature: 'Timeline', capcut: 'Multi-track with keyframes', other: 'Multi-track magnetic timeline with keyframes', winner: 'tie' },
    { feature: 'Precise control', capcut: 'Keyframe graphs and detailed colour tools', other: 'Frame-accurate trimming, speed and colour curves', winner: 'other' },
    { feature: 'Effects and transitions', capcut: 'Large library, refreshed often', other: 'A solid, smaller set', winner: 'capcut' },
    { feature: 'Templates', capcut: 'Big trend template gallery', other: 'Fewer templates', winner: 'capcut' },
    { feature: 'AI tools', capcut: 'Auto captions, background removal, voice effects', other: 'Few automatic tools', winner: 'capcut' },
    { feature: 'Interface', capcut: 'Busy but well labelled', other: 'Clean, with fewer panels', winner: 'other' },
    { feature: 'Platforms', capcut: 'Android, iOS, Windows, Mac and web', other: 'Android, iOS and desktop apps', winner: 'capcut' },
  ],
  prosConsTitle: 'Strengths and weaknesses',
  capcut: {
    strengths: ['Trend templates and effects for short video', 'Auto captions and background removal', 'A web editor as well as apps', 'Huge tutorial community'],
    weaknesses: ['Busier interface', 'Some effects and templates need Pro', 'Edits built from popular templates can look alike'],
  },
  other: {
    strengths: ['No watermark and a free core editor', 'Precise, frame-accurate timeline', 'Clean interface without upsell clutter', 'Light on older phones'],
    weaknesses: ['Far fewer templates and trend effects', 'Few AI tools: captions are mostly manual', 'Smaller community and fewer tutorials'],
  },
  scenarios: [
    { title: 'Daily vlogs cut by hand', pick: 'other', text: "VN's timeline and curves make careful manual cuts quick, without templates getting in the way." },
    { title: 'Trend reels and TikTok edits', pick: 'capcut', text: 'CapCut templates, effects and beat sync are built for exactly this.' },
    { title: 'Videos that need captions', pick: 'capcut', text: 'CapCut auto captions save the most time; VN captions are typed by hand.' },
    { title: 'An older or low-storage phone', pick: 'other', text: 'VN is lighter and keeps a smooth preview on modest hardware.' },
    { title: 'Cinematic B-roll with speed ramps', pick: 'tie', text: 'Both have speed curves and keyframes; choose the one whose controls you prefer.' },
    { title: 'Editing on a computer in a browser', pick: 'capcut', text: 'Only CapCut has a web editor.' },
  ],
};
