/** /complete-guide/: one route through every guide, in order: install, basics, effects, color, audio, templates, growth. */
import { exportAdvice } from '../../facts.ts';
import type { Article, CardItem } from './types.ts';

/** A card for another guide: its title, icon and link come from that guide's record. */
const guide = (article: string, text: string): CardItem => ({ article, text });

export const completeGuide: Article = {
  slug: 'complete-guide',
  path: '/complete-guide/',
  title: 'Complete CapCut Guide: Install to Growth',
  heading: 'The Complete CapCut Guide: From Install to Growth',
  description: 'One route through every guide on this site, in order: install, learn the basics, add effects, grade color, mix audio, use templates and grow.',
  lead: 'Everything on this site, in the order that makes sense: get the app, learn the basics, add effects, grade color, mix sound, use templates, then grow an audience. Read it top to bottom, or jump to the chapter you need.',
  icon: 'book-open',
  category: 'Tutorial',
  tags: ['complete CapCut guide', 'learn CapCut', 'CapCut course', 'CapCut step by step'],
  published: '2025-08-04',
  modified: '2026-11-23',
  content: {
    kind: 'sections',
    sections: [
      {
        id: 'install',
        title: 'Chapter 1: Install CapCut',
        blocks: [
          { type: 'p', text: 'Start with the official app for your device. The installation guide covers Android, iPhone, Windows, Mac and the web editor, and fixes the usual install problems.' },
          { type: 'cards', cards: [guide('installation-guide', 'Official channels for every device, requirements and fixes.'), { icon: 'download', title: 'Download CapCut', text: 'The official channel for every device in one place.', href: '/download/' }] },
        ],
      },
      {
        id: 'basics',
        title: 'Chapter 2: Learn the basics',
        blocks: [
          { type: 'p', text: 'Make one complete video before learning anything fancy: trim, split, music, text, export. Then speed up with shortcuts and quick tips.' },
          { type: 'cards', cards: [guide('beginner-guide', 'Your first video in six steps, then a three-level learning path.'), guide('keyboard-shortcuts', 'The desktop shortcuts that save the most time.'), { icon: 'lightbulb', title: 'Quick tips', text: 'Workflow, performance and creative hacks in minutes.', href: '/quick-tips/' }, { icon: 'circle-play', title: 'Video tutorials', text: 'The basics, effects, color, audio and text, each with its written guide and a search for video lessons.', href: '/video-tutorials/' }] },
        ],
      },
      {
        id: 'effects',
        title: 'Chapter 3: Effects and motion',
        blocks: [
          { type: 'p', text: `Effects are seasoning: ${exportAdvice.maxEffects} per video, each with a reason. Learn speed ramps first, they change how an edit feels more than any filter, then blur for focus and privacy.` },
          { type: 'cards', cards: [guide('velocity-edit', 'Speed curves timed to the beat.'), guide('blur-effects', 'Every kind of blur, masks and keyframes.'), { icon: 'sparkles', title: 'Effects library', text: 'Transitions, filters, effects, text and audio effects, searchable.', href: '/effects-library/' }] },
        ],
      },
      {
        id: 'color',
        title: 'Chapter 4: Color',
        blocks: [
          { type: 'p', text: 'Correct every clip so it looks natural, then put one look over the whole video. Consistent color is what makes phone footage feel produced.' },
          { type: 'cards', cards: [guide('color-grading', 'White balance, exposure, HSL, curves, LUTs and matching shots.')] },
        ],
      },
      {
        id: 'audio',
        title: 'Chapter 5: Audio',
        blocks: [
          { type: 'p', text: 'Cut on the beat, keep the voice clear over the music, and use sound effects sparingly. Viewers leave bad sound faster than a soft image.' },
          { type: 'cards', cards: [guide('audio-sync', 'Beat cuts, a clean voice and a balanced mix.')] },
        ],
      },
      {
        id: 'templates',
        title: 'Chapter 6: Templates',
        blocks: [
          { type: 'p', text: 'Templates give you a trend\'s timing in seconds. Learn what is trending, the proven favourites, and how to fit them to TikTok.' },
          { type: 'cards', cards: [guide('trending-templates', 'Four template types and how to make them yours.'), guide('top-templates-2025', 'Ten template styles of 2025, in our editors’ order.'), guide('tiktok-templates', 'Templates, a weekly plan and metrics for TikTok.')] },
        ],
      },
      {
        id: 'growth',
        title: 'Chapter 7: Grow',
        blocks: [
          { type: 'p', text: 'Post consistently and read your numbers. For short videos, these are healthy signs that a format works for your audience:' },
          {
            type: 'stats',
            stats: [
              { value: exportAdvice.completionRate, label: 'completion rate (viewers who watch to the end)' },
              { value: exportAdvice.likeRate, label: 'like rate (likes per view)' },
              { value: exportAdvice.shareRate, label: 'share rate (shares per view)' },
            ],
          },
          { type: 'p', text: 'When a video beats these, make another in the same format; when it misses, change the first three seconds before anything else. When the free app is not enough, compare your options honestly.' },
          { type: 'cards', cards: [guide('capcut-vs-pro', 'What the official subscription adds, and who needs it.'), guide('capcut-vs-vn', 'Two free editors scored side by side.'), { icon: 'arrow-left-right', title: 'CapCut alternatives', text: 'Five other editors compared, with who each is best for.', href: '/alternatives/' }] },
        ],
      },
    ],
  },
};
