/** /beginner-guide/: a three-level learning path, the first project in six steps, tools, transitions, export and mistakes. */
import { exportAdvice } from '../../facts.ts';
import type { Article, CardItem } from './types.ts';

interface LearningLevel {
  readonly level: string;
  readonly title: string;
  readonly minutes: number;
  readonly topics: readonly string[];
}

const levels: readonly LearningLevel[] = [
  { level: 'Basic', title: 'Your first edit', minutes: 10, topics: ['Create a project and import clips', 'Trim, split and reorder', 'Add music and text', 'Export'] },
  { level: 'Intermediate', title: 'Make it look finished', minutes: 15, topics: ['Transitions and animations', 'Filters and Adjust', 'Speed and freeze frames', 'Auto captions'] },
  { level: 'Advanced', title: 'Edit like a creator', minutes: 20, topics: ['Keyframes', 'Overlays and masks', 'Speed curves and beat sync', 'Color grading and sound design'] },
];

const levelCards: CardItem[] = levels.map(({ level, title, minutes, topics }) => ({
  title: `${level}: ${title}`,
  text: `About ${minutes} minutes of practice.`,
  badges: [{ label: level, tone: level === 'Basic' ? 'green' : level === 'Intermediate' ? 'yellow' : 'red' }],
  items: [...topics],
}));

export const beginnerGuide: Article = {
  slug: 'beginner-guide',
  path: '/beginner-guide/',
  title: 'CapCut for Beginners: Step-by-Step Guide',
  heading: 'CapCut for Beginners: A Complete Step-by-Step Guide',
  description: 'A three-level learning path in CapCut, from your first project to export settings for every platform, with the beginner mistakes to avoid.',
  lead: 'New to CapCut? This guide takes you from an empty screen to a finished, exported video, then shows what to learn next. No editing experience needed; the free app has everything used here.',
  icon: 'clapperboard',
  category: 'Tutorial',
  tags: ['CapCut beginner guide', 'how to use CapCut', 'CapCut tutorial for beginners'],
  published: '2025-06-12',
  modified: '2026-11-23',
  content: {
    kind: 'sections',
    howTo: {
      name: 'How to edit your first video in CapCut',
      description: 'Six steps from a new project to an exported video in CapCut, for complete beginners.',
      totalMinutes: 30,
      steps: [
        { name: 'Start a new project', text: 'Open CapCut and tap New project. Select the clips and photos you want in the order you want them, then tap Add.' },
        { name: 'Trim and split', text: 'Tap a clip on the timeline and drag its white edges to trim it. Move the playhead to a point and tap Split to cut the clip in two; delete the parts you do not need.' },
        { name: 'Arrange the story', text: 'Press and hold a clip to drag it to a new position. Put your strongest moment first: viewers decide in the first seconds.' },
        { name: 'Add music and text', text: 'Tap Audio to add music or sounds, and Text to add a title or captions. Auto captions writes subtitles from the speech in your video.' },
        { name: 'Add transitions and a filter', text: 'Tap the small square between two clips to choose a transition, and Filters to give every clip the same look at a gentle intensity.' },
        { name: 'Export', text: 'Tap the resolution label at the top to choose resolution and frame rate, then tap Export. The video is saved to your device and ready to share.' },
      ],
    },
    sections: [
      { id: 'learning-path', title: 'Your learning path', blocks: [{ type: 'p', text: 'Three levels, each building on the last. Do them in order, one sitting each.' }, { type: 'cards', cards: levelCards }] },
      { id: 'first-video', title: 'Your first video in six steps', blocks: [{ type: 'howto' }] },
      {
        id: 'tools',
        title: 'The editing tools you will use most',
        blocks: [
          {
            type: 'cards',
            cards: [
              { icon: 'scissors', title: 'Split', text: 'Cuts a clip at the playhead. The most used tool in any edit.' },
              { icon: 'fast-forward', title: 'Speed', text: 'Normal speed changes a whole clip; Curve ramps speed up and down inside it.' },
              { icon: 'type', title: 'Text', text: 'Titles, captions, text templates and auto captions, with fonts, styles and animations.' },
              { icon: 'eighth-notes', title: 'Audio', text: 'Music, sound effects, voiceover and volume, with fades and beat markers.' },
              { icon: 'palette', title: 'Filters and Adjust', text: 'Preset looks, and sliders for brightness, contrast, saturation and temperature.' },
              { icon: 'ratio', title: 'Ratio and Canvas', text: 'Set the frame to 9:16, 16:9, 1:1 or 4:5, and fill empty space with a color or blur.' },
              { icon: 'diamond', title: 'Keyframes', text: 'Mark a value at two moments (size, position, volume) and CapCut animates between them.' },
              { icon: 'layers', title: 'Overlay', text: 'Places a clip or picture on top of another: picture-in-picture, reactions, masks.' },
            ],
          },
        ],
      },
      {
        id: 'transitions',
        title: 'Transitions without overdoing it',
        blocks: [
          { type: 'p', text: `A transition should last ${exportAdvice.transitionLength}: short for energetic edits, longer for calm ones. Most cuts need no transition at all; save them for a change of place, time or mood.` },
          { type: 'ul', items: ['**Mix (dissolve)**: calm, for the passing of time.', '**Slide and wipe**: energetic, for lists and before-and-after.', '**Zoom**: punchy, on a beat or a reveal.', '**Blur**: soft, between two shots of the same scene.', '**Glitch**: for tech, gaming and high-energy edits; use sparingly.'] },
        ],
      },
      {
        id: 'export',
        title: 'Export settings by platform',
        blocks: [
          {
            type: 'table',
            caption: 'Recommended export settings',
            head: ['Platform', 'Ratio and resolution', 'Frame rate', 'Notes'],
            rows: [
              ['TikTok', `${exportAdvice.aspect}, ${exportAdvice.resolution}`, '30 fps (60 for fast motion)', `Keep it ${exportAdvice.maxLength} while you find your audience.`],
              ['Instagram Reels', `${exportAdvice.aspect}, ${exportAdvice.resolution}`, '30 fps', 'Keep text away from the bottom fifth of the frame.'],
              ['YouTube Shorts', `${exportAdvice.aspect}, ${exportAdvice.resolution}`, '30 or 60 fps', 'Make the end flow into the start so it loops.'],
              ['YouTube', '16:9, 1920x1080 or 4K', 'Match your footage', 'Export at the highest resolution you shot.'],
            ],
          },
          { type: 'p', text: `On mobile data, a file under ${exportAdvice.maxFileSize} uploads quickly; lower the bitrate (code rate) rather than the resolution if you need a smaller file.` },
        ],
      },
      {
        id: 'mistakes',
        title: 'Beginner mistakes to avoid',
        blocks: [
          { type: 'ul', items: ['**A slow start.** Cut the first seconds until something happens right away.', `**Too many effects.** ${exportAdvice.maxEffects} per video is plenty.`, '**Music drowning the voice.** Lower the music until every word is clear on a phone speaker.', '**Wrong ratio.** Choose 9:16 before you start editing for TikTok, Reels and Shorts, not at the end.', '**Exporting at 720p** to save time. Export at 1080p; the platform compresses anyway.'] },
        ],
      },
      {
        id: 'next-steps',
        title: 'Next steps',
        blocks: [
          {
            type: 'cards',
            cards: [
              { icon: 'sparkles', title: 'Effects library', text: 'Browse effects, transitions and filters with tips on when to use each.', href: '/effects-library/' },
              { icon: 'circle-play', title: 'Video tutorials', text: 'Each technique of this guide with its written guide and a search for video lessons.', href: '/video-tutorials/' },
              { icon: 'book-open', title: 'Complete guide', text: 'Every guide on the site in the order to read them.', href: '/complete-guide/' },
              { icon: 'lightbulb', title: 'Quick tips', text: 'Short tips and shortcuts that save time on every edit.', href: '/quick-tips/' },
              { icon: 'download', title: 'Download CapCut', text: 'Get the app from its official channel for your device.', href: '/download/' },
            ],
          },
        ],
      },
      {
        id: 'continue-learning',
        title: 'Continue learning',
        blocks: [{ type: 'links', links: [{ href: '/tiktok-templates/', label: 'TikTok templates' }, { href: '/blog/velocity-edit/', label: 'Velocity edit' }, { href: '/effects-library/', label: 'Effects library' }] }],
      },
    ],
  },
};
