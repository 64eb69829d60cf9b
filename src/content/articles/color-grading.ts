/** /blog/color-grading/: correction first, then grading, in CapCut's Adjust tools. */
import type { Article } from './types.ts';

export const colorGrading: Article = {
  slug: 'color-grading',
  path: '/blog/color-grading/',
  title: 'Color Grading in CapCut, Step by Step',
  heading: 'Color Grading in CapCut: From Flat Footage to a Finished Look',
  description: 'Correct first, then grade: white balance, exposure, HSL, curves, LUTs and matching shots so a whole video feels consistent.',
  lead: 'Color is what makes footage from a phone feel like a film, a vlog or an advert. Grading in CapCut takes two passes: correct each clip so it looks natural, then give the whole video one look. This guide walks through both.',
  icon: 'palette',
  category: 'Tutorial',
  tags: ['CapCut color grading', 'color correction', 'CapCut LUT', 'HSL curves'],
  published: '2025-07-03',
  modified: '2025-07-25',
  content: {
    kind: 'sections',
    sections: [
      {
        id: 'correct-vs-grade',
        title: 'Correction and grading are different jobs',
        blocks: [
          { type: 'p', text: '**Correction** fixes problems: a blue cast from shade, a clip that is too dark, two cameras that do not match. **Grading** is the creative step: warm and golden, cold and moody, faded and filmic. Always correct first. A look applied to uncorrected clips exaggerates their differences.' },
          { type: 'callout', text: 'Grade on a screen at a normal brightness, not at full brightness in a dark room, or everything you export will look darker than you meant.' },
        ],
      },
      {
        id: 'tools',
        title: 'Where the color tools are',
        blocks: [
          {
            type: 'cards',
            cards: [
              { icon: 'sliders-horizontal', title: 'Adjust', text: 'Select a clip and open **Adjust** for the sliders: brightness, contrast, saturation, exposure, highlights, shadows, temperature, hue, fade, sharpen, vignette and grain. Desktop and recent mobile versions add HSL and curves.' },
              { icon: 'film', title: 'Filters', text: 'Preset looks with an intensity slider. A filter at 30 to 50 percent over corrected footage is often all a video needs.' },
              { icon: 'square-stack', title: 'Adjustment layer', text: 'Tap **Adjust** with no clip selected and CapCut adds the adjustment on its own track, which you stretch over several clips: one look for the whole sequence.' },
              { icon: 'box', title: 'LUTs (desktop)', text: 'CapCut for Windows and Mac can import a .cube LUT file in the Adjust panel: a precise, repeatable look or a camera\'s log conversion.' },
            ],
          },
        ],
      },
      {
        id: 'correct',
        title: 'Step 1: correct every clip',
        blocks: [
          {
            type: 'ol',
            items: [
              '**White balance.** Move **Temperature** until white and grey things look neutral: left cools a warm clip, right warms a blue one. Fix a green or magenta cast with tint or hue.',
              '**Exposure.** Set the overall brightness with **Exposure** or **Brightness**, so faces are bright but not shiny.',
              '**Highlights and shadows.** Pull highlights down to bring back sky and windows; lift shadows slightly to see into dark clothes and hair.',
              '**Contrast.** Add a little contrast back after lifting shadows so the image does not look flat.',
              '**Saturation.** Only now set saturation, and carefully: +5 to +15 is usually enough.',
            ],
          },
          { type: 'p', text: 'Copy the adjustment to similar clips: on mobile, select the clip and use **Apply to all** in the Adjust panel when every clip was shot in the same light; otherwise correct clip by clip.' },
        ],
      },
      {
        id: 'looks',
        title: 'Step 2: build a look',
        blocks: [
          { type: 'p', text: 'Starting points, applied on an adjustment layer over corrected footage. The numbers are CapCut\'s slider values, a place to start rather than a recipe; trust your eyes.' },
          {
            type: 'table',
            caption: 'Four common looks and where to start',
            head: ['Look', 'Settings to start from', 'Works for'],
            rows: [
              ['Teal and orange', 'Temperature +10, saturation +10; in HSL, push orange saturation up and shift aqua and blue towards teal', 'Travel, action, cinematic vlogs'],
              ['Warm film', 'Temperature +15, fade +20, contrast -5, grain +15', 'Lifestyle, family, nostalgia'],
              ['Moody and dark', 'Exposure -10, highlights -20, saturation -20, vignette +20', 'Night, rain, storytelling'],
              ['Bright and airy', 'Exposure +10, shadows +20, contrast -10, saturation -5, temperature +5', 'Food, interiors, beauty'],
            ],
          },
        ],
      },
      {
        id: 'hsl',
        title: 'HSL: change one color at a time',
        blocks: [
          { type: 'p', text: 'HSL splits the picture into color ranges (red, orange, yellow, green, aqua, blue, purple, magenta) and lets you change the **hue**, **saturation** and **lightness** of each one without touching the others.' },
          { type: 'ul', items: ['**Skies**: lower blue lightness for a deeper sky.', '**Greenery**: shift green hue towards yellow for a warm summer, or lower green saturation for a muted, filmic look.', '**Skin**: skin tones live mostly in orange. Leave orange hue alone and only adjust its saturation and lightness, or faces turn strange quickly.'] },
        ],
      },
      {
        id: 'curves',
        title: 'Curves for contrast you control',
        blocks: [
          { type: 'p', text: 'The curve maps input brightness (left to right: shadows to highlights) to output brightness. Two points make the classic **S-curve**: pull a point in the shadows slightly down and one in the highlights slightly up for richer contrast.' },
          { type: 'ul', items: ['Lift the bottom-left end of the curve for **faded blacks**, a filmic look.', 'Lower the top-right end to **soften highlights** that look harsh on phones.', 'On the separate red, green and blue curves, raising blue in the shadows and lowering it in the highlights gives the teal-and-orange split.'] },
        ],
      },
      {
        id: 'matching',
        title: 'Match shots from different cameras',
        blocks: [
          { type: 'ol', items: ['Pick a **hero clip** with the best light and grade it first.', 'Play the next clip beside it (split the preview, or compare on export) and match **white balance first**, then brightness, then saturation.', 'Check skin: if faces match, viewers rarely notice the rest.', 'Only then put the shared look on an adjustment layer over all of them.'] },
        ],
      },
      {
        id: 'export',
        title: 'Export without losing the grade',
        blocks: [
          { type: 'ul', items: ['Export at **1080p or higher** and a higher bitrate (code rate) when the option is offered; low bitrates create banding in skies and gradients.', 'Faded, low-contrast looks suffer most from platform compression. Add a touch of grain to hide banding.', 'Watch the export on your phone at normal brightness before posting.'] },
        ],
      },
      {
        id: 'mistakes',
        title: 'Common mistakes',
        blocks: [
          { type: 'ul', items: ['**Filter at 100 percent** on uncorrected footage.', '**Too much saturation**: orange faces and neon grass.', '**Crushed blacks**: shadows so dark the detail is gone.', '**A different look on every clip**, so the video feels like a slideshow.', '**Grading on maximum screen brightness**, so the export looks dark.'] },
        ],
      },
      {
        id: 'related',
        title: 'Related guides',
        blocks: [{ type: 'links', links: [{ href: '/blog/blur-effects/', label: 'Blur effects' }, { href: '/blog/audio-sync/', label: 'Audio sync' }, { href: '/effects-library/', label: 'Effects library' }, { href: '/complete-guide/', label: 'Complete guide' }] }],
      },
    ],
  },
};
