/** /blog/trending-templates/: template stats, the four trending types, finding, using and fitting templates to each platform. */
import type { IconName } from '../../components/icon-names.ts';
import { exportAdvice, templateStats } from '../../facts.ts';
import type { CardItem, Tone } from './types.ts';
import type { Article } from './types.ts';

type Viral = 'Extremely High' | 'Very High' | 'High' | 'Medium-High';

/** Badge colour of a viral-potential level: red, orange, yellow, green otherwise. */
export const viralTone = (level: string): Tone =>
  level === 'Extremely High' ? 'red' : level === 'Very High' ? 'orange' : level === 'High' ? 'yellow' : 'green';

const types: readonly { icon: IconName; title: string; text: string; bestFor: string[]; viral: Viral }[] = [
  { icon: 'camera', title: 'Beat-sync photo slideshow', text: 'Photos or short clips that change on every beat of a trending sound, often with a zoom or flash on each cut.', bestFor: ['Trips and events', 'Monthly recaps', 'Friends and family'], viral: 'Extremely High' },
  { icon: 'zap', title: 'Velocity and slow-motion edits', text: 'Speed ramps timed to the music, built in for you: drop in a clip with movement and the template does the curve.', bestFor: ['Sport and dance', 'Cars', 'Outfit reveals'], viral: 'Very High' },
  { icon: 'refresh-cw', title: 'Before and after', text: 'A split or a wipe that shows a change: a room, a haircut, a recipe, a fitness journey, an edit itself.', bestFor: ['Transformations', 'DIY and makeovers', 'Small businesses'], viral: 'High' },
  { icon: 'sunrise', title: 'Aesthetic vlog', text: 'Soft colour, gentle transitions and lower-case captions over everyday moments.', bestFor: ['Day-in-my-life', 'Travel', 'Cafés and food'], viral: 'Medium-High' },
];

const typeCards: CardItem[] = types.map((type, index) => ({
  icon: type.icon,
  title: type.title,
  text: type.text,
  items: [`Best for: ${type.bestFor.join(', ')}`],
  badges: [{ label: `Viral potential: ${type.viral}`, tone: viralTone(type.viral) }],
  meter: { label: 'Popularity', value: templateStats.typePopularity.value[index]! },
}));

export const trendingTemplates: Article = {
  slug: 'trending-templates',
  path: '/blog/trending-templates/',
  title: 'Trending CapCut Templates and How to Use Them',
  heading: 'Trending CapCut Templates and How to Use Them',
  description: 'Which template styles are trending, how to find and customize them, and how to fit them to TikTok, Reels and Shorts.',
  lead: 'Templates let you drop your own clips into an edit someone else has already timed to a trending sound. Used well, they save hours; used as they are, they look like everyone else. Here is how to pick them and make them yours.',
  icon: 'flame',
  category: 'Templates',
  tags: ['trending CapCut templates', 'CapCut template', 'viral templates', 'TikTok templates'],
  published: '2025-07-28',
  modified: '2025-08-05',
  content: {
    kind: 'sections',
    sections: [
      {
        id: 'stats',
        title: 'Templates by the numbers',
        blocks: [
          {
            type: 'stats',
            stats: [
              { value: templateStats.videosCreated.value, label: 'videos created with templates' },
              { value: templateStats.engagementLift.value, label: 'engagement compared with non-template posts' },
              { value: templateStats.goViralShare.value, label: 'go-viral rate reported for trending templates' },
              { value: templateStats.newPerWeek.value, label: 'new templates every week' },
            ],
          },
          { type: 'p', text: `Figures as reported by the ${templateStats.videosCreated.source}, read ${templateStats.videosCreated.asOf}. They describe the template feed as a whole; your own results depend on your footage, your audience and timing.` },
        ],
      },
      { id: 'types', title: 'Four template types trending now', blocks: [{ type: 'cards', cards: typeCards }] },
      {
        id: 'find-and-use',
        title: 'How to find and use a template',
        blocks: [
          {
            type: 'ol',
            items: [
              '**Open the Templates tab** at the bottom of the CapCut app and browse the feed, or search for a sound, a trend name or a style ("slideshow", "velocity").',
              '**From TikTok**, tap the CapCut template link above the caption of a video that uses one; it opens the same template in CapCut.',
              '**Check the clip count and length** shown on the template before choosing it, so you know how many photos or clips to prepare.',
              '**Tap Use template**, select your media in order and let CapCut fill the slots.',
              '**Edit the details**: swap clips, change the crop of each slot and rewrite the text.',
              '**Export** and post. Where the platform shows it, keep the template link: viewers can use it too, which helps the trend and your post.',
            ],
          },
        ],
      },
      {
        id: 'categories',
        title: 'Template categories',
        blocks: [
          {
            type: 'ul',
            items: [
              '**Trending**: the sounds and formats of this week. Short-lived, so use them early.',
              '**Music and lyrics**: beat-synced cuts and animated lyrics.',
              '**Lifestyle and vlog**: everyday moments, travel, food.',
              '**Effects**: glitch, 3D zoom, slow motion and colour looks.',
              '**Business**: product showcases, offers and before-and-after reveals.',
              '**Memes and humour**: reaction formats and captions with a punchline.',
            ],
          },
        ],
      },
      {
        id: 'customize',
        title: 'Customization tips',
        blocks: [
          {
            type: 'ul',
            items: [
              '**Shoot for the slots.** A template with 0.3-second slots needs clips with action in the first frames; a still face will just flicker.',
              '**Reframe every slot.** Move and scale each clip so the subject sits in the middle third, where the template\'s effects are centred.',
              '**Rewrite the text.** Copy-paste captions are what makes a template video look generic.',
              '**Open it in the editor** when the template allows it, to adjust color, add a sound effect or extend the ending.',
              '**Match the look** across your clips before filling a template: the same filter or exposure on every photo keeps the fast cuts from feeling messy.',
            ],
          },
        ],
      },
      {
        id: 'platforms',
        title: 'Platform guide: TikTok, Reels and Shorts',
        blocks: [
          {
            type: 'table',
            caption: 'Using templates on each short-video platform',
            head: ['Platform', 'Format', 'What works'],
            rows: [
              ['TikTok', `${exportAdvice.aspect}, ${exportAdvice.resolution}`, `Use the template with its original sound; post while the sound is rising. Keep it ${exportAdvice.maxLength}.`],
              ['Instagram Reels', `${exportAdvice.aspect}, ${exportAdvice.resolution}`, 'Pick a cover frame with text; keep text out of the bottom fifth, where the caption and buttons sit.'],
              ['YouTube Shorts', `${exportAdvice.aspect}, ${exportAdvice.resolution}`, 'Make the last frame lead back into the first so the Short loops cleanly.'],
            ],
          },
          { type: 'p', text: 'More on TikTok in [the TikTok templates guide](/tiktok-templates/), and the ranked list in [the top templates of 2025](/top-templates-2025/).' },
        ],
      },
      {
        id: 'related',
        title: 'Related guides',
        blocks: [{ type: 'links', links: [{ href: '/top-templates-2025/', label: 'Top templates 2025' }, { href: '/tiktok-templates/', label: 'TikTok templates' }, { href: '/blog/velocity-edit/', label: 'Velocity edit' }, { href: '/blog/audio-sync/', label: 'Audio sync' }] }],
      },
    ],
  },
};
