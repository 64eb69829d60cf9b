/** The breadcrumb bar rendered on the server and compared whole, as the build writes it into every page. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Breadcrumbs } from '../../src/shell/Breadcrumbs.tsx';
import { SiteContext } from '../../src/site-context.tsx';
import { english } from '../../src/i18n/catalogue/en-locale.ts';
import { spanish } from '../../src/i18n/catalogue/es-locale.ts';
import { brazilianPortuguese } from '../../src/i18n/catalogue/pt-br-locale.ts';
import type { Locale } from '../../src/i18n/locale.ts';
import { LocaleContext } from '../../src/i18n/locale-context.ts';
import { site } from '../support/site.ts';

const render = (path: string, locale: Locale = english) =>
  renderToStaticMarkup(createElement(SiteContext.Provider, { value: site }, createElement(LocaleContext.Provider, { value: locale }, createElement(Breadcrumbs, { path }))));
/** The crumbs' names, in order. */
const names = (html: string) => [...html.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ''));

describe('Breadcrumbs', () => {
  it('renders Home and the parent page as links and the current page, an article named by its heading, as plain text', () => {
    assert.equal(
      render('/alternatives/premiere-rush/'),
      '<nav aria-label="Breadcrumb" class="breadcrumbs"><ol>' +
        '<li><a href="/">Home</a></li>' +
        '<li><a href="/alternatives/">Alternatives</a></li>' +
        `<li><span aria-current="page">${site.routeAt('/alternatives/premiere-rush/')!.label}</span></li>` +
        '</ol></nav>',
    );
  });

  it('renders nothing at the root', () => {
    assert.equal(render('/'), '');
  });

  it("names every crumb in the page's language, the English segments of its path included", () => {
    const categoryOf = (locale: Locale) => site.routes.find((route) => route.locale === locale.id && route.path.startsWith(`/${locale.id}/blog/category/`));
    for (const locale of [spanish, brazilianPortuguese]) {
      const route = categoryOf(locale);
      assert.ok(route, `a category list in ${locale.id}`);
      assert.deepEqual(names(render(route.path, locale)), [locale.messages.shell.home, 'Blog', locale.messages.shell.segmentNames.category, route.label]);
    }
    assert.deepEqual(names(render('/blog/category/effects/')), ['Home', 'Blog', 'Category', 'Effects']);
  });
});
