/** The icon sprite's markup, the pick from Lucide's data, and the icon list against the source. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { pickIcons, spriteMarkup, type IconNode } from '../../tools/assets/icon-sprite.ts';
import { filesUnder } from '../../tools/output/relative-path.ts';
import { iconNames } from '../../src/icon-names.ts';
import { projectRoot } from '../support/server.ts';

const lucide: Record<string, IconNode> = {
  dot: [['circle', { cx: '12', cy: '12', r: '1' }]],
  line: [['path', { d: 'M4 12h16' }]],
};

describe('spriteMarkup', () => {
  it('writes one symbol per icon, in the given order, after the notice', () => {
    assert.equal(
      spriteMarkup(pickIcons(['line', 'dot'], lucide), 'Icons from Lucide'),
      '<svg xmlns="http://www.w3.org/2000/svg"><!-- Icons from Lucide -->' +
        '<symbol id="line" viewBox="0 0 24 24"><path d="M4 12h16"/></symbol>' +
        '<symbol id="dot" viewBox="0 0 24 24"><circle cx="12" cy="12" r="1"/></symbol></svg>\n',
    );
  });

  const comments = [
    ['a rule of three hyphens', 'licence\n---\nmore'],
    ['a notice ending in a hyphen', 'see lucide.dev -'],
    ['a double hyphen', 'ISC -- MIT'],
  ];
  for (const [what, notice] of comments) {
    it(`keeps the comment valid XML with ${what} (no "--" inside, which makes browsers drop the file)`, () => {
      const comment = spriteMarkup(new Map(), notice!).match(/<!--(.*)-->/s)![1]!;
      assert.equal(comment.includes('--'), false, comment);
      assert.equal(comment.endsWith('-'), false, comment);
    });
  }

  it('escapes attribute values', () => {
    assert.match(spriteMarkup(pickIcons(['odd'], { odd: [['path', { d: 'a"<b' }]] }), ''), /d="a&quot;&lt;b"/);
  });
});

describe('pickIcons', () => {
  it('names every icon Lucide lacks', () => {
    assert.throws(() => pickIcons(['dot', 'nope', 'gone'], lucide), /no icon named nope, gone/);
  });
});

describe('the icon list', () => {
  it('holds each name once, and only names the source uses', async () => {
    assert.equal(new Set(iconNames).size, iconNames.length, 'no name twice');
    const sources = (await filesUnder(path.join(projectRoot, 'src')))
      .filter((file) => /\.(tsx?|mdx?)$/.test(file) && file !== 'icon-names.ts')
      .map((file) => readFileSync(path.join(projectRoot, 'src', file), 'utf8'))
      .join('\n');
    assert.deepEqual(
      // Quoted in code and in an article's components, bare in its front matter ("icon: flame").
      iconNames.filter((name) => !sources.includes(`'${name}'`) && !sources.includes(`"${name}"`) && !sources.includes(`icon: ${name}\n`)),
      [],
    );
  });
});
