/** Every HTML file of dist/ passes html-validate's recommended rules, less the few that contradict HTML or React. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HtmlValidate } from 'html-validate';
import { distFiles, Problems, readDist } from '../support/dist-files.ts';

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Same-origin scripts and styles only (the CSP says so), so subresource integrity adds nothing.
    'require-sri': 'off',
    // Titles are written for search results; the limit of 70 is a style preference.
    'long-title': 'off',
    // React writes boolean attributes as hidden="", which HTML defines as the same as hidden.
    'attribute-empty-style': 'off',
    // HTML allows any id without spaces; React's useId makes ids like "_R_d4_", which the strict mode rejects.
    'valid-id': ['error', { relaxed: true }],
    // React writes autoComplete and spellCheck in camel case and void elements as <input/>;
    // HTML attribute names are case-insensitive and the slash is allowed.
    'attr-case': 'off',
    'void-style': 'off',
  },
});

describe('every HTML file', () => {
  it('passes html-validate', async () => {
    const problems = new Problems();
    const pages = distFiles().filter((file) => file.endsWith('.html'));
    assert.ok(pages.length > 10, 'the built site has its pages');
    for (const file of pages) {
      const report = await validator.validateString(readDist(file), file);
      for (const result of report.results) {
        for (const message of result.messages) problems.add(`${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
      }
    }
    assert.deepEqual(problems.list, []);
  });
});
