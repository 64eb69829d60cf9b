/** The breadcrumb bar rendered on the server and compared whole, as the build writes it into every page. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Breadcrumbs } from '../../src/shell/Breadcrumbs.tsx';
import { SiteContext } from '../../src/site-context.tsx';
import { english } from '../../src/i18n/catalogue/en-locale.ts';
import { LocaleContext } from '../../src/i18n/locale-context.ts';
import { site } from '../support/site.ts';

const render = (path: string) => renderToStaticMarkup(createElement(SiteContext.Provider, { value: site }, createElement(LocaleContext.Provider, { value: english }, createElement(Breadcrumbs, { path }))));

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
});
