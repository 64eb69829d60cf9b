/**
 * Copy slips a reader notices at once, over the text of every page of dist/: brand names spelt as
 * their owners spell them, no doubled word or doubled full stop, "1 star" in the singular, and no
 * figure the site has no source for.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { hasChildren, isTag, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import type { HtmlNode as Node } from '../../tools/render/html-elements.ts';

const dist = path.resolve(import.meta.dirname, '../..', process.env.DIST_DIR ?? 'dist');
const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));

/** The text of <body> as a reader sees it: scripts left out, each element a word break. */
function text(node: Node): string {
  if (isText(node)) return node.data;
  if (isTag(node) && (node.tagName === 'script' || node.tagName === 'style')) return ' ';
  const inner = hasChildren(node) ? node.children.map(text).join('') : '';
  return isTag(node) && !['a', 'strong', 'em', 'span', 'kbd', 'time', 'code'].includes(node.tagName) ? ` ${inner} ` : inner;
}

/** Each run of text on its own, where a doubled word is a slip and not two labels side by side; scripts and the inline stylesheet are no text. */
const runs = (node: Node): string[] =>
  isText(node) ? [node.data] : isTag(node) && (node.tagName === 'script' || node.tagName === 'style') ? [] : hasChildren(node) ? node.children.flatMap(runs) : [];

const documents = new Map(pages.map((file) => [file, parseDocument(readFileSync(path.join(dist, file), 'utf8'))]));
const texts = new Map([...documents].map(([file, document]) => [file, text(document).replace(/\s+/g, ' ')]));

const slips: readonly [string, RegExp][] = [
  ['a brand spelt wrong', /\b(Inshot|Kinemaster|Capcut|Alight motion|Vn Editor|Bytedance(?! Pte\. Ltd\.))\b/],
  ['a doubled full stop', /[A-Za-z]\.\.(?!\.)/],
  ['"1 stars"', /\b1 stars\b/],
  ['an effect count nobody made', /\b(500|1000)\+ effects\b/],
  ['a use count or rating without a source', /\b\d+(\.\d+)?[KM] (uses|views) · Rated\b/],
];

describe('the text of every page', () => {
  for (const [name, pattern] of slips) {
    it(`has no ${name}`, () => {
      const found = [...texts].flatMap(([file, body]) => {
        const match = pattern.exec(body);
        return match ? [`${file}: …${body.slice(Math.max(0, match.index - 40), match.index + match[0].length + 20)}…`] : [];
      });
      assert.deepEqual(found, []);
    });
  }

  it('has no doubled word within a sentence', () => {
    const found = [...documents].flatMap(([file, document]) =>
      runs(document)
        // Words of any script: "conteúdo do site" doubles no word, though "do" follows an accented letter.
        .map((run) => /(?<!\p{L})(\p{L}{2,}) \1(?!\p{L})/iu.exec(run)?.[0])
        .filter(Boolean)
        .map((words) => `${file}: "${words}"`),
    );
    assert.deepEqual(found, []);
  });
});
