/** The five alternative editors of /alternatives. */
import type { IconName } from '../../icon-names.ts';
import { competitors, premiereRushStatus, type Fact } from '../../facts.ts';
import type { EditorKey } from '../../content-types.ts';

/** The type filter's categories, in the order of the chips. */
export const editorCategories = ['Mobile Editor', 'Professional Mobile', 'Cross-platform', 'Animation Editor'] as const;
export type EditorCategory = (typeof editorCategories)[number];

export interface AlternativeEditor {
  readonly key: EditorKey;
  readonly name: string;
  readonly rating: Fact<number>;
  readonly category: EditorCategory;
  readonly pricing: string;
  readonly pros: readonly string[];
  readonly cons: readonly string[];
  readonly bestFor: string;
  /** Whether a free version exists (with or without limits, see pricing). */
  readonly free: boolean;
  /** Decorative; the name beside it is the text. */
  readonly icon: IconName;
  /** The canonical path of its "CapCut vs" page. */
  readonly detailLink: string;
  /** Set when its maker has discontinued it: where that was read, and when. */
  readonly discontinued?: Fact<unknown>;
}

const { inshot, vnEditor, premiereRush, alightMotion, kinemaster } = competitors;

export const alternativeEditors: readonly AlternativeEditor[] = [
  {
    key: 'inshot',
    name: 'InShot',
    rating: inshot.rating,
    category: 'Mobile Editor',
    pricing: `Free with a watermark and ads; InShot Pro from ${inshot.monthly.value} a month`,
    pros: ['Very quick to learn', 'Photo editor and collage maker built in', 'Handy canvas and background presets for every social format'],
    cons: ['Watermark on free exports', 'Smaller effects and template library', 'Phones and tablets only'],
    bestFor: 'Quick social posts, photo slideshows and beginners',
    free: true,
    icon: 'smartphone',
    detailLink: '/alternatives/inshot/',
  },
  {
    key: 'vnEditor',
    name: 'VN Editor',
    rating: vnEditor.rating,
    category: 'Professional Mobile',
    pricing: 'Core editor free, no watermark',
    pros: ['No watermark on free exports', 'Precise multi-track timeline with keyframes', 'Speed curves and colour tools'],
    cons: ['Fewer templates and trend effects', 'Few AI tools', 'Smaller tutorial community'],
    bestFor: 'Vloggers who want manual control without paying',
    free: true,
    icon: 'film',
    detailLink: '/alternatives/vn-editor/',
  },
  {
    key: 'premiereRush',
    name: 'Premiere Rush',
    rating: premiereRush.rating,
    category: 'Cross-platform',
    pricing: `No longer sold: Adobe discontinued it and removed it from the app stores on ${premiereRushStatus.value.removedFromStores} (it was ${premiereRush.monthly.value} a month)`,
    pros: ['Projects synced through Adobe cloud storage', 'Opened in Premiere Pro for finishing', 'Same app on phone, tablet and computer'],
    cons: ['Discontinued: no longer sold, updated or supported', 'Cost more than the others', 'Small template choice'],
    bestFor: 'No one new: Adobe has discontinued it',
    free: false,
    icon: 'clapperboard',
    detailLink: '/alternatives/premiere-rush/',
    discontinued: premiereRushStatus,
  },
  {
    key: 'alightMotion',
    name: 'Alight Motion',
    rating: alightMotion.rating,
    category: 'Animation Editor',
    pricing: `Free with a watermark; Alight Motion Pro ${alightMotion.monthly.value} a month`,
    pros: ['Keyframes on almost every property', 'Vector shapes and motion graphics', 'Blending modes and layered effects'],
    cons: ['Watermark on free exports', 'Steep learning curve', 'Few ready-made templates in the app'],
    bestFor: 'Motion graphics, animated text and edits with smooth motion',
    free: true,
    icon: 'sparkles',
    detailLink: '/alternatives/alight-motion/',
  },
  {
    key: 'kinemaster',
    name: 'KineMaster',
    rating: kinemaster.rating,
    category: 'Professional Mobile',
    pricing: `Free with a watermark; KineMaster Premium ${kinemaster.monthly.value} a month (${kinemaster.yearly.value} a year)`,
    pros: ['Multi-layer editing with chroma key', 'Blending modes and an asset store', 'Mature, stable app for longer videos'],
    cons: ['Watermark on free exports', 'Many assets need Premium', 'Busier interface than CapCut'],
    bestFor: 'YouTube videos and layered mobile projects',
    free: true,
    icon: 'video',
    detailLink: '/alternatives/kinemaster/',
  },
];
