/** The build's settings from its environment (tools/pipeline/settings.ts): the site's address and the build date. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaultOrigin } from '../../src/site.ts';
import { InputError } from '../../tools/content/input-error.ts';
import { siteEnvFrom, siteSettingsOf, type SiteEnv } from '../../tools/pipeline/settings.ts';

describe('siteEnvFrom', () => {
  const today = new Date('2026-03-04T12:00:00Z');
  const cases: [string, Record<string, string | undefined>, SiteEnv][] = [
    ['an empty environment: the default origin at its root, and today', {}, { origin: defaultOrigin, base: '', buildDate: '2026-03-04', buildTime: today.getTime(), preview: false }],
    ['an empty SITE_URL as none', { SITE_URL: '' }, { origin: defaultOrigin, base: '', buildDate: '2026-03-04', buildTime: today.getTime(), preview: false }],
    ['SITE_URL split into its origin and base path', { SITE_URL: 'https://a.example/' }, { origin: 'https://a.example', base: '', buildDate: '2026-03-04', buildTime: today.getTime(), preview: false }],
    ['a SITE_URL with a base path', { SITE_URL: 'https://user.github.io/repo/' }, { origin: 'https://user.github.io', base: '/repo', buildDate: '2026-03-04', buildTime: today.getTime(), preview: false }],
    ['the date of SOURCE_DATE_EPOCH, not today', { SOURCE_DATE_EPOCH: '1754611200' }, { origin: defaultOrigin, base: '', buildDate: '2025-08-08', buildTime: 1754611200_000, preview: false }],
  ];
  for (const [name, env, expected] of cases) it(name, () => assert.deepEqual(siteEnvFrom(env, today), expected));

  it('refuses a SITE_URL that cannot be the site address, naming it', () => {
    assert.throws(() => siteEnvFrom({ SITE_URL: 'notaurl' }, today), (error: unknown) => {
      assert.ok(error instanceof InputError);
      assert.match(error.message, /^1 problem in the site's input; nothing was built:\n {2}- SITE_URL "notaurl" is not an absolute URL/);
      return true;
    });
  });

  it('makes a preview build with PREVIEW=true or 1, and refuses another value, naming it', () => {
    assert.equal(siteEnvFrom({ PREVIEW: 'true' }, today).preview, true);
    assert.equal(siteEnvFrom({ PREVIEW: '1' }, today).preview, true);
    assert.equal(siteEnvFrom({ PREVIEW: 'false' }, today).preview, false);
    assert.throws(() => siteEnvFrom({ PREVIEW: 'yes' }, today), /PREVIEW "yes" is neither true nor false/);
  });

  it('refuses a SOURCE_DATE_EPOCH that is no number, naming it', () => {
    assert.throws(() => siteEnvFrom({ SOURCE_DATE_EPOCH: 'soon' }, today), { name: 'InputError', problems: ['SOURCE_DATE_EPOCH "soon" is not a number of seconds'] });
  });
});

describe('siteSettingsOf', () => {
  it("keeps the address, takes the year of the build date, and the sprite's path once made", () => {
    const env: SiteEnv = { origin: 'https://user.github.io', base: '/repo', buildDate: '2025-08-08', buildTime: 1754611200_000, preview: false };
    assert.deepEqual(siteSettingsOf(env), { origin: 'https://user.github.io', base: '/repo', sprite: '', buildYear: 2025 });
    assert.deepEqual(siteSettingsOf(env, '/repo/assets/icons-AB12.svg'), { origin: 'https://user.github.io', base: '/repo', sprite: '/repo/assets/icons-AB12.svg', buildYear: 2025 });
  });
});
