/**
 * A page of each template in each language (template-pages.ts: the largest of its pages) at phone,
 * tablet and desktop widths in Chromium: no sideways overflow, the header on one 64px line, no fixed
 * element over another once the page has scrolled, and below 640px a banner of one short row and
 * every table cell on screen. Each page is loaded once and resized through the widths.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { onePagePerTemplate } from '../support/template-pages.ts';
import { hydrated, launchBrowser, openPage } from '../support/browser.ts';
import { serveDist, type Served } from '../support/server.ts';

const widths = [320, 375, 768, 820, 1024, 1440];
const notFoundPath = '/no-such-page/';
const paths = [...onePagePerTemplate().map((route) => route.path), notFoundPath];

let browser: Browser;
let served: Served;

before(async () => {
  served = await serveDist();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await served?.close();
});

/** What is wrong with the page as laid out now; runs in the page. */
function layoutProblems(): string[] {
  const problems: string[] = [];
  const width = window.innerWidth;
  const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  const shown = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const name = (element: Element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;

  if (document.documentElement.scrollWidth > width) problems.push(`the page is ${document.documentElement.scrollWidth}px wide`);

  const header = document.querySelector('.site-header')!.getBoundingClientRect();
  if (Math.round(header.height) !== 64) problems.push(`the header is ${header.height}px tall`);
  const items = [...document.querySelectorAll('.site-header__inner > *, .nav__list > li > *')].filter(
    (element) => shown(element) && !element.matches('nav, .dropdown__list, .dropdown__heading'),
  );
  for (const [index, element] of items.entries()) {
    const box = element.getBoundingClientRect();
    if (box.top < header.top || box.bottom > header.bottom) problems.push(`${name(element)} sticks out of the header`);
    if (box.height > 48) problems.push(`${name(element)} wraps (${box.height}px tall)`);
    if (element.scrollWidth > element.clientWidth + 1) problems.push(`${name(element)} is squeezed (${element.clientWidth}px for ${element.scrollWidth}px)`);
    if (box.left < 0 || box.right > width) problems.push(`${name(element)} is off screen`);
    const next = items[index + 1];
    if (next && overlap(box, next.getBoundingClientRect())) problems.push(`${name(element)} overlaps ${name(next)}`);
  }

  for (const icon of document.querySelectorAll('.site-header svg')) {
    const box = icon.getBoundingClientRect();
    if (shown(icon) && box.width < 12) problems.push(`an icon in ${name(icon.closest('a, button') ?? icon)} is squeezed to ${box.width}px`);
  }

  // Fixed elements, and sticky ones while stuck (in flow they are content the others may float over).
  // A fixed container that lets taps through (pointer-events: none) is judged by its children.
  const floats = (element: Element) => {
    const style = getComputedStyle(element);
    if (style.position === 'fixed') return true;
    return style.position === 'sticky' && Math.abs(element.getBoundingClientRect().top - parseFloat(style.top)) < 1;
  };
  const fixed = [...document.querySelectorAll('body *')]
    .filter((element) => shown(element) && floats(element))
    .flatMap((element) => (getComputedStyle(element).pointerEvents === 'none' ? [...element.children] : [element]))
    .filter(shown);
  for (const [index, a] of fixed.entries()) {
    for (const b of fixed.slice(index + 1)) {
      if (overlap(a.getBoundingClientRect(), b.getBoundingClientRect())) problems.push(`${name(a)} overlaps ${name(b)}`);
    }
  }

  if (width < 640) {
    const banner = document.querySelector('.download-banner')?.getBoundingClientRect();
    if (banner && banner.height > 64) problems.push(`the download banner is ${banner.height}px tall`);
    for (const cell of document.querySelectorAll('main th, main td')) {
      const box = cell.getBoundingClientRect();
      if (box.left < 0 || box.right > width) problems.push(`table cell "${cell.textContent?.slice(0, 30)}" is off screen (${Math.round(box.left)} to ${Math.round(box.right)})`);
    }
  }
  return problems;
}

/** Scrolls far enough for the banner and the scroll button (past 500px), when the page is that long. */
async function scrollDown(page: Page): Promise<void> {
  const scrolled = await page.evaluate(() => {
    window.scrollTo(0, Math.min(900, document.documentElement.scrollHeight - window.innerHeight));
    return window.scrollY;
  });
  if (scrolled > 500) await page.waitForSelector('.scroll-top');
  // The banner, where the page has one, renders in the same update as the button.
  await nextFrames(page);
}

/** Lets the page handle the last scroll and paint. */
const nextFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

describe('a page of each template at every width', () => {
  it(`has no sideways overflow, a one-line header, no fixed element over another, and table cells on screen (${widths.join(', ')}px)`, async () => {
    const { context, page, problems: errors } = await openPage(browser, { viewport: { width: widths[0]!, height: 740 }, reducedMotion: 'reduce' });
    const failures: string[] = [];
    const pageErrors: string[] = [];
    for (const path of paths) {
      await page.setViewportSize({ width: widths[0]!, height: 740 });
      await page.goto(served.origin + path);
      await hydrated(page);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 740 });
        await page.evaluate(() => window.scrollTo(0, 0));
        await nextFrames(page);
        const atTop = await page.evaluate(layoutProblems);
        await scrollDown(page);
        const scrolled = await page.evaluate(layoutProblems);
        for (const problem of new Set([...atTop, ...scrolled])) failures.push(`${path} at ${width}px: ${problem}`);
      }
      // The not-found page answers 404 by design; every other page loads without an error.
      const seen = errors.errors.splice(0);
      if (path !== notFoundPath) pageErrors.push(...seen.map((error) => `${path}: ${error}`));
    }
    assert.deepEqual(failures, []);
    assert.deepEqual(pageErrors, []);
    await context.close();
  });

  it('scrolls the focused element clear of the banner and the scroll button', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 375, height: 640 }, reducedMotion: 'reduce' });
    await page.goto(served.origin + '/terms/');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 700));
    await page.waitForSelector('.download-banner');
    const covered: string[] = [];
    for (let step = 0; step < 80; step += 1) {
      await page.keyboard.press('Tab');
      const hit = await page.evaluate(() => {
        const focused = document.activeElement!;
        if (focused === document.body) return "";
        const a = focused.getBoundingClientRect();
        const over = [...document.querySelectorAll('.download-banner, .scroll-top')].some((element) => {
          const b = element.getBoundingClientRect();
          return !element.contains(focused) && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        });
        return over ? `${focused.tagName} "${focused.textContent?.trim().slice(0, 30)}"` : '';
      });
      if (hit) covered.push(hit);
    }
    assert.deepEqual(covered, []);
    await context.close();
  });
});
