/**
 * What `npm run dev` answers for a path of the site, from the site value in the content store
 * (tools/content/content-store.ts): a page rendered on request by the build's own renderer
 * (tools/render/render.tsx), with the dev server's scripts and stylesheet (dev-vite.ts) in place of
 * the built files; an alias or a path without its trailing slash redirected by the rules the built
 * site's serve.json is written from (host-files.ts serveConfig); an unknown path the not-found page
 * of its language; the sitemap, feeds and robots.txt made when asked for; a social card or a
 * picture made when first asked for, from the build's cache and into it.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import type { PageModule } from '../../src/head/page-module.ts';
import type { PageCard } from '../../src/head/head-tags.ts';
import { siteLocales } from '../../src/i18n/locales.ts';
import { notFoundRoutes } from '../../src/manifest/not-found.ts';
import type { RouteRecord } from '../../src/routing/route-types.ts';
import type { Site } from '../../src/site-context.tsx';
import { stripBase } from '../../src/site-address.ts';
import { pageCard } from '../cards/page-cards.ts';
import { cachedCard, loadCardFonts, type CardContent, type CardFonts } from '../cards/social-card.tsx';
import { iconSprite } from '../assets/icon-sprite.ts';
import { cachedImage } from '../pictures/image-files.ts';
import type { ImageFile } from '../pictures/image-variants.ts';
import { modulesIn, type LoadedModules } from '../render/page-modules.ts';
import { pageRenderer, sitePages, type PageRenderer, type SitePage } from '../render/render.tsx';
import { serveConfig } from '../site-files/host-files.ts';
import { siteFiles } from '../site-files/site-files.ts';
import { searchFile } from './dev-search.ts';
import type { DevState } from './dev-state.ts';
import { devFiles } from './dev-vite.ts';

/**
 * The site as one request sees it, taken under the server's lock: its value, the generation of the
 * code, and a version naming both with the content's generation (a saved body changes that alone).
 */
export interface Snapshot {
  readonly site: Site;
  readonly code: number;
  readonly version: string;
}

/** The site as it is now. */
export const snapshotOf = (state: DevState): Snapshot => ({ site: state.content.content!.site, code: state.code, version: `${state.content.generation}:${state.code}` });

let sprite: ReturnType<typeof iconSprite> | undefined;
/** The icon sprite, made once per code: the site's settings name its file. */
export const devSprite = (): ReturnType<typeof iconSprite> => (sprite ??= iconSprite());

/** What the server sends for a request. */
export interface Answer {
  readonly status: number;
  readonly type?: string;
  readonly body?: string | Uint8Array;
  /** Where a redirect leads. */
  readonly location?: string;
  /** The page's path when the answer is a page: what dev-server.ts compares after a change to tell an open page to reload. */
  readonly page?: string;
  /** What a page's render threw. */
  readonly error?: unknown;
}

const locales = () => siteLocales;

const types: Readonly<Record<string, string>> = {
  '.xml': 'application/xml; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
};
const typeOf = (file: string) => types[path.extname(file)] ?? 'application/octet-stream';
const html = 'text/html; charset=utf-8';

/** Each page's card, worked out when a page asks for it; the cards asked for are found again by their file when the browser asks for it. */
class DevCards extends Map<string, PageCard> {
  readonly byFile = new Map<string, CardContent>();
  constructor(
    private readonly site: Site,
    private readonly routes: ReadonlyMap<string, RouteRecord>,
    private readonly fonts: CardFonts,
  ) {
    super();
  }

  /** A page's card by its path, as pageCards (tools/cards/page-cards.ts) makes it. */
  override get(pagePath: string): PageCard | undefined {
    const known = super.get(pagePath);
    if (known) return known;
    const route = this.routes.get(pagePath);
    if (!route) return undefined;
    const { content, file, card } = pageCard(route, this.site, this.fonts, locales());
    this.byFile.set(file, content);
    super.set(pagePath, card);
    return card;
  }

  /** What the card in `file` shows, working out every page's card when no page asked for it yet. */
  contentOf(file: string): CardContent | undefined {
    if (!this.byFile.has(file)) for (const pagePath of this.routes.keys()) this.get(pagePath);
    return this.byFile.get(file);
  }
}

let fonts: Promise<CardFonts> | undefined;
/** The cards' fonts, read once per code. */
const cardFonts = () => (fonts ??= loadCardFonts());

/** The renderer of one site value with the code of one generation; page modules are loaded as pages are asked for. */
interface Rendering {
  readonly site: Site;
  readonly code: number;
  readonly pages: Map<string, PageModule>;
  readonly renderer: PageRenderer;
  readonly cards: DevCards;
  readonly pageFiles: ReadonlyMap<string, string>;
}
let rendering: Rendering | undefined;

/** The modules a page module or island file holds, through Vite's module graph (the file's URL, as the build imports it). */
const load = async <T>(file: string): Promise<T> => (await import(/* @vite-ignore */ pathToFileURL(file).href)) as T;

async function renderingOf(state: DevState, site: Site, code: number): Promise<Rendering> {
  if (rendering?.site === site && rendering.code === code) return rendering;
  const { root, siteEnv, sources } = state.config;
  const pageFiles = modulesIn(root, sources.pageDirs);
  const islandFiles = modulesIn(root, sources.islandDirs);
  // An island that does not load is left out; the pages that show it say why.
  const islands = await Promise.allSettled([...islandFiles].map(async ([name, file]) => [(await load<{ default?: ComponentType<never> }>(file)).default, name] as const));
  const islandNames = new Map(islands.flatMap((island) => (island.status === 'fulfilled' && typeof island.value[0] === 'function' ? [island.value as readonly [ComponentType<never>, string]] : [])));
  const pages = new Map<string, PageModule>();
  const modules: LoadedModules = { pages, islandNames, islandFiles };
  const base = siteEnv.base;
  const routes = new Map([...site.routes, ...notFoundRoutes(locales())].map((route) => [route.path, route]));
  const cards = new DevCards(site, routes, await cardFonts());
  const assets = { css: { href: `${base}${devFiles.stylesheet}` }, script: `${base}${devFiles.pageScript}`, devScript: `${base}${devFiles.client}` };
  const renderer = pageRenderer(site, modules, assets, new Map([...islandFiles.keys()].map((name) => [name, `${base}${devFiles.island(name)}`])), cards, locales());
  rendering = { site, code, pages, renderer, cards, pageFiles };
  return rendering;
}

/** The pages rendered last, by path, with the site and code they were rendered from: a page asked for again is not rendered again. */
const rendered = new Map<string, { version: string; html: string }>();
const renderedKept = 32;

/** Renders one page of the site; what the render threw is the answer's error. The last pages rendered are kept unless `keep` is false. */
async function renderPage(state: DevState, { site, code, version }: Snapshot, page: SitePage, status: number, keep = true): Promise<Answer> {
  const kept = rendered.get(page.at);
  if (kept?.version === version) return { status, type: html, body: kept.html, page: page.at };
  const { pages, renderer, pageFiles } = await renderingOf(state, site, code);
  try {
    const file = pageFiles.get(page.route.page);
    if (file && !pages.has(page.route.page)) pages.set(page.route.page, await load<PageModule>(file));
    const { html: text } = renderer.render(page);
    if (keep) {
      rendered.delete(page.at);
      rendered.set(page.at, { version, html: text });
      for (const old of rendered.keys()) if (rendered.size > renderedKept) rendered.delete(old);
    }
    return { status, type: html, body: text, page: page.at };
  } catch (error) {
    return { status: 500, error, page: page.at };
  }
}

/** The files beside the pages (sitemap, feeds, robots.txt, the hosts' files), made once per site value when one is asked for. */
const besidePages = new WeakMap<Site, ReadonlyMap<string, string>>();
function siteFile(state: DevState, site: Site, name: string): string | undefined {
  if (!path.extname(name)) return undefined;
  const { host, siteEnv } = state.config;
  if (!besidePages.has(site)) besidePages.set(site, siteFiles(site, host, siteEnv.preview, locales()));
  return besidePages.get(site)!.get(name);
}

/** The not-found page of a path's language: its first folder's when that is a language's, the default's otherwise. */
function notFoundPage(site: Site, sitePath: string): SitePage {
  const pages = sitePages([], locales());
  const first = sitePath.split('/')[1];
  return pages.find(({ route }) => route.locale !== undefined && route.locale === first) ?? pages.find(({ route }) => route.locale === undefined)!;
}

/** The page a path shows, as the built site's host serves it; undefined for a path that is no page. */
export function pageAt(site: Site, sitePath: string): SitePage | undefined {
  const route = site.routeAt(sitePath);
  return route && { route, at: sitePath, file: '' };
}

/** The redirects of the site's serve.json, by the path they answer (without its trailing slash), made once per site value. */
const redirectsOf = new WeakMap<Site, { readonly trailingSlash: boolean; readonly to: ReadonlyMap<string, string> }>();
function hostRules(site: Site) {
  if (!redirectsOf.has(site)) {
    const config = serveConfig(site.routes, site);
    redirectsOf.set(site, { trailingSlash: config.trailingSlash, to: new Map(config.redirects.map(({ source, destination }) => [source, destination])) });
  }
  return redirectsOf.get(site)!;
}

/** What the server answers for a path of the site (its URL path, with the base path). */
export async function answer(state: DevState, now: Snapshot, urlPath: string): Promise<Answer> {
  const { site, code } = now;
  const pictures = state.content.content!.pictureFiles;
  const { siteEnv, cacheDir } = state.config;
  const sitePath = stripBase(siteEnv.base, urlPath);
  if (sitePath === undefined) return { status: 404, type: 'text/plain; charset=utf-8', body: `${urlPath} is outside the base path ${siteEnv.base}/\n` };
  const name = sitePath.slice(1);
  if (/^assets\/icons-\w+\.svg$/.test(name)) return { status: 200, type: typeOf(name), body: (await devSprite()).svg };
  if (name.startsWith('assets/cards/')) {
    const content = (await renderingOf(state, site, code)).cards.contentOf(name);
    if (content) return { status: 200, type: typeOf(name), body: (await cachedCard(content, await cardFonts(), path.join(cacheDir, 'cards'))).png };
  }
  if (name.startsWith('assets/images/')) {
    const found = await pictureAnswer(name, cacheDir, pictures);
    if (found) return found;
  }
  const file = siteFile(state, site, name);
  if (file !== undefined) return { status: 200, type: typeOf(name), body: file };
  // As a host serves the built site: its serve.json's redirects, then its trailing slash, then its pages.
  const rules = hostRules(site);
  const redirect = rules.to.get(urlPath.replace(/\/$/, ''));
  if (redirect) return { status: 301, location: redirect };
  if (rules.trailingSlash && !sitePath.endsWith('/') && !path.extname(sitePath) && site.routeAt(`${sitePath}/`)) return { status: 301, location: site.sitePath(`${sitePath}/`) };
  const page = pageAt(site, sitePath);
  if (page) return renderPage(state, now, page, 200);
  return renderPage(state, now, notFoundPage(site, sitePath), 404);
}

/** A picture of an article, made from its source the first time it is asked for (and kept in the build's cache). */
async function pictureAnswer(name: string, cacheDir: string, pictures: readonly ImageFile[]): Promise<Answer | undefined> {
  const image = pictures.find((picture) => picture.file === name);
  return image && { status: 200, type: typeOf(name), body: await cachedImage(image, path.join(cacheDir, 'images')) };
}

/** A file of the search index, made from the site as it is now (dev-search.ts). */
export async function searchAnswer(state: DevState, now: Snapshot, urlPath: string): Promise<Answer> {
  const name = stripBase(state.config.siteEnv.base, urlPath)?.slice(1) ?? '';
  const render = async (page: SitePage) => {
    const answered = await renderPage(state, now, page, 200, false);
    return typeof answered.body === 'string' ? answered.body : undefined;
  };
  const body = await searchFile(now.site, now.version, name, render);
  return body ? { status: 200, type: typeOf(name), body } : { status: 404, type: 'text/plain; charset=utf-8', body: `${urlPath} is no file of the search index\n` };
}

/** The HTML of an open page as it is now, to compare with what the browser shows. */
export async function pageNow(state: DevState, now: Snapshot, sitePath: string): Promise<string | undefined> {
  const page = pageAt(now.site, sitePath) ?? notFoundPage(now.site, sitePath);
  const answered = await renderPage(state, now, page, 200);
  return typeof answered.body === 'string' ? answered.body : undefined;
}
