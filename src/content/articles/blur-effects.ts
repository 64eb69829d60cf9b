/** /blog/blur-effects/: blur types, techniques, combinations and performance. */
import { exportAdvice } from '../../facts.ts';
import type { Article } from './types.ts';

export const blurEffects: Article = {
  slug: 'blur-effects',
  path: '/blog/blur-effects/',
  title: 'CapCut Blur Effects: Every Type Explained',
  heading: 'CapCut Blur Effects: Every Type and When to Use It',
  description: 'Background blur, motion blur, zoom blur and censoring faces: which CapCut blur to use, how to keyframe it and keep playback smooth.',
  lead: 'Blur hides what should not be seen, pulls the eye to what should, and makes fast motion feel faster. CapCut has several kinds; this guide shows which to use, how to control it with masks and keyframes, and how to keep the editor responsive.',
  icon: 'cloud-fog',
  category: 'Effects',
  tags: ['CapCut blur effect', 'motion blur', 'background blur', 'blur face CapCut'],
  published: '2025-07-10',
  modified: '2026-11-23',
  content: {
    kind: 'sections',
    howTo: {
      name: 'How to blur part of a video in CapCut',
      description: 'Blur a face, a plate or a background in CapCut with an overlay, a blur effect and a mask.',
      totalMinutes: 20,
      steps: [
        { name: 'Duplicate the clip as an overlay', text: 'Select the clip and tap Duplicate, then move the copy to an overlay track directly above the original (on mobile: Overlay, Add overlay, and pick the same clip).' },
        { name: 'Blur the top copy', text: 'With the overlay selected, open Effects, Video effects and add a blur effect, then drag the effect bar so it covers exactly the overlay clip. Raise the blur strength in the effect settings until the detail disappears.' },
        { name: 'Mask the area to hide', text: 'Select the overlay, open Mask and choose the circle or rectangle shape. Resize and place it over the face or text; everything outside the mask shows the sharp original underneath.' },
        { name: 'Feather the edge', text: 'Drag the feather control of the mask a little so the border of the blurred area fades instead of showing a hard line.' },
        { name: 'Follow the movement', text: 'If the subject moves, add a keyframe at the start, move the playhead, reposition the mask and let CapCut add keyframes as you go. Check every second or so.' },
        { name: 'Check and export', text: 'Play the whole clip at full screen and look for frames where the subject leaves the mask, then export.' },
      ],
    },
    sections: [
      {
        id: 'blur-types',
        title: 'The kinds of blur and when to use them',
        blocks: [
          {
            type: 'cards',
            cards: [
              { icon: 'image', title: 'Background (canvas) blur', text: 'Fills the empty bars around a horizontal clip in a vertical frame with a blurred, enlarged copy of the clip. Find it under Canvas (or Background) and choose Blur.' },
              { icon: 'aperture', title: 'Blur effect', text: 'A video effect that softens the whole frame. Use it for dreamy intros, to hide a background behind text, or on an overlay with a mask to hide one area.' },
              { icon: 'wind', title: 'Motion blur', text: 'Smears fast movement in its direction, as a real camera does with a slow shutter. It makes speed ramps and whip transitions feel continuous.' },
              { icon: 'target', title: 'Zoom and radial blur', text: 'Blurs outward from a point. Good for punch-in transitions and for drawing the eye to the centre on a beat.' },
              { icon: 'eye-off', title: 'Masked (privacy) blur', text: 'A blurred overlay limited by a mask: hides faces, number plates, screens and addresses while the rest stays sharp.' },
              { icon: 'blend', title: 'Blur transition', text: 'A transition that blurs one clip out and the next one in. Gentler than a cut, quicker than a fade.' },
            ],
          },
        ],
      },
      { id: 'blur-part', title: 'Blur part of a video, step by step', blocks: [{ type: 'howto' }] },
      {
        id: 'advanced',
        title: 'Advanced techniques',
        blocks: [
          { type: 'h3', text: 'Fake shallow depth of field' },
          { type: 'p', text: 'Put a blurred copy of the clip underneath and a sharp copy on top, then mask the sharp copy to the subject with a soft feather. The result reads like a wide-aperture lens, even from a phone camera.' },
          { type: 'h3', text: 'Focus pull with keyframes' },
          { type: 'p', text: 'Keyframe the strength of a blur effect from high to zero over half a second to "pull focus" into a scene, or from zero to high to leave it. Timed to a beat it works as a transition of its own.' },
          { type: 'h3', text: 'Blur behind text' },
          { type: 'p', text: 'When captions sit on a busy shot, blur a masked band behind them instead of adding a solid box. The text stays readable and the shot still shows through.' },
        ],
      },
      {
        id: 'combinations',
        title: 'Combinations that work',
        blocks: [
          {
            type: 'table',
            caption: 'Blur paired with other tools',
            head: ['Combination', 'Effect on screen', 'Good for'],
            rows: [
              ['Motion blur + speed ramp', 'Fast parts smear, slow parts stay crisp', 'Velocity edits, sport, cars'],
              ['Zoom blur + flash', 'A bright punch into the next shot', 'Beat drops, reveals'],
              ['Canvas blur + centred clip', 'A vertical frame without black bars', 'Reposting horizontal footage'],
              ['Masked blur + tracking keyframes', 'One moving area stays hidden', 'Faces, plates, screens'],
              ['Blur + slow zoom out', 'A soft, dreamy opening', 'Intros, travel, vlogs'],
            ],
          },
          { type: 'callout', text: `Keep to ${exportAdvice.maxEffects} at once. Blur on top of glow on top of grain turns into mush, especially after the platform compresses the upload.` },
        ],
      },
      {
        id: 'performance',
        title: 'Performance tips',
        blocks: [
          {
            type: 'ul',
            items: [
              '**Blur is one of the heaviest effects to preview.** If playback stutters, lower the preview quality in the editor settings; the export is not affected.',
              '**Limit the effect bar to the frames that need it** instead of stretching it over the whole timeline.',
              '**Close other apps and keep free storage**: CapCut writes cache files while rendering and slows down when the device is nearly full.',
              '**Render a test export** of the blurred section before exporting a long video, so you catch a mask that slipped.',
            ],
          },
        ],
      },
      {
        id: 'related',
        title: 'Related guides',
        blocks: [{ type: 'links', links: [{ href: '/blog/velocity-edit/', label: 'Velocity edit' }, { href: '/blog/color-grading/', label: 'Color grading' }, { href: '/effects-library/', label: 'Effects library' }, { href: '/beginner-guide/', label: 'Beginner guide' }] }],
      },
    ],
  },
};
