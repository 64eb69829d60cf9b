/**
 * Every file or folder of the project that README.md and CONTRIBUTING.md name in code spans exists,
 * so an owner who follows them finds what they point at. A path with a placeholder (<slug>, *, {…})
 * is a pattern, and the few files the docs show as ones to write are listed here with the reason.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { projectRoot } from '../support/server.ts';

/** Files the docs show `npm run new` writing (a draft and a translation), which test/build/readme-commands.test.ts holds to exist once it has run. */
const toBeWritten = new Set(['src/content/articles/trim-clips-faster.mdx', 'src/content/articles/es/color-grading.mdx']);

const namedPaths = (doc: string): string[] =>
  [...readFileSync(path.join(projectRoot, doc), 'utf8').matchAll(/`((?:src|tools|test|styles|public|scripts|\.github)\/[^`\s]*)`/g)]
    .map((match) => match[1]!.split('#')[0]!.replace(/[:,.]$/, ''))
    .filter((named) => !/[<>*{}]|\.\.\./.test(named));

describe('the docs', () => {
  for (const doc of ['README.md', 'CONTRIBUTING.md'])
    it(`${doc} names only paths that exist`, () => {
      const named = namedPaths(doc);
      assert.ok(named.length > 10, `${doc} names paths`);
      assert.deepEqual([...new Set(named.filter((file) => !toBeWritten.has(file) && !existsSync(path.join(projectRoot, file))))], []);
    });
});
