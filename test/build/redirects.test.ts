/** The alias redirects of dist/: served as `npm start` and `npm run dev` serve it, and as _redirects tells Netlify and Cloudflare Pages. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { readDist } from '../support/dist-files.ts';
import { serveDist, type Served } from '../support/server.ts';
import { site } from '../support/site.ts';

const { routes, sitePath } = site;

const aliases = routes.flatMap((route) => route.aliases.map((alias) => ({ alias, path: route.path })));

describe('every alias', () => {
  let served: Served;
  before(async () => {
    served = await serveDist(undefined, site.settings.base);
  });
  after(() => served.close());

  it('answers 301 with its canonical path when served, though the alias has a file of its own', async () => {
    assert.ok(aliases.length > 5, `${aliases.length} aliases`);
    const answers = await Promise.all(
      aliases.map(async ({ alias }) => {
        const response = await fetch(served.origin + sitePath(alias), { redirect: 'manual' });
        return [alias, response.status, response.headers.get('location')];
      }),
    );
    assert.deepEqual(answers, aliases.map(({ alias, path }) => [alias, 301, sitePath(path)]));
  });

  it("has a file that is its page's own, byte for byte, for a host that reads no rule file (so the browser tests visit each page once, at its canonical path)", () => {
    const fileOf = (urlPath: string) => `${urlPath.slice(1)}index.html`;
    const differ = aliases.filter(({ alias, path }) => readDist(fileOf(alias)) !== readDist(fileOf(path))).map(({ alias }) => alias);
    assert.deepEqual(differ, []);
  });

  it('is in _redirects with a plain 301, the one status both Netlify and Cloudflare accept (test:hosts runs both parsers)', () => {
    const lines = readDist('_redirects').trimEnd().split('\n');
    assert.deepEqual(
      lines.sort(),
      aliases.map(({ alias, path }) => `${sitePath(alias)} ${sitePath(path)} 301`).sort(),
    );
  });
});
