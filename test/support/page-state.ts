/** What a browser test reads back from a page: the query string, the focused element, the titles of a card list. */
import type { Page } from 'playwright-core';

/** The query of the page's URL, read in the page: page.url() follows same-document navigations a little late. */
export const searchParams = async (page: Page): Promise<URLSearchParams> => new URLSearchParams(await page.evaluate(() => location.search));

export const focusedText = (page: Page): Promise<string> => page.evaluate(() => document.activeElement?.textContent ?? '');

export const focusedLabel = (page: Page): Promise<string> => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

/** The titles of the cards inside `scope` (a CSS selector), in page order. */
export const cardTitles = (page: Page, scope: string): Promise<string[]> => page.locator(`${scope} .card__title`).allInnerTexts();

/** The tab named `label` followed by its count in parentheses, e.g. "Effects (2)". */
export const countedTab = (page: Page, label: string) => page.getByRole('tab', { name: new RegExp(`^${label} \\(`) });

/** The blog's category chips: links in the "Blog categories" navigation. */
export const blogChips = (page: Page) => page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link');

/** The blog's category chip whose label (before its count) is `name`: "Effects (1)". */
export const blogChip = (page: Page, name: string) => blogChips(page).filter({ hasText: new RegExp(`^${name} \\(`) });
