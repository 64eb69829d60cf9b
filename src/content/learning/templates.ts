/**
 * The ten ranked template styles of src/content/articles/top-templates-2025.mdx (whose body places
 * <TopTemplates />), each with its reach from src/facts.ts, and the words around them in English:
 * the shape of their translations (templates.es.ts).
 */
import { factAt } from '../../facts-by-name.ts';
import type { FactText } from '../comparisons/types.ts';
import type { Level } from './levels.ts';

export interface TemplateCard {
  readonly rank: number;
  /**
   * The style's name as CapCut's template gallery shows it, which a reader searches in the app: a
   * proper name, the same in every language (a translation adds a gloss), and the key of its reach
   * in src/facts.ts (templateReach).
   */
  readonly name: string;
  /** On a translated page: what the name means, in the page's language, shown beside it. */
  readonly gloss?: string;
  readonly category: string;
  readonly difficulty: Extract<Level, 'Easy' | 'Medium' | 'Advanced'>;
  /** Length of a video made with it, e.g. "15-30s". */
  readonly duration: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly bestFor: readonly string[];
  readonly trending: boolean;
  /** Needs the official Pro subscription. */
  readonly premium: boolean;
  /** The preview clip in public/videos/, without extension. */
  readonly video: string;
}

export const categoryLabels: Readonly<Record<string, string>> = {
  music: 'Music',
  lifestyle: 'Lifestyle',
  effects: 'Effects',
  text: 'Text',
  slideshow: 'Slideshow',
};

/** Views and likes of videos made in a style (by its English name), as the page's language writes them (`fact`: useFactText, or the figures as written). */
export const reachOf = (name: string, fact: FactText = (path) => String(factAt(path))): { readonly views: string; readonly likes?: string } => {
  const at = `templateReach.${name}`;
  if (factAt(`${at}.views`) === undefined) throw new Error(`src/facts.ts: templateReach records no views for the template style "${name}"`);
  return { views: fact(`${at}.views`), ...(factAt(`${at}.likes`) !== undefined && { likes: fact(`${at}.likes`) }) };
};

export const topTemplates: readonly TemplateCard[] = [
  {
    rank: 1,
    name: 'Beat Drop Velocity',
    category: 'effects',
    difficulty: 'Medium',
    duration: '15-30s',
    description: 'Speed ramps that slam into slow motion on every beat drop, with flash frames on the hits.',
    tags: ['velocity', 'beat sync', 'flash'],
    bestFor: ['Dance clips', 'Sports highlights', 'Car videos'],
    trending: true,
    premium: false,
    video: '/videos/velocity',
  },
  {
    rank: 2,
    name: 'Lyric Sync Music Video',
    category: 'music',
    difficulty: 'Easy',
    duration: '10-20s',
    description: 'Animated lyrics appear word by word in time with the song over your clips.',
    tags: ['lyrics', 'text', 'music'],
    bestFor: ['Song covers', 'Mood edits', 'Fan edits'],
    trending: true,
    premium: false,
    video: '/videos/text-reveal',
  },
  {
    rank: 3,
    name: 'Glitch Transition Pack',
    category: 'effects',
    difficulty: 'Medium',
    duration: '8-15s',
    description: 'RGB splits and digital glitches between clips for a fast, high-energy reveal.',
    tags: ['glitch', 'transition', 'rgb'],
    bestFor: ['Outfit changes', 'Gaming clips', 'Before and after'],
    trending: true,
    premium: true,
    video: '/videos/glitch',
  },
  {
    rank: 4,
    name: 'Day in My Life',
    category: 'lifestyle',
    difficulty: 'Easy',
    duration: '30-60s',
    description: 'Soft colour, time stamps and gentle cuts that turn everyday clips into a vlog.',
    tags: ['vlog', 'aesthetic', 'daily'],
    bestFor: ['Vlogs', 'Study with me', 'Routines'],
    trending: true,
    premium: false,
    video: '/videos/lifestyle',
  },
  {
    rank: 5,
    name: '3D Zoom Photo Slideshow',
    category: 'slideshow',
    difficulty: 'Easy',
    duration: '10-20s',
    description: 'Still photos get depth and a slow 3D zoom, cut to the music.',
    tags: ['photos', '3D zoom', 'memories'],
    bestFor: ['Trips', 'Birthdays', 'Year recaps'],
    trending: false,
    premium: false,
    video: '/videos/slideshow',
  },
  {
    rank: 6,
    name: 'Beat Sync Flash Montage',
    category: 'music',
    difficulty: 'Easy',
    duration: '10-15s',
    description: 'One photo or clip per beat with a white flash, for quick montages.',
    tags: ['beat sync', 'montage', 'flash'],
    bestFor: ['Friend groups', 'Events', 'Recaps'],
    trending: true,
    premium: false,
    video: '/videos/beat-sync',
  },
  {
    rank: 7,
    name: 'Shake and Zoom Impact',
    category: 'effects',
    difficulty: 'Advanced',
    duration: '8-12s',
    description: 'Camera shake, zoom punches and motion blur on impact moments.',
    tags: ['shake', 'zoom', 'impact'],
    bestFor: ['Skate and BMX', 'Gym clips', 'Action shots'],
    trending: false,
    premium: true,
    video: '/videos/velocity',
  },
  {
    rank: 8,
    name: 'Outfit Check Transition',
    category: 'lifestyle',
    difficulty: 'Easy',
    duration: '8-15s',
    description: 'A cut on a jump or a hand cover switches outfits in one smooth beat.',
    tags: ['fashion', 'transition', 'outfit'],
    bestFor: ['Fashion', 'Get ready with me', 'Try-ons'],
    trending: false,
    premium: false,
    video: '/videos/glitch',
  },
  {
    rank: 9,
    name: 'Kinetic Typography Intro',
    category: 'text',
    difficulty: 'Advanced',
    duration: '5-10s',
    description: 'Bold words slide, scale and stack in time with the music to open a video.',
    tags: ['typography', 'intro', 'text'],
    bestFor: ['Channel intros', 'Announcements', 'Quotes'],
    trending: false,
    premium: true,
    video: '/videos/text-reveal',
  },
  {
    rank: 10,
    name: 'Cinematic Film Look',
    category: 'effects',
    difficulty: 'Medium',
    duration: '15-30s',
    description: 'Letterbox bars, a film grade and grain for a movie-trailer feel.',
    tags: ['cinematic', 'film', 'grade'],
    bestFor: ['Travel', 'Short films', 'Nature'],
    trending: false,
    premium: false,
    video: '/videos/slideshow',
  },
];

/** A ranked style as its card shows it: in the page's language, with its reach. */
export type RankedTemplate = TemplateCard & { readonly views: string; readonly likes?: string };

/** What /top-templates-2025/ lays out, in the article's language. */
export interface RankingData {
  readonly templates: readonly RankedTemplate[];
  /** The chips' and badges' name of each category. */
  readonly categories: Readonly<Record<string, string>>;
}

/**
 * What a translation says of a ranked style (its name, rank, category, level, flags and clip are the
 * style's own: the name is the gallery's, which the reader searches in the app, so a translation
 * glosses it and never renames it).
 */
export interface TemplateWords {
  /** What the gallery's name means, in the language. */
  readonly gloss: string;
  readonly description: string;
  readonly duration: string;
  readonly tags: readonly string[];
  readonly bestFor: readonly string[];
}

/** The ranking in a language: each style's words by its English name, each with its reach through `fact`. */
export const rankedTemplates = (words: Readonly<Record<string, TemplateWords>>, fact?: FactText): RankedTemplate[] =>
  topTemplates.map((template) => {
    const own = words[template.name];
    if (!own) throw new Error(`A translation of /top-templates-2025/ has no words for the template style "${template.name}"`);
    return { ...template, ...own, ...reachOf(template.name, fact) };
  });

/** The page's words around the ranking, in English: the sections under the header. */
export const topTemplatesWords = {
  ranking: 'The ranking',
  note: 'View and like counts are approximate totals for videos made in each style. Previews are abstract clips showing each style’s pace, not the templates themselves. Templates marked Pro need the official Pro subscription.',
  using: 'How to use a template',
  steps: ['Open CapCut, tap Templates and search the style’s name.', 'Tap Use template, choose your clips in order, then edit the text.'] as readonly string[],
  /** The last step, around its link to the TikTok guide. */
  exportStep: { before: 'Export in your platform’s size; the ', link: 'TikTok templates guide', after: ' covers settings and timing.' },
  /** A sentence around two links. */
  more: { before: 'More ideas: ', trending: 'trending templates and how to use them', between: ' and the ', effects: 'effects library', after: '.' },
};

export type TopTemplatesWords = typeof topTemplatesWords;

/** The ranking and its words in a language: the data made with the language's figures (`fact`, useFactText). */
export interface TopTemplatesCopy {
  readonly data: (fact: FactText) => RankingData;
  readonly words: TopTemplatesWords;
}

/** The English quotes the facts as they are written. */
export const topTemplatesCopy: TopTemplatesCopy = {
  data: () => ({ templates: topTemplates.map((template) => ({ ...template, ...reachOf(template.name) })), categories: categoryLabels }),
  words: topTemplatesWords,
};
