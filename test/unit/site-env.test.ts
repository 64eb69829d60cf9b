/** The build's settings from its environment (tools/pipeline/settings.ts): the site's address and the build date. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaultOrigin } from '../../src/site.ts';
import { InputError } from '../../tools/content/input-error.ts';
import { chosenHost } from '../../tools/pipeline/host-environment.ts';
import { requireAddress, siteEnvFrom, siteSettingsOf, type SiteEnv } from '../../tools/pipeline/settings.ts';

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

describe("the site's address from the host that builds it", () => {
  const today = new Date('2026-03-04T12:00:00Z');
  const built = (env: Record<string, string>) => {
    const { origin, base, preview } = siteEnvFrom(env, today);
    return { url: `${origin}${base}`, preview };
  };
  const cases: [string, Record<string, string>, { url: string; preview: boolean }][] = [
    ["Netlify's production deploy: URL", { NETLIFY: 'true', CONTEXT: 'production', URL: 'https://guide.netlify.app', DEPLOY_PRIME_URL: 'https://main--guide.netlify.app' }, { url: 'https://guide.netlify.app', preview: false }],
    ["Netlify's deploy preview: DEPLOY_PRIME_URL, a preview", { NETLIFY: 'true', CONTEXT: 'deploy-preview', URL: 'https://guide.netlify.app', DEPLOY_PRIME_URL: 'https://deploy-preview-4--guide.netlify.app' }, { url: 'https://deploy-preview-4--guide.netlify.app', preview: true }],
    ["Netlify's branch deploy, SITE_URL set: the branch's address, a preview", { NETLIFY: 'true', CONTEXT: 'branch-deploy', SITE_URL: 'https://guide.example', DEPLOY_PRIME_URL: 'https://next--guide.netlify.app' }, { url: 'https://next--guide.netlify.app', preview: true }],
    ["SITE_URL before Netlify's URL in production", { NETLIFY: 'true', CONTEXT: 'production', URL: 'https://guide.netlify.app', SITE_URL: 'https://guide.example' }, { url: 'https://guide.example', preview: false }],
    ["Cloudflare Pages' production branch: SITE_URL", { CF_PAGES: '1', CF_PAGES_BRANCH: 'main', CF_PAGES_URL: 'https://1a2b.guide.pages.dev', SITE_URL: 'https://guide.example' }, { url: 'https://guide.example', preview: false }],
    ["Cloudflare Pages' other branch: CF_PAGES_URL, a preview", { CF_PAGES: '1', CF_PAGES_BRANCH: 'new-guide', CF_PAGES_URL: 'https://1a2b.guide.pages.dev', SITE_URL: 'https://guide.example' }, { url: 'https://1a2b.guide.pages.dev', preview: true }],
    ['Cloudflare Pages with PRODUCTION_BRANCH=live', { CF_PAGES: '1', CF_PAGES_BRANCH: 'live', PRODUCTION_BRANCH: 'live', SITE_URL: 'https://guide.example' }, { url: 'https://guide.example', preview: false }],
    ["Vercel's production: VERCEL_PROJECT_PRODUCTION_URL, a domain", { VERCEL: '1', VERCEL_ENV: 'production', VERCEL_PROJECT_PRODUCTION_URL: 'guide.vercel.app', VERCEL_URL: 'guide-x1.vercel.app' }, { url: 'https://guide.vercel.app', preview: false }],
    ["Vercel's preview: its branch URL, a preview", { VERCEL: '1', VERCEL_ENV: 'preview', VERCEL_PROJECT_PRODUCTION_URL: 'guide.vercel.app', VERCEL_BRANCH_URL: 'guide-git-next.vercel.app' }, { url: 'https://guide-git-next.vercel.app', preview: true }],
  ];
  for (const [name, env, expected] of cases) it(name, () => assert.deepEqual(built(env), expected));

  it('refuses a production build with no address, saying how to give one', () => {
    for (const env of [{}, { SITE_URL: '' }, { CF_PAGES: '1', CF_PAGES_BRANCH: 'main', CF_PAGES_URL: 'https://1a2b.guide.pages.dev' }]) {
      assert.throws(() => requireAddress(env), (error: unknown) => {
        assert.ok(error instanceof InputError);
        assert.match(error.message, /The site's address is not set.*\n.*Set SITE_URL to the address the site is served at/s);
        assert.match(error.message, /npm run build -- --local/);
        return true;
      });
    }
    assert.doesNotThrow(() => requireAddress({ SITE_URL: 'https://guide.example' }));
    assert.doesNotThrow(() => requireAddress({ NETLIFY: 'true', CONTEXT: 'production', URL: 'https://guide.netlify.app' }));
  });
});

describe('siteSettingsOf', () => {
  it("keeps the address, takes the year of the build date, and the sprite's path once made", () => {
    const env: SiteEnv = { origin: 'https://user.github.io', base: '/repo', buildDate: '2025-08-08', buildTime: 1754611200_000, preview: false };
    assert.deepEqual(siteSettingsOf(env), { origin: 'https://user.github.io', base: '/repo', sprite: '', buildYear: 2025 });
    assert.deepEqual(siteSettingsOf(env, '/repo/assets/icons-AB12.svg'), { origin: 'https://user.github.io', base: '/repo', sprite: '/repo/assets/icons-AB12.svg', buildYear: 2025 });
  });
});

describe('the host a build is for', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['any host when no variable says which', {}, 'any'],
    ["Netlify, by Netlify's own variable", { NETLIFY: 'true', URL: 'https://a.example' }, 'netlify'],
    ["Cloudflare Pages on the Free plan, by Cloudflare's own variable", { CF_PAGES: '1', CF_PAGES_BRANCH: 'main' }, 'cloudflare'],
    ["Vercel, by Vercel's own variable", { VERCEL: '1' }, 'vercel'],
    ['the host DEPLOY_HOST names, over the variables of the host that builds', { CF_PAGES: '1', DEPLOY_HOST: 'cloudflare-paid' }, 'cloudflare-paid'],
    ['a host that sets no variable, named by DEPLOY_HOST', { DEPLOY_HOST: 's3' }, 's3'],
  ];
  for (const [name, env, host] of cases) it(`is ${name}`, () => assert.equal(chosenHost(env).host, host));

  it('says why: the variable or DEPLOY_HOST', () => {
    assert.match(chosenHost({ CF_PAGES: '1' }).from, /^CF_PAGES=1/);
    assert.equal(chosenHost({ DEPLOY_HOST: 'github' }).from, 'DEPLOY_HOST=github');
  });

  it('refuses a DEPLOY_HOST it does not know, naming the hosts it does', () =>
    assert.throws(() => chosenHost({ DEPLOY_HOST: 'heroku' }), /DEPLOY_HOST "heroku" is none of any, netlify, cloudflare, cloudflare-paid, github, s3, vercel/));
});
