/** CapCut vs InShot (/alternatives/inshot/). */
import { competitors, proPrice } from '../../facts.ts';
import type { EditorComparison } from './types.ts';

const capcutPro = `${proPrice.monthly.value} a month or ${proPrice.yearly.value} a year`;

export const inshotComparison: EditorComparison = {
  key: 'inshot',
  name: 'InShot',
  banner: { winner: 'capcut', text: 'CapCut exports without a watermark for free and has far more effects, templates and AI tools. InShot stays the easier choice for quick posts and photo collages.' },
  rows: [
    { feature: 'Free plan', capcut: 'Free, no watermark on exports', other: 'Free, with a watermark and ads', winner: 'capcut' },
    { feature: 'Paid plan', capcut: `CapCut Pro, ${capcutPro}`, other: `InShot Pro from ${competitors.inshot.monthly.value} a month`, winner: 'other' },
    { feature: 'Ease of use', capcut: 'Easy, with many tools to discover', other: 'Very easy: one screen, few choices', winner: 'other' },
    { feature: 'Effects and transitions', capcut: 'Large library, refreshed often; some items marked Pro', other: 'A smaller, steady set; premium items need Pro', winner: 'capcut' },
    { feature: 'Templates', capcut: 'Big template gallery that follows trends', other: 'A small selection', winner: 'capcut' },
    { feature: 'Advanced editing', capcut: 'Keyframes, masks, chroma key, speed curves', other: 'Keyframes and picture-in-picture layers; fewer precision tools', winner: 'capcut' },
    { feature: 'AI tools', capcut: 'Auto captions, background removal, voice effects', other: 'A few automatic tools', winner: 'capcut' },
    { feature: 'Photo editing and collages', capcut: 'Video first; photos go into video projects', other: 'Photo editor and collage maker built in', winner: 'other' },
    { feature: 'Platforms', capcut: 'Android, iOS, Windows, Mac and a web editor', other: 'Android and iOS', winner: 'capcut' },
  ],
  prosConsTitle: 'Strengths and weaknesses',
  capcut: {
    strengths: ['No watermark on free exports', 'Trend templates and a large effects library', 'Auto captions and other AI tools', 'Desktop and web versions share the same projects'],
    weaknesses: ['More menus to learn than InShot', 'Some effects and templates need Pro', 'Large app download on phones'],
  },
  other: {
    strengths: ['Learnable in minutes', 'Photo editing and collages in the same app', 'Low-priced Pro plan', 'Quick canvas presets for every social format'],
    weaknesses: ['Watermark and ads until you pay', 'Fewer effects, templates and AI tools', 'No desktop version'],
  },
  scenarios: [
    { title: 'A quick story or reel from a few clips', pick: 'tie', text: 'Both do it in minutes. InShot has fewer choices to make; CapCut has a template if you want a trending look.' },
    { title: 'Trend edits with beat sync and effects', pick: 'capcut', text: 'CapCut templates and effects are built for short-video trends, and the free export has no watermark.' },
    { title: 'Photo slideshows and collages', pick: 'other', text: 'InShot edits photos and builds collages in the same app, which CapCut does not try to do.' },
    { title: 'Talking-head videos with captions', pick: 'capcut', text: 'CapCut writes captions automatically and lets you style them; in InShot you mostly type them.' },
    { title: 'Longer projects you finish on a computer', pick: 'capcut', text: 'CapCut has desktop and web versions; InShot runs on phones and tablets only.' },
    { title: 'A first video for a complete beginner', pick: 'other', text: 'InShot has less to learn. Move to CapCut when you want more control.' },
  ],
};
