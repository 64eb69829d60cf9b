/**
 * The Open Graph card of one page: a 1200x630 PNG with the site's name, the page's section and
 * Lucide icon, and its title. takumi (native, no browser) lays the card out and draws it, with the
 * fonts registered once, and encodes the PNG itself: a palette PNG, lossless, when the card has 256
 * colours or fewer, as the flat cards without a cover picture do. @takumi-rs/helpers turns the JSX
 * into takumi's nodes.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { MeasuredNode, Renderer } from '@takumi-rs/core';
import type { ReactElement } from 'react';
import writeFileAtomic from 'write-file-atomic';
import { siteName, siteTagline } from '../../src/site.ts';
import { codeDigests } from '../keys/code-digest.ts';

export const CARD_SIZE = { width: 1200, height: 630 } as const;

export interface CardContent {
  title: string;
  section: string;
  /** A Lucide icon name, as in lucide-static's icons/<name>.svg. */
  icon: string;
  /** The line under the site's name, in the page's language (the site's own tagline when not given). */
  tagline?: string;
  /** The article's cover picture, drawn beside the title: its source file and the hash of its bytes (part of the card's key). */
  picture?: { readonly file: string; readonly hash: string };
}

/** The box the cover picture is fitted into, on the right of the card. */
const pictureBox = { width: 420, height: 360 } as const;

/**
 * The module that fits a cover picture into pictureBox (card-picture.ts, sharp), loaded by its path
 * and not imported: it is no part of this template's key, which every card's key takes, but of the
 * key of each card that shows a picture (pictureHash), so a bump of sharp redraws those cards alone.
 */
const pictureModule = join(import.meta.dirname, 'card-picture.ts');

export interface CardFont {
  readonly name: string;
  readonly weight: number;
  /** The font file's bytes. */
  readonly data: Buffer;
}

export interface CardFonts {
  fonts: readonly CardFont[];
  /** sha256 of the font files' bytes. */
  fontsHash: string;
  /** The digest of this template's code, everything it imports and the packages' versions, so that a change to any redraws every card. */
  templateHash: string;
  /** The digest of the code that fits a cover picture into the card (card-picture.ts, sharp's version with it): a change redraws the cards that show one. */
  pictureHash: string;
  /** The icons' SVG as lucide-static ships them, read once per name in a build: the pages of a section share one. */
  icons: Map<string, string>;
}

const require = createRequire(import.meta.url);

const colors = {
  accent: '#0a5fc2',
  accentDark: '#084c9c',
  white: '#ffffff',
  // White over the accent at 88% and 9%, written as the flat colours they make.
  sectionLabel: '#e2ecf8',
  watermark: '#206dc7',
};

const fontFamily = 'Inter';
const fallbackFamily = 'Inter Ext';

/** Inter's latin subset, and latin-ext under its own name for the glyphs latin lacks (takumi falls back per glyph along fontFamily). */
const defaultFontFiles = [400, 600, 700].flatMap((weight) => [
  { name: fontFamily, weight, file: `@fontsource/inter/files/inter-latin-${weight}-normal.woff2` },
  { name: fallbackFamily, weight, file: `@fontsource/inter/files/inter-latin-ext-${weight}-normal.woff2` },
]);

export type CardFontFile = (typeof defaultFontFiles)[number];

export async function loadCardFonts(files: readonly CardFontFile[] = defaultFontFiles): Promise<CardFonts> {
  const fonts = await Promise.all(files.map(async ({ name, weight, file }) => ({ name, weight, data: await readFile(require.resolve(file)) })));
  const fontsHash = createHash('sha256');
  for (const font of fonts) fontsHash.update(font.data);
  // The template's code and everything it imports (the site's name and tagline...), with the versions of the packages it imports (takumi): a card drawn by other code, or another takumi, is never taken as this one's.
  const templateFile = fileURLToPath(import.meta.url);
  const codes = await codeDigests(join(dirname(templateFile), '../..'), [templateFile, pictureModule]);
  return { fonts, fontsHash: fontsHash.digest('hex'), templateHash: codes.get(templateFile)!, pictureHash: codes.get(pictureModule)!, icons: new Map() };
}

/** takumi's renderer with the fonts registered, made by the first card drawn: a build whose cards are all cached never loads takumi. */
const renderers = new WeakMap<CardFonts, Promise<Renderer>>();

function rendererFor(fonts: CardFonts): Promise<Renderer> {
  let renderer = renderers.get(fonts);
  if (!renderer) {
    renderer = (async () => {
      const { Renderer } = await import('@takumi-rs/core');
      const made = new Renderer();
      for (const { name, weight, data } of fonts.fonts) await made.registerFont({ name, weight, style: 'normal', data });
      return made;
    })();
    renderers.set(fonts, renderer);
  }
  return renderer;
}

/** The icon's SVG as lucide-static ships it. */
function iconSource(name: string, iconSources: Map<string, string>): string {
  let svg = iconSources.get(name);
  if (svg === undefined) {
    if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Not a Lucide icon name: ${JSON.stringify(name)}`);
    svg = readFileSync(require.resolve(`lucide-static/icons/${name}.svg`), 'utf8').replace(/<!--[\s\S]*?-->\s*/, '');
    iconSources.set(name, svg);
  }
  return svg;
}

const svgDataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const iconDataUri = (svg: string, color: string) => svgDataUri(svg.replaceAll('currentColor', color));

/** The favicon's mark, inverted to white on the blue card. */
const logoDataUri = svgDataUri(
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${colors.white}"/><path d="M20 22h24v20H20z" fill="none" stroke="${colors.accent}" stroke-width="4" stroke-linejoin="round"/><path d="M29 27l8 5-8 5z" fill="${colors.accent}"/></svg>`,
);

export function cardKey(content: CardContent, fonts: CardFonts): string {
  return createHash('sha256')
    .update(JSON.stringify([content.title, content.section, content.icon, iconSource(content.icon, fonts.icons), content.picture?.hash ?? null, content.tagline ?? null]))
    .update(fonts.fontsHash)
    .update(fonts.templateHash)
    .update(content.picture ? fonts.pictureHash : '')
    .digest('hex');
}

/**
 * The title's size by its length. The card has room for maxLines lines at each step, and lineClamp
 * ends a title that needs more with an ellipsis, so no title can spill out of the card.
 */
const titleSteps = [
  { maxLength: 24, fontSize: 88, maxLines: 2 },
  { maxLength: 45, fontSize: 76, maxLines: 3 },
  { maxLength: 75, fontSize: 64, maxLines: 3 },
  { maxLength: 120, fontSize: 56, maxLines: 4 },
  { maxLength: Infinity, fontSize: 48, maxLines: 5 },
] as const;
const titleLineHeight = 1.12;

export function titleStep(title: string) {
  return titleSteps.find((step) => title.length <= step.maxLength)!;
}

export function cardElement({ title, section, icon, tagline = siteTagline }: CardContent, icons: Map<string, string>, picture?: { uri: string; width: number; height: number }): ReactElement {
  const { fontSize, maxLines } = titleStep(title);
  const iconSvg = iconSource(icon, icons);
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        backgroundColor: colors.accent,
        color: colors.white,
        fontFamily: `${fontFamily}, "${fallbackFamily}"`,
      }}
    >
      {picture ? (
        <img
          src={picture.uri}
          width={picture.width}
          height={picture.height}
          style={{ position: 'absolute', right: 60, top: 56 + (pictureBox.height + 64 - picture.height) / 2, borderRadius: 16 }}
        />
      ) : (
        <img src={iconDataUri(iconSvg, colors.watermark)} width={440} height={440} style={{ position: 'absolute', right: -60, top: 60 }} />
      )}
      {/* Positioned, so that they are drawn over the watermark, itself positioned. */}
      <div style={{ display: 'flex', alignItems: 'center', gap: 18, padding: '56px 80px 0', position: 'relative' }}>
        <img src={logoDataUri} width={56} height={56} />
        <div style={{ fontSize: 34, fontWeight: 700, letterSpacing: '-0.01em' }}>{siteName}</div>
      </div>
      <div
        style={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          padding: picture ? `0 ${pictureBox.width + 100}px 0 80px` : '0 80px',
          position: 'relative',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 14, marginBottom: 24 }}>
          <img src={iconDataUri(iconSvg, colors.white)} width={34} height={34} style={{ flexShrink: 0 }} />
          <div
            style={{
              fontSize: 28,
              fontWeight: 600,
              letterSpacing: '0.06em',
              textTransform: 'uppercase',
              color: colors.sectionLabel,
              // Not `normal` (1.21 for Inter), which sets the label a pixel lower beside its icon than the cards have always had it.
              lineHeight: 1.2,
              flexShrink: 1,
              lineClamp: 1,
            }}
          >
            {section}
          </div>
        </div>
        <div
          style={{
            fontSize,
            fontWeight: 700,
            lineHeight: titleLineHeight,
            letterSpacing: '-0.02em',
            lineClamp: maxLines,
          }}
        >
          {title}
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          height: 88,
          padding: '0 80px',
          backgroundColor: colors.accentDark,
          fontSize: 26,
          fontWeight: 400,
        }}
      >
        {tagline}
      </div>
    </div>
  );
}

/** The card as takumi's nodes, with its cover picture fitted in. */
async function cardNode(content: CardContent, fonts: CardFonts) {
  const { fromJsx } = await import('@takumi-rs/helpers/jsx');
  const fit = async (file: string) => ((await import(/* @vite-ignore */ pathToFileURL(pictureModule).href)) as typeof import('./card-picture.ts')).fitPicture(file, pictureBox);
  const picture = content.picture && (await fit(content.picture.file));
  return fromJsx(cardElement(content, fonts.icons, picture));
}

export async function renderCard(content: CardContent, fonts: CardFonts): Promise<Buffer> {
  const { node, css } = await cardNode(content, fonts);
  return (await rendererFor(fonts)).render(node, { ...CARD_SIZE, css, format: 'png' });
}

/** Where takumi lays out each box and line of text of the card, without drawing it. */
export async function cardLayout(content: CardContent, fonts: CardFonts): Promise<MeasuredNode> {
  const { node, css } = await cardNode(content, fonts);
  return (await rendererFor(fonts)).measure(node, { ...CARD_SIZE, css });
}

/** A card's file in the card cache, with its size in bytes. */
export interface CachedCard {
  readonly file: string;
  readonly bytes: number;
}

/** The folder of the card cache (`cacheDir`) that keeps the cards this template draws (keyed-folders.ts). */
export const cardFolder = (fonts: CardFonts, cacheDir: string): string => join(cacheDir, fonts.templateHash);

/** A card's file in the card cache, by its key (cardKey). */
const cacheFileOf = (key: string, fonts: CardFonts, cacheDir: string) => join(cardFolder(fonts, cacheDir), `${key}.png`);

/** The card's file in the card cache, by its key; undefined when it is not there. Looked at synchronously: a build looks at thousands. */
export function cardInCache(key: string, fonts: CardFonts, cacheDir: string): CachedCard | undefined {
  const file = cacheFileOf(key, fonts, cacheDir);
  const found = statSync(file, { throwIfNoEntry: false });
  return found && { file, bytes: found.size };
}

/** Draws the card into the card cache, under its key. */
export async function drawCard(content: CardContent, fonts: CardFonts, cacheDir: string, key = cardKey(content, fonts)): Promise<CachedCard> {
  const file = cacheFileOf(key, fonts, cacheDir);
  const png = await renderCard(content, fonts);
  await mkdir(dirname(file), { recursive: true });
  // Written aside and renamed, so that a build stopped mid-write leaves no truncated card to be taken as cached.
  await writeFileAtomic(file, png, { fsync: false });
  return { file, bytes: png.length };
}

/** The card's PNG, from the card cache or drawn into it. */
export async function cachedCard(content: CardContent, fonts: CardFonts, cacheDir: string): Promise<{ png: Buffer; cached: boolean }> {
  const key = cardKey(content, fonts);
  const found = cardInCache(key, fonts, cacheDir);
  const { file } = found ?? (await drawCard(content, fonts, cacheDir, key));
  return { png: await readFile(file), cached: found !== undefined };
}
