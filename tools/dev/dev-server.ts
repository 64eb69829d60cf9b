/**
 * `npm run dev`'s server (started by dev.mjs, loaded by Vite like the rest): it serves the site
 * on localhost (PORT, 3000 by default) from memory, each page rendered when it is asked for, by the
 * build's own renderer, from the content loaded once and kept up to date file by file
 * (the content store, tools/content/content-store.ts). Nothing is written to dist/; no link
 * check, search index or card drawing runs on a save (`npm run build` checks every link). Vite, in middleware mode under this server, is the
 * module graph: a saved component, page module, catalogue or src/facts.ts is evaluated again with
 * what imports it, and an open page whose HTML changed is told to reload; islands update in place
 * (React Fast Refresh) and a saved stylesheet without a reload. A mistake is shown in the open page
 * and here, in the build's words, and every other page stays served; saving the fix is enough.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { stripVTControlCharacters } from 'node:util';
import type { HotUpdateOptions, NormalizedHotChannelClient, ViteDevServer } from 'vite';
import { searchFolder } from '../../src/site.ts';
import { siteContent } from '../content/site-content.ts';
import { cacheDirOf } from '../pipeline/build-config.ts';
import type { BuildRun } from '../pipeline/build-cli.ts';
import { errorPage, problemLines } from './dev-errors.ts';
import type * as DevSite from './dev-site.ts';
import { emptyDevState } from './dev-state.ts';
import { changedCode, changedFiles } from '../content/content-store.ts';
import { devFiles, type ModuleChanges } from './dev-vite.ts';
import { watchFolders } from './dev-watch.ts';
import { listenOnLocalhost } from '../serve/site-server.ts';

/** Serves the site with `vite` (made by dev-vite.ts) on `http`, with the settings it was started with (devRun); `started` is when the command started, for the line that says it is ready. */
export async function serveDev(vite: ViteDevServer, http: Server, changes: ModuleChanges, started: number, { config, sources }: Pick<BuildRun, 'config' | 'sources'>): Promise<void> {
  const { root, siteEnv } = config;
  const { base } = siteEnv;
  const port = Number(process.env.PORT ?? 3000);
  const cacheDir = cacheDirOf(config);
  const articlesDir = path.resolve(root, siteContent.articlesDir);
  const state = emptyDevState({ root, siteEnv, cacheDir, host: config.host?.host ?? 'any', sources, articlesDir: siteContent.articlesDir });

  let refreshTimer: NodeJS.Timeout | undefined;

  /** The code of dev-site.ts and everything it imports, as it is now: Vite evaluates again only what a save changed. */
  const site = () => vite.ssrLoadModule('/tools/dev/dev-site.ts') as Promise<typeof DevSite>;

  /** One change of the content or the code at a time: each brings the site value up to date before the next looks at it. */
  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };

  /** What the open pages show, by path (without the base path): a hash of their HTML, and the error a page's render threw. */
  const served = new Map<string, string>();
  const pageErrors = new Map<string, DevSite.DevProblem>();
  const open = new Map<NormalizedHotChannelClient, string>();
  /** The problems shown now: the content's, and a module of the server's graph that does not load. */
  let problems: DevSite.DevProblem[] = [];
  let codeProblem: DevSite.DevProblem | undefined;

  /**
   * What tells whether an open page changed: its HTML but what its islands render inside their
   * markers (their props stay), which Fast Refresh updates in place: a saved island does not reload
   * the page it is on, and props made from saved content do.
   */
  const hashOf = (html: string) =>
    createHash('sha1')
      .update(html.replace(/(<site-island\b[^>]*>)[^]*?(<\/site-island>)/g, '$1$2'))
      .digest('base64url');
  const sitePathOf = (urlPath: string) => (base && urlPath.startsWith(base) ? urlPath.slice(base.length) || '/' : urlPath);

  function problemsFor(pagePath: string): DevSite.DevProblem[] {
    const pageError = pageErrors.get(pagePath);
    return [...(codeProblem ? [codeProblem] : []), ...problems, ...(pageError ? [pageError] : [])];
  }

  function tellProblems(): void {
    for (const [client, pagePath] of open) client.send('capcut:problems', { problems: problemsFor(pagePath), project: root });
  }

  /** The problems now, printed when they differ from the last ones printed. */
  let printedProblems = '';
  function printProblems(): void {
    const now = [...(codeProblem ? [codeProblem] : []), ...problems];
    const text = now.map((problem) => problem.text).join('\n');
    if (text === printedProblems) return;
    if (now.length > 0) console.error(problemLines(now));
    else if (printedProblems) console.log('npm run dev: no problem left');
    printedProblems = text;
  }

  /** A module of the server's graph that does not load: Vite's error, with its file and line. */
  function loadProblem(error: unknown): DevSite.DevProblem {
    const { message = String(error), id, loc } = error as { message?: string; id?: string; loc?: { file?: string; line?: number; column?: number } };
    const file = loc?.file ?? id;
    return { text: stripVTControlCharacters(message), ...(file && { file: path.relative(root, file) }), ...(loc?.line && { line: loc.line }), ...(loc?.column !== undefined && { column: loc.column }) };
  }

  /** The site code, or undefined with its problem recorded when a module of it does not load. */
  async function loadedSite(): Promise<typeof DevSite | undefined> {
    try {
      const module = await site();
      codeProblem = undefined;
      return module;
    } catch (error) {
      codeProblem = loadProblem(error);
      return undefined;
    }
  }

  /** After a change: the content brought up to date, the problems told, and each open page whose HTML changed told to reload. */
  async function refresh(what: string, since: number): Promise<void> {
    await exclusive(async () => {
      const module = await loadedSite();
      if (module) {
        try {
          await module.settle(state);
          problems = module.contentProblems(state);
        } catch (error) {
          codeProblem = loadProblem(error);
        }
      }
      printProblems();
      tellProblems();
      if (!module || codeProblem) return;
      const reloads = new Set<string>();
      for (const pagePath of new Set(open.values())) {
        const html = await module.openPageNow(state, pagePath).catch(() => undefined);
        if (html === undefined || hashOf(html) === served.get(pagePath)) continue;
        served.set(pagePath, hashOf(html));
        pageErrors.delete(pagePath);
        reloads.add(pagePath);
      }
      for (const [client, pagePath] of open) if (reloads.has(pagePath)) client.send('capcut:reload', { path: pagePath });
    });
    if (what) console.log(`saved ${what}: served in ${Math.round(performance.now() - since)} ms${problems.length + (codeProblem ? 1 : 0) > 0 ? ' (with the problems above)' : ''}`);
  }

  let changed = new Set<string>();
  let firstChange = 0;
  /** Editors write a file in several steps: one refresh follows them all. */
  function scheduleRefresh(file: string): void {
    if (changed.size === 0) firstChange = performance.now();
    if (file) changed.add(path.relative(root, file));
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(() => {
      const names = [...changed];
      changed = new Set();
      void refresh(names.slice(0, 3).join(', ') + (names.length > 3 ? ` and ${names.length - 3} more` : ''), firstChange);
    }, 5);
  }

  /** Every file a module of the server's graph imports, itself included, down to the packages. */
  function importedBy(file: string): Set<string> {
    const graph = vite.environments.ssr!.moduleGraph;
    const seen = new Set<string>();
    const walk = (id: string) => {
      const module = graph.getModuleById(id);
      if (!module?.file || seen.has(module.file) || module.file.includes('/node_modules/')) return;
      seen.add(module.file);
      for (const imported of module.importedModules) if (imported.id) walk(imported.id);
    };
    walk(path.join(root, file));
    return seen;
  }

  changes.listen(onModuleChange);
  function onModuleChange({ file }: HotUpdateOptions): void {
    state.code += 1;
    // Code the content store is made with: the site is made again, and every file read and checked again when it is the code that reads and checks them.
    if (importedBy('tools/content/content-store.ts').has(file) || importedBy('tools/markdown/compile-body.ts').has(file))
      changedCode(state.content, { articles: importedBy('tools/content/article-files.ts').has(file) || importedBy('tools/markdown/compile-body.ts').has(file) });
    scheduleRefresh(file);
  }

  const articleFile = /\.mdx?$/;
  // The article files and the pictures beside them; Vite's watcher leaves their folder to this one (dev-watch.ts).
  const articlesWatch = await watchFolders(articlesDir, (file, event) => {
    changedFiles(state.content, [file], event === 'rename');
    scheduleRefresh(file);
  });
  vite.watcher.on('all', (event, file) => {
    if (file.startsWith(path.join(root, 'src/content/images') + path.sep) || file === path.join(root, 'styles/_tokens.scss')) {
      // A shared picture, or the widths pictures are made for.
      changedFiles(state.content, [file]);
    } else if (event !== 'change' && [...sources.pageDirs, ...sources.islandDirs].some((dir) => path.dirname(file) === path.resolve(root, dir))) {
      // A page module or island added or removed: the site's pages and islands are listed again.
      state.code += 1;
      changedCode(state.content, { articles: false });
    } else return;
    scheduleRefresh(file);
  });

  vite.environments.client.hot.on('capcut:open', (data: { path: string }, client) => {
    const pagePath = sitePathOf(data.path);
    open.set(client, pagePath);
    client.send('capcut:problems', { problems: problemsFor(pagePath), project: root });
  });
  vite.environments.client.hot.on('vite:client:disconnect', (_data, client) => open.delete(client));

  function send(response: ServerResponse, status: number, headers: Record<string, string>, body?: string | Uint8Array): void {
    response.writeHead(status, { 'Cache-Control': 'no-store', ...headers });
    response.end(body);
  }

  /** A page, a site file, a card, a picture or the search index, from the site in memory. */
  async function answerFromSite(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // Vite's middlewares take the base path off request.url before they hand the request on; connect keeps the URL asked for.
    const asked = (request as IncomingMessage & { originalUrl?: string }).originalUrl ?? request.url ?? '/';
    const urlPath = decodeURI(new URL(asked, 'http://localhost').pathname);
    const pagePath = sitePathOf(urlPath);
    const module = await loadedSite();
    if (!module) {
      printProblems();
      return send(response, 500, { 'Content-Type': 'text/html; charset=utf-8' }, errorPage(codeProblem!, base));
    }
    const search = pagePath.startsWith(`/${searchFolder}/`);
    const answer = await (search ? module.respondSearch : module.respond)(state, urlPath, exclusive).catch(
      (error: unknown) => ({ status: 500, error, page: pagePath }) as DevSite.Answer,
    );
    if (answer.error !== undefined) {
      const cause = answer.error instanceof Error && answer.error.cause instanceof Error ? answer.error.cause : answer.error;
      if (cause instanceof Error) vite.ssrFixStacktrace(cause);
      const problem = module.describeError(state, answer.error);
      if (pageErrors.get(pagePath)?.text !== problem.text) console.error(problemLines([problem]));
      pageErrors.set(pagePath, problem);
      served.set(pagePath, '');
      return send(response, 500, { 'Content-Type': 'text/html; charset=utf-8' }, errorPage(problem, base));
    }
    if (answer.page !== undefined && typeof answer.body === 'string') {
      served.set(pagePath, hashOf(answer.body));
      pageErrors.delete(pagePath);
    }
    if (answer.location) return send(response, answer.status, { Location: answer.location });
    send(response, answer.status, answer.type ? { 'Content-Type': answer.type } : {}, answer.body);
  }

  /** The site's own paths first (pages, their files, cards, pictures, the search index); Vite's modules, public/ and the stylesheet otherwise. */
  const sitePrefixes = [`${base}/assets/`, `${base}/${searchFolder}/`];
  http.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const answered = (error?: unknown) => {
      if (error) console.error(error);
      void answerFromSite(request, response).catch((failure: unknown) => {
        console.error(failure);
        if (!response.headersSent) send(response, 500, { 'Content-Type': 'text/plain; charset=utf-8' }, String(failure));
      });
    };
    if (sitePrefixes.some((prefix) => request.url?.startsWith(prefix))) return answered();
    vite.middlewares(request, response, answered);
  });

  // The content, read once: every file from the compile cache by its bytes, or its front matter parsed and its body's facts taken from the cache.
  const first = await loadedSite();
  if (first) await refresh('', started);
  listenOnLocalhost(http, port, 'npm run dev', () => {
    // Sass and the MDX compiler are started now, so the first saved stylesheet or body does not wait for them.
    void vite.environments.client.warmupRequest(`${devFiles.stylesheet}?direct`);
    void first?.warmUp();
    console.log(
      `serving http://localhost:${port}${base}/ in ${((performance.now() - started) / 1000).toFixed(1)} s: ${state.content.files.size} article files; pages are rendered when asked for, nothing is written to dist/ (npm run build checks the links)`,
    );
  });

  async function stop(): Promise<void> {
    clearTimeout(refreshTimer);
    const module = await site().catch(() => undefined);
    articlesWatch.close();
    await Promise.allSettled([vite.close(), module?.closeSearch()]);
    http.close();
    process.exit(0);
  }
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}
