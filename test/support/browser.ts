/**
 * Chromium for the browser tests: CHROME_PATH, else Debian's /usr/bin/chromium, else the
 * Chromium that @sparticuz/chromium ships, so `npm test` works right after `npm install`.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Flags that keep Chromium off the network it cannot reach here (no DNS at all: any other host fails at once). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

export async function chromiumPath(): Promise<string> {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { default: sparticuz } = await import('@sparticuz/chromium');
  return sparticuz.executablePath();
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), headless: true, args: chromiumFlags });
}

/** What went wrong on a page while a test used it: console errors, uncaught exceptions, failed responses. */
export interface PageProblems {
  readonly errors: string[];
}

/** A fresh context and page that records every console error, page error and HTTP error. */
export async function openPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = await browser.newContext(options);
  // tsx compiles test files with esbuild's keepNames, which wraps named functions in __name();
  // functions passed to page.evaluate run in the page, where that helper does not exist.
  await context.addInitScript('globalThis.__name = (target) => target;');
  const page = await context.newPage();
  const problems: PageProblems = { errors: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.errors.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { context, page, problems };
}

/** Waits until the page script has started the shell and hydrated the islands that hydrate at load (it marks <html> when it has). */
export const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated]', { state: 'attached' });
