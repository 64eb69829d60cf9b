/**
 * The not-found page of each language as `npm start` serves dist/: an unknown path under /<id>/
 * answers that language's page with a 404, any other the default's. Under a base path, see
 * test/browser/base-path.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { siteLocales } from '../../src/i18n/locales.ts';
import { serveDist, type Served } from '../support/server.ts';
import { site } from '../support/site.ts';

const { sitePath, defaultLocale } = site;
const titleOf = (id: string) => siteLocales.find((locale) => locale.id === id)!.messages.notFound.title;

describe('an unknown path, served as npm start serves dist/', () => {
  let served: Served;
  before(async () => {
    served = await serveDist(undefined, site.settings.base);
  });
  after(() => served.close());

  /** The status, <html lang> and <title> of the answer to a path of the site. */
  const answer = async (path: string) => {
    const response = await fetch(served.origin + sitePath(path), { redirect: 'manual' });
    const html = await response.text();
    return { status: response.status, lang: /<html lang="([^"]+)"/.exec(html)?.[1], title: /<title>([^<|]*?)\s*(\||<)/.exec(html)?.[1] };
  };

  it('under /es/ is the Spanish not-found page, with a 404', async () => {
    assert.deepEqual(await answer('/es/no-such-page/'), { status: 404, lang: 'es', title: 'Página no encontrada' });
  });

  it("under every other language's folder, at any depth, is that language's page", async () => {
    const others = site.locales.filter(({ id }) => id !== defaultLocale);
    assert.ok(others.length >= 2, others.map(({ id }) => id).join(', '));
    for (const { id, lang } of others)
      for (const path of [`/${id}/no-such-page/`, `/${id}/blog/no/such/page/`, `/${id}/missing.png`])
        assert.deepEqual(await answer(path), { status: 404, lang, title: titleOf(id) }, path);
  });

  it("elsewhere is the default language's page, a folder merely starting like a language's included", async () => {
    for (const path of ['/no-such-page/', '/blog/no-such-page/', '/esx/no-such-page/', '/404/es/'])
      assert.deepEqual(await answer(path), { status: 404, lang: site.langOf(undefined), title: titleOf(defaultLocale) }, path);
  });

  it("leaves each language's pages as they are", async () => {
    for (const { id } of site.locales.filter(({ id }) => id !== defaultLocale)) assert.equal((await answer(`/${id}/`)).status, 200, id);
  });
});
