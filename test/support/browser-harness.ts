/**
 * The set-up every browser test file shares: `browserHarness()` registers hooks that serve dist/
 * (or another built site) and launch one Chromium for the file (or describe block) that calls
 * it, and close every page a test opened once the test ends, even when an assertion failed half-way.
 */
import { after, afterEach, before } from 'node:test';
import type { Browser, BrowserContext, BrowserContextOptions, Page, Response } from 'playwright-core';
import { hydrated, launchBrowser, openPage, type PageProblems } from './browser.ts';
import { serveDist, type Served } from './server.ts';

export interface OpenOptions extends BrowserContextOptions {
  /** Viewport width in CSS pixels; the height defaults to 720. */
  readonly width?: number;
  readonly height?: number;
  /** Runs before the page loads: listeners, init scripts, exposed functions. */
  readonly setUp?: (page: Page) => Promise<unknown> | void;
}

export interface OpenedPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console errors, page errors and failed responses since the page opened. */
  readonly problems: PageProblems;
  /** The response of the first load; null when the page was opened without a path. */
  readonly response: Response | null;
}

export interface BrowserHarness {
  /** The served site's URL of a path such as "/privacy/". */
  url(path: string): string;
  /**
   * A fresh page at `path`, waited for until the page script has hydrated its islands (unless JavaScript is off).
   * Without a path the page stays blank, for tests that visit several paths with `visit`.
   */
  open(path?: string, options?: OpenOptions): Promise<OpenedPage>;
  /** Loads `path` in an open page and waits for hydration (unless JavaScript is off). */
  visit(page: Page, path: string): Promise<Response | null>;
}

export interface HarnessOptions {
  /** The built site to serve; dist/ unless given. Read when the tests start, so an earlier `before` hook may build it. */
  readonly dir?: string;
  /** The base path the site was built with ("/guide"); it is served under it. */
  readonly base?: string;
}

export function browserHarness({ dir, base = '' }: HarnessOptions = {}): BrowserHarness {
  let browser: Browser;
  let served: Served;
  const contexts: BrowserContext[] = [];
  const scriptless = new WeakSet<Page>();

  before(async () => {
    served = await serveDist(dir, base);
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  after(async () => {
    await browser?.close();
    await served?.close();
  });

  const url = (path: string) => served.origin + path;

  async function visit(page: Page, path: string): Promise<Response | null> {
    const response = await page.goto(url(path));
    if (!scriptless.has(page)) await hydrated(page);
    return response;
  }

  async function open(path?: string, { width, height, setUp, ...contextOptions }: OpenOptions = {}): Promise<OpenedPage> {
    const viewport = width || height ? { viewport: { width: width ?? 1280, height: height ?? 720 } } : {};
    const { context, page, problems } = await openPage(browser, { ...contextOptions, ...viewport });
    contexts.push(context);
    if (contextOptions.javaScriptEnabled === false) scriptless.add(page);
    await setUp?.(page);
    const response = path === undefined ? null : await visit(page, path);
    return { context, page, problems, response };
  }

  return { url, open, visit };
}
