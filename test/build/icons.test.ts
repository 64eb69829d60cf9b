/** The icon sprite over every file of dist/: what pages reference exists, icons are named or hidden, no drawing in the JavaScript. */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import { attr, textOf } from '../../tools/render/html-elements.ts';
import { iconNames } from '../../src/icon-names.ts';
import { distFiles, distPages, Problems, readDist, type ParsedPage } from '../support/dist-files.ts';

let files: string[];
let pages: Map<string, ParsedPage>;
let sprites: string[];

before(() => {
  files = distFiles();
  pages = distPages();
  sprites = files.filter((file) => /^assets\/icons-[A-Z0-9]{8}\.svg$/.test(file));
});

/** The sprite's symbols: id and the markup of its drawing. */
function symbols(sprite: string): Map<string, string> {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => name === 'symbol' });
  const { svg } = parser.parse(readDist(sprite)) as { svg: { symbol: { id: string }[] } };
  const markup = readDist(sprite);
  return new Map(svg.symbol.map(({ id }) => [id, markup.slice(markup.indexOf(`<symbol id="${id}"`), markup.indexOf('</symbol>', markup.indexOf(`<symbol id="${id}"`)))]));
}

describe('the icon sprite', () => {
  it('is one file holding exactly the icons of icon-names.ts', () => {
    assert.equal(sprites.length, 1, `sprites in dist/assets: ${sprites.join(', ')}`);
    assert.deepEqual([...symbols(sprites[0]!).keys()], [...iconNames]);
  });

  it('is what every icon of every page points at, at a symbol it has', () => {
    const ids = symbols(sprites[0]!);
    const problems = new Problems();
    for (const [file, page] of pages) {
      for (const use of page.elements.filter((element) => element.tagName === 'use')) {
        const [url, id] = (attr(use, 'href') ?? '').split('#');
        problems.check(url === `/${sprites[0]}` && ids.has(id ?? ''), `${file}: <use href="${attr(use, 'href')}">`);
      }
    }
    assert.deepEqual(problems.list, []);
  });

  it('gives every icon a name or hides it from screen readers', () => {
    const problems = new Problems();
    for (const [file, page] of pages) {
      for (const svg of page.elements.filter((element) => element.tagName === 'svg')) {
        const named = attr(svg, 'role') === 'img' && Boolean(attr(svg, 'aria-label'));
        problems.check(named || attr(svg, 'aria-hidden') === 'true', `${file}: an <svg> neither named nor aria-hidden`);
      }
    }
    assert.deepEqual(problems.list, []);
  });

  it('leaves no drawing in the JavaScript: no path of the sprite is in any script', () => {
    const drawings = [...symbols(sprites[0]!).values()].flatMap((symbol) => [...symbol.matchAll(/ d="([^"]+)"/g)].map((match) => match[1]!));
    assert.ok(drawings.length >= iconNames.length, 'the sprite has path data to look for');
    const scripts = files.filter((file) => file.endsWith('.js')).map((file) => [file, readDist(file)] as const);
    const found = drawings.flatMap((d) => scripts.filter(([, code]) => code.includes(d)).map(([file]) => `${file}: ${d}`));
    assert.deepEqual(found, []);
  });
});

describe('every HTML file', () => {
  it('uses no emoji as an icon (an aria-hidden element holding only emoji)', () => {
    const emoji = /^[\p{Extended_Pictographic}\u{FE0F}\u{200D}\s]+$/u;
    const problems = new Problems();
    for (const [file, page] of pages) {
      for (const element of page.elements.filter((element) => attr(element, 'aria-hidden') === 'true')) {
        const text = textOf(element).trim();
        problems.check(!(text && emoji.test(text)), `${file}: <${element.tagName} aria-hidden> holds "${text}"`);
      }
    }
    assert.deepEqual(problems.list, []);
  });
});
