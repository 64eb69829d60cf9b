/**
 * The icon sprite: one SVG file with a <symbol> per name of src/icon-names.ts, drawn
 * from lucide-static's icon data, under a content-hashed name (assets/icons-1A2B3C4D.svg). Pages
 * reference it with <use href="…#name">, so no drawing is in the HTML or the JavaScript.
 * Stroke, fill and size are left to the stylesheet (`.icon`), which styles every icon alike.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { iconNames } from '../../src/icon-names.ts';
import { escapeMarkup } from '../../src/escape-markup.ts';
import { contentHash } from '../keys/content-hash.ts';

/** Lucide's description of one icon: its elements, each a tag name and attributes. */
export type IconNode = readonly (readonly [string, Readonly<Record<string, string>>])[];

export interface IconSprite {
  /** Path relative to the output folder. */
  readonly file: string;
  /** The path of the site the pages reference (src/components/Icon.tsx puts the base path in front). */
  readonly url: string;
  readonly svg: string;
}

const element = ([tag, attributes]: IconNode[number]): string =>
  `<${tag}${Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeMarkup(value)}"`)
    .join('')}/>`;

/** The sprite's markup: the notice the icons' licence asks every copy to carry, then one symbol per icon, in the order given. */
export function spriteMarkup(icons: ReadonlyMap<string, IconNode>, notice: string): string {
  const symbols = [...icons].map(([name, nodes]) => `<symbol id="${escapeMarkup(name)}" viewBox="0 0 24 24">${nodes.map(element).join('')}</symbol>`);
  // XML forbids "--" inside a comment, and a browser then drops the whole file: space out hyphen runs.
  return `<svg xmlns="http://www.w3.org/2000/svg"><!-- ${notice.replace(/-(?=-)/g, '- ')} -->${symbols.join('')}</svg>\n`;
}

/** The icons of `names` from Lucide's data; throws naming every icon it lacks. */
export function pickIcons(names: readonly string[], lucide: Readonly<Record<string, IconNode>>): Map<string, IconNode> {
  const missing = names.filter((name) => !Object.hasOwn(lucide, name));
  if (missing.length > 0) throw new Error(`lucide-static has no icon named ${missing.join(', ')}`);
  return new Map(names.map((name) => [name, lucide[name]!]));
}

/** The site's sprite, from the icons of src/icon-names.ts. */
export async function iconSprite(): Promise<IconSprite> {
  const require = createRequire(import.meta.url);
  const { version } = require('lucide-static/package.json') as { version: string };
  const read = (file: string) => readFile(require.resolve(`lucide-static/${file}`), 'utf8');
  const [data, licence] = await Promise.all([read('icon-nodes.json'), read('LICENSE')]);
  const notice = `Icons from Lucide (lucide-static ${version}, https://lucide.dev).\n\n${licence.trim()}`;
  const svg = spriteMarkup(pickIcons(iconNames, JSON.parse(data) as Record<string, IconNode>), notice);
  const file = `assets/icons-${contentHash(svg)}.svg`;
  return { file, url: `/${file}`, svg };
}
