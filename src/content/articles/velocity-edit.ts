/** /blog/velocity-edit/: a beat-synced speed-ramp edit in six steps. */
import { exportAdvice } from '../../facts.ts';
import type { Article } from './types.ts';

export const velocityEdit: Article = {
  slug: 'velocity-edit',
  path: '/blog/velocity-edit/',
  title: 'How to Make a Velocity Edit in CapCut',
  heading: 'How to Make a Velocity Edit in CapCut',
  description: 'Build a beat-synced velocity edit step by step: pick a clip, mark the beats, shape speed curves and smooth the ramps.',
  lead: 'A velocity edit speeds a clip up between beats and slows it down on them, so the motion seems to hit the music. CapCut does it with speed curves; this guide builds one from scratch and then polishes it.',
  icon: 'zap',
  category: 'Tutorial',
  tags: ['velocity edit', 'CapCut speed curve', 'speed ramp', 'beat sync edit'],
  published: '2025-07-14',
  modified: '2025-08-01',
  content: {
    kind: 'sections',
    howTo: {
      name: 'How to make a velocity edit in CapCut',
      description: 'Six steps from choosing a clip to exporting a beat-synced speed-ramp edit in CapCut.',
      totalMinutes: 15,
      steps: [
        { name: 'Choose footage with motion', text: 'Pick a clip with clear, continuous movement: a turn, a jump, a pan or a car passing. Footage shot at 60 fps slows down far more smoothly than 24 or 30 fps.' },
        { name: 'Add the music first', text: 'Create a new project, import the clip, then tap Audio and add your song. Cut the song to the part you want so the edit is built around it.' },
        { name: 'Mark the beats', text: 'Select the music track, open Beats and either turn on automatic beat generation or tap Add beat on each hit while the song plays. The yellow markers are what you will time the ramps to.' },
        { name: 'Apply a speed curve', text: 'Select the video clip, tap Speed, then Curve. Start from a preset such as Montage or Bullet, or open Custom to place the speed points yourself.' },
        { name: 'Line the slow points up with the beats', text: 'In the curve editor, drag points down (slower) where a marker falls and up (faster) between markers. Play it back and nudge points until each slow moment lands on a beat.' },
        { name: 'Polish and export', text: 'Add a short flash or shake effect on the strongest beats, check the whole edit once at full screen, then export at 1080p and the frame rate of your footage.' },
      ],
    },
    sections: [
      {
        id: 'what-you-need',
        title: 'What you need',
        blocks: [
          { type: 'ul', items: ['**A clip of 5 to 20 seconds** with one clear movement. Dance, sport, cars and camera whips work best.', '**A song with strong, regular beats.** Trap, phonk and EDM make the hits easy to see.', '**CapCut on a phone or computer.** Speed curves are in the free app on Android, iOS, desktop and the web editor.'] },
          { type: 'callout', text: 'Velocity edits look best from high-frame-rate footage. If your phone can record at 60 fps, use it for anything you plan to slow down.' },
        ],
      },
      { id: 'steps', title: 'Make a velocity edit in six steps', blocks: [{ type: 'howto' }] },
      {
        id: 'advanced',
        title: 'Advanced techniques',
        blocks: [
          { type: 'h3', text: 'Ramp into the beat, not onto it' },
          { type: 'p', text: 'The slowest point should land **on** the beat and the speed-up should start just after it. A ramp that slows down late feels like it misses the music even when the point is on the marker.' },
          { type: 'h3', text: 'Split before you curve' },
          { type: 'p', text: 'A long clip with one complicated curve is hard to adjust. **Split** the clip at each big movement and give each piece its own simple curve; you can tune one section without moving the rest.' },
          { type: 'h3', text: 'Keyframe a zoom on the hit' },
          { type: 'p', text: 'Add two keyframes a few frames apart around a beat and scale the clip up by 10 to 20 percent on the second one. A small punch-in sells the impact more than a big one.' },
          { type: 'h3', text: 'Smooth the slow parts' },
          { type: 'p', text: 'Where your version of CapCut offers a smooth slow-motion option in the Speed panel, turn it on for heavily slowed sections: it creates in-between frames so 30 fps footage stutters less.' },
        ],
      },
      {
        id: 'mistakes',
        title: 'Mistakes to avoid',
        blocks: [
          {
            type: 'ul',
            items: [
              '**Too many ramps.** Ramping on every single beat gets tiring; pick the strongest hits and let the other beats pass at normal speed.',
              `**Stacking effects.** Keep to ${exportAdvice.maxEffects} per edit. Shake, flash, blur and glow on every beat hide the motion that makes the edit work.`,
              '**Ignoring the audio.** Speed changes affect the clip sound too: mute the original audio (or detach it) so the music stays clean.',
              '**Exporting at a low frame rate.** A 24 fps export of a 60 fps edit throws away the smoothness you worked for.',
            ],
          },
        ],
      },
      {
        id: 'platform-tips',
        title: 'Platform tips',
        blocks: [
          {
            type: 'table',
            caption: 'Settings for short-video platforms',
            head: ['Platform', 'Format', 'Tip'],
            rows: [
              ['TikTok', `${exportAdvice.aspect}, ${exportAdvice.resolution}`, `Keep it ${exportAdvice.maxLength}; put the best ramp in the first two seconds.`],
              ['Instagram Reels', `${exportAdvice.aspect}, ${exportAdvice.resolution}`, 'Keep text and faces away from the bottom fifth, where the caption sits.'],
              ['YouTube Shorts', `${exportAdvice.aspect}, ${exportAdvice.resolution}`, 'Loops count: end on a frame that flows back into the first one.'],
            ],
          },
        ],
      },
      {
        id: 'related',
        title: 'Related guides',
        blocks: [
          { type: 'links', links: [{ href: '/blog/audio-sync/', label: 'Audio sync and sound design' }, { href: '/blog/blur-effects/', label: 'Blur effects' }, { href: '/blog/trending-templates/', label: 'Trending templates' }, { href: '/effects-library/', label: 'Effects library' }] },
        ],
      },
    ],
  },
};
