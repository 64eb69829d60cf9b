/**
 * `npm run bench`: the build as a site owner meets it, in one run on this machine.
 * - The site itself: `npm run build`'s wall time (median of 3) and its stages.
 * - A grown blog: N copies of one real article file (`--source color-grading`, `--sizes 1000,4000`),
 *   each with its own title and description, `blog: listed`, built in a copy of the project:
 *   first with an empty compile cache (as a CI runner starts), then again with it warm, with and
 *   without the search index; beside it Pagefind's own CLI on the same dist/. Wall times and the
 *   peak memory of the largest process (GNU time's %M). The first build runs twice: with the
 *   whole cache empty, then with everything but the cards gone, which is the first build without
 *   what drawing the cards costs.
 * - The social cards: the time to draw one (uncached) and to take one from the card cache, over
 *   every page of the site, in this process.
 * - The pictures: the time to encode one of the site's pictures, by format (every width of it), and
 *   all the files of one picture, uncached, in this process.
 * `--json` prints the numbers as JSON.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { notFoundRoute } from '../../src/manifest/not-found.ts';
import { loadContent } from '../content/content-store.ts';
import { siteContent } from '../content/site-content.ts';
import { encodeImage } from '../pictures/image-files.ts';
import { componentWords } from '../render/component-words.ts';
import { loadProjectSite } from '../pipeline/project-site.ts';
import { cardContent } from '../cards/page-cards.ts';
import { optionsOrExit } from '../pipeline/script-options.ts';
import { siteEnvFrom, siteSettingsOf } from '../pipeline/settings.ts';
import { cachedCard, loadCardFonts } from '../cards/social-card.tsx';
import { projectWithMoreArticles } from '../../test/support/project-copy.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { values: given } = optionsOrExit(
  'npm run bench',
  {
    sizes: { type: 'string', value: '1000,4000', help: 'how many more article files to build the site with, each size in a copy of its own' },
    source: { type: 'string', value: 'color-grading', help: 'the article file those are copies of' },
    json: { type: 'boolean', help: 'the numbers as JSON, for tools' },
  },
  process.argv.slice(2),
);
const values = { json: given.json === true, sizes: given.sizes ?? '1000,4000', source: given.source ?? 'color-grading' };
const log = (line: string) => values.json || console.error(line);
const scratch = mkdtempSync(path.join(tmpdir(), 'capcut-bench-'));

interface Timed {
  readonly seconds: number;
  /** Peak resident memory of the largest process, in MB. */
  readonly peakMb: number;
}

/** Runs a command under GNU time: wall seconds and peak memory. */
function timed(command: string, args: readonly string[], cwd: string, env: Record<string, string> = {}): Timed {
  const start = process.hrtime.bigint();
  const run = spawnSync('/usr/bin/time', ['-f', '%M', command, ...args], { cwd, env: { ...process.env, SOURCE_DATE_EPOCH: '1754611200', ...env }, encoding: 'utf8', maxBuffer: 1 << 28 });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${run.stderr.slice(-2000)}`);
  return { seconds, peakMb: Number(run.stderr.trim().split('\n').pop()) / 1024 };
}

const build = (cwd: string, env: Record<string, string> = {}) => timed(process.execPath, ['--import', 'tsx', 'tools/pipeline/build.ts', '--local'], cwd, env);
const median = (runs: readonly Timed[]) => [...runs].sort((a, b) => a.seconds - b.seconds)[Math.floor(runs.length / 2)]!;

const machine = `${cpus().length} x ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`;
log(`Machine: ${machine}`);
const site = median([build(root, { DIST_DIR: path.join(scratch, 'site') }), build(root, { DIST_DIR: path.join(scratch, 'site') }), build(root, { DIST_DIR: path.join(scratch, 'site') })]);
log(`The site: npm run build ${site.seconds.toFixed(2)} s (median of 3), peak ${site.peakMb.toFixed(0)} MB`);

/** Milliseconds a card over the site's pages: drawn into an empty card cache, then taken from it. */
async function cardCosts(): Promise<{ cards: number; drawnMs: number; cachedMs: number }> {
  const project = await loadProjectSite(root, siteSettingsOf(siteEnvFrom({})), siteEnvFrom({}).buildTime);
  const contents = [...project.routes, notFoundRoute].map((route) => cardContent(route, project));
  const fonts = await loadCardFonts();
  const cacheDir = path.join(scratch, 'card-cache');
  // The first card drawn loads takumi and registers the fonts: once a build, not a card's cost.
  await cachedCard({ ...contents[0]!, title: 'A card drawn first' }, fonts, cacheDir);
  const each = async () => {
    const start = performance.now();
    for (const content of contents) await cachedCard(content, fonts, cacheDir);
    return (performance.now() - start) / contents.length;
  };
  const drawnMs = await each();
  const cachedMs = await each();
  return { cards: contents.length, drawnMs, cachedMs };
}
/** Milliseconds to encode the site's pictures: a file by format (over every width), and every file of one picture. */
async function pictureCosts(): Promise<{ pictures: number; byFormat: Record<string, number>; perPictureMs: number }> {
  const env = siteEnvFrom({});
  const { pictureFiles } = await loadContent(siteSettingsOf(env), { root, ...siteContent, extraRoutes: [], pageExists: () => true, pageDirs: ['src/pages'], componentWords, publication: { at: env.buildTime, showUnpublished: false, preview: false } });
  // The first file encoded loads sharp and libvips: once a build, not a picture's cost.
  await encodeImage(pictureFiles[0]!, await readFile(pictureFiles[0]!.source));
  const byFormat = new Map<string, number[]>();
  for (const image of pictureFiles) {
    const source = await readFile(image.source);
    const start = performance.now();
    await encodeImage(image, source);
    byFormat.set(image.format, [...(byFormat.get(image.format) ?? []), performance.now() - start]);
  }
  const pictures = new Set(pictureFiles.map(({ source }) => source)).size;
  const total = [...byFormat.values()].flat().reduce((sum, ms) => sum + ms, 0);
  const average = (list: readonly number[]) => list.reduce((sum, ms) => sum + ms, 0) / list.length;
  return { pictures, byFormat: Object.fromEntries([...byFormat].map(([format, list]) => [format, average(list)])), perPictureMs: total / pictures };
}
const pictures = await pictureCosts();
log(`Pictures: ${pictures.perPictureMs.toFixed(0)} ms to make every file of one picture, uncached (${pictures.pictures} pictures); a file: ${Object.entries(pictures.byFormat).map(([format, ms]) => `${format} ${ms.toFixed(0)} ms`).join(', ')}`);

const cards = await cardCosts();
log(`Social cards: ${cards.drawnMs.toFixed(1)} ms a card drawn, ${cards.cachedMs.toFixed(2)} ms taken from the cache (${cards.cards} cards)`);

const scale = values.sizes.split(',').map(Number).map((count) => {
  log(`\n${count} copies of ${values.source}.mdx:`);
  // Each copy without its own heading shows its numbered title, as a real blog's posts do, on its page and its card.
  const dir = projectWithMoreArticles(count, values.source);
  const cache = { BUILD_CACHE: path.join(scratch, `cache-${count}`) };
  const first = build(dir, cache);
  log(`  first build, empty cache                  ${first.seconds.toFixed(2).padStart(7)} s  ${first.peakMb.toFixed(0).padStart(6)} MB`);
  // Everything but the cards goes: compiled bodies, rendered pages, the index, the assets, the pictures.
  for (const kept of readdirSync(cache.BUILD_CACHE)) if (kept !== 'cards') rmSync(path.join(cache.BUILD_CACHE, kept), { recursive: true, force: true });
  const firstCardsKept = build(dir, cache);
  log(`  first build, cards kept (bodies compiled) ${firstCardsKept.seconds.toFixed(2).padStart(7)} s  ${firstCardsKept.peakMb.toFixed(0).padStart(6)} MB`);
  log(`  drawing the cards adds ${(first.seconds - firstCardsKept.seconds).toFixed(2)} s to a first build`);
  const rebuild = median([build(dir, cache), build(dir, cache)]);
  log(`  rebuild, warm cache                       ${rebuild.seconds.toFixed(2).padStart(7)} s  ${rebuild.peakMb.toFixed(0).padStart(6)} MB`);
  const withoutIndex = median([build(dir, { ...cache, SEARCH_INDEX: 'off' }), build(dir, { ...cache, SEARCH_INDEX: 'off' })]);
  log(`  rebuild without the search index          ${withoutIndex.seconds.toFixed(2).padStart(7)} s  ${withoutIndex.peakMb.toFixed(0).padStart(6)} MB`);
  const pagefindCli = () => {
    rmSync(path.join(dir, 'dist/pagefind'), { recursive: true, force: true });
    return timed(path.join(root, 'node_modules/.bin/pagefind'), ['--site', 'dist', '--silent'], dir);
  };
  const pagefind = median([pagefindCli(), pagefindCli()]);
  log(`  Pagefind's CLI alone on the same dist/    ${pagefind.seconds.toFixed(2).padStart(7)} s  ${pagefind.peakMb.toFixed(0).padStart(6)} MB`);
  log(`  the index adds ${(rebuild.seconds - withoutIndex.seconds).toFixed(2)} s to the rebuild (Pagefind's CLI: ${pagefind.seconds.toFixed(2)} s)`);
  rmSync(dir, { recursive: true, force: true });
  return { count, first, firstCardsKept, rebuild, withoutIndex, pagefind };
});
rmSync(scratch, { recursive: true, force: true });
if (values.json) console.log(JSON.stringify({ machine, site, pictures, cards, scale }, null, 2));
