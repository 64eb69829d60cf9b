/** Lists in pages at static URLs (src/routing/pagination.ts), as tables. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ListPagination } from '../../src/components/ListPagination.tsx';
import { english } from '../../src/i18n/catalogue/en-locale.ts';
import { spanish } from '../../src/i18n/catalogue/es-locale.ts';
import { brazilianPortuguese } from '../../src/i18n/catalogue/pt-br-locale.ts';
import type { Locale } from '../../src/i18n/locale.ts';
import { LocaleContext } from '../../src/i18n/locale-context.ts';
import { listPageCount, listPageItems, listPagePath, listPageSize, pageNumbers } from '../../src/routing/pagination.ts';
import { islandSite, SiteContext } from '../../src/site-context.tsx';
import { siteEnvFrom, siteSettingsOf } from '../../tools/pipeline/settings.ts';

describe('listPageSize', () => {
  it('is 24, which fills the grids of two and three columns', () => {
    assert.equal(listPageSize, 24);
    assert.equal(listPageSize % 6, 0);
  });
});

describe('listPagePath', () => {
  const cases: [string, number, string][] = [
    ['/blog/', 1, '/blog/'],
    ['/blog/', 2, '/blog/page/2/'],
    ['/blog/', 167, '/blog/page/167/'],
    ['/blog/category/tips/', 1, '/blog/category/tips/'],
    ['/blog/category/tips/', 10, '/blog/category/tips/page/10/'],
  ];
  for (const [path, number, expected] of cases) it(`page ${number} of ${path} is ${expected}`, () => assert.equal(listPagePath(path, number), expected));
});

describe('listPageCount', () => {
  const cases: [count: number, size: number | undefined, pages: number][] = [
    [0, undefined, 1],
    [1, undefined, 1],
    [23, undefined, 1],
    [24, undefined, 1],
    [25, undefined, 2],
    [48, undefined, 2],
    [49, undefined, 3],
    [4000, undefined, 167],
    [0, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [1, 1, 1],
    [7, 1, 7],
  ];
  for (const [count, size, pages] of cases) {
    it(`${count} items${size ? ` in pages of ${size}` : ''} take ${pages} page(s)`, () => assert.equal(listPageCount(count, size), pages));
  }
});

describe('listPageItems', () => {
  const items = Array.from({ length: 50 }, (_, index) => index);
  const range = (from: number, to: number) => items.slice(from, to + 1);
  const cases: [number, number | undefined, number[]][] = [
    [1, undefined, range(0, 23)],
    [2, undefined, range(24, 47)],
    [3, undefined, [48, 49]],
    [4, undefined, []],
    [1, 20, range(0, 19)],
    [3, 20, range(40, 49)],
    [25, 2, [48, 49]],
  ];
  for (const [number, size, expected] of cases) {
    it(`page ${number}${size ? ` of ${size}` : ''} of 50 items holds ${expected.length ? `${expected[0]} to ${expected.at(-1)}` : 'nothing'}`, () =>
      assert.deepEqual(listPageItems(items, number, size), expected));
  }

  it('puts every item on exactly one page, in order', () => {
    for (const count of [0, 1, 24, 25, 97]) {
      const list = Array.from({ length: count }, (_, index) => index);
      const pages = Array.from({ length: listPageCount(count) }, (_, index) => listPageItems(list, index + 1));
      assert.deepEqual(pages.flat(), list, `${count} items`);
      assert.ok(pages.every((page) => page.length <= listPageSize), `${count} items: no page over ${listPageSize}`);
      assert.ok(count === 0 || pages.every((page) => page.length > 0), `${count} items: no empty page`);
    }
  });
});

describe('pageNumbers', () => {
  const cases: [current: number, count: number, expected: (number | null)[]][] = [
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 2, [1, 2]],
    [1, 5, [1, 2, 3, null, 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, null, 10]],
    [4, 10, [1, 2, 3, 4, 5, 6, null, 10]],
    [5, 10, [1, null, 3, 4, 5, 6, 7, null, 10]],
    [5, 7, [1, null, 3, 4, 5, 6, 7]],
    [8, 10, [1, null, 6, 7, 8, 9, 10]],
    [10, 10, [1, null, 8, 9, 10]],
    [84, 167, [1, null, 82, 83, 84, 85, 86, null, 167]],
  ];
  for (const [current, count, expected] of cases) {
    it(`page ${current} of ${count} links ${expected.map((number) => number ?? '…').join(' ')}`, () => assert.deepEqual(pageNumbers(current, count), expected));
  }

  it('for any page of any list: at most nine entries, ascending, with the first, the last and the current page, and never two gaps together', () => {
    for (let count = 1; count <= 60; count++) {
      for (let current = 1; current <= count; current++) {
        const entries = pageNumbers(current, count);
        const numbers = entries.filter((entry) => entry !== null);
        const where = `page ${current} of ${count}: ${JSON.stringify(entries)}`;
        assert.ok(entries.length <= 9, where);
        assert.deepEqual(numbers, [...numbers].sort((a, b) => a - b), where);
        assert.ok(numbers.includes(1) && numbers.includes(count) && numbers.includes(current), where);
        assert.ok(entries[0] !== null && entries.at(-1) !== null, where);
        assert.ok(entries.every((entry, index) => entry !== null || entries[index + 1] !== null), where);
        // A gap stands exactly where numbers are left out.
        entries.forEach((entry, index) => {
          if (index > 0 && entry !== null && entries[index - 1] !== null) assert.equal(entry, entries[index - 1]! + 1, where);
        });
      }
    }
  });
});

describe('ListPagination', () => {
  const site = islandSite(siteSettingsOf(siteEnvFrom({})));
  /** What a screen reader reads for each link with a rel (Previous, Next): its text, hidden words included. */
  const steps = (locale: Locale) => {
    const html = renderToStaticMarkup(
      createElement(SiteContext.Provider, { value: site }, createElement(LocaleContext.Provider, { value: locale }, createElement(ListPagination, { label: 'Pages', path: '/blog/', number: 2, count: 3 }))),
    );
    return [...html.matchAll(/<a [^>]*rel="(prev|next)"[^>]*>(.*?)<\/a>/g)].map((match) => [match[1], match[2]!.replace(/<[^>]+>/g, '').trim()]);
  };

  it('reads Previous and Next with the word for page where the language puts it', () => {
    assert.deepEqual(steps(english), [['prev', 'Previous page'], ['next', 'Next page']]);
    assert.deepEqual(steps(spanish), [['prev', 'Página Anterior'], ['next', 'Página Siguiente']]);
    assert.deepEqual(steps(brazilianPortuguese), [['prev', 'Página Anterior'], ['next', 'Próxima página']]);
  });
});
