import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { siteEnvFrom, type SiteEnv } from '../../build/site-env.ts';

describe('siteEnvFrom', () => {
  const today = new Date('2026-03-04T12:00:00Z');
  const cases: [string, Record<string, string | undefined>, SiteEnv][] = [
    ['an empty environment: the configured origin and today', {}, { SITE_URL: '', BUILD_DATE: '2026-03-04' }],
    ['SITE_URL as given (src/site-address.ts splits it, in Node and in the browser alike)', { SITE_URL: 'https://a.example/' }, { SITE_URL: 'https://a.example/', BUILD_DATE: '2026-03-04' }],
    ['the date of SOURCE_DATE_EPOCH, not today', { SOURCE_DATE_EPOCH: '1754611200' }, { SITE_URL: '', BUILD_DATE: '2025-08-08' }],
  ];
  for (const [name, env, expected] of cases) it(name, () => assert.deepEqual(siteEnvFrom(env, today), expected));

  it('refuses a SITE_URL that cannot be the site address, naming it', () => {
    assert.throws(() => siteEnvFrom({ SITE_URL: 'notaurl' }, today), /^SiteUrlError: SITE_URL "notaurl" is not an absolute URL/);
  });
});
