/** The head of one small page, rendered to HTML and compared whole: every tag, attribute, escape and JSON-LD record in order. */
import { english } from '../../src/i18n/catalogue/en-locale.ts';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { platforms } from '../../src/facts.ts';
import { headTags } from '../../src/head/head-tags.ts';
import { renderHead } from '../../src/head/render-head.ts';
import { defineRoute } from '../../src/manifest/define-route.ts';
import { articleCollection } from '../../src/articles.ts';
import { makeSite } from '../../src/site-context.tsx';
import { pinnedOrigin, pinnedSite, routes } from '../support/site.ts';

const route = defineRoute({
  path: '/guides/trim/',
  label: 'Trim',
  page: 'TrimPage',
  meta: { title: 'Trim & cut', description: 'How to trim a "clip".', keywords: ['trim', 'cut'], ogType: 'website' },
  sitemap: { priority: 0.5, changefreq: 'monthly' },
});
/** The site has a home page and this page; /guides/ is no page, so its crumb has no link. */
const home = routes.find((candidate) => candidate.path === '/')!;
const site = makeSite(pinnedSite.settings, [home, route], articleCollection([]));
const url = `${pinnedOrigin}/guides/trim/`;
const image = `${pinnedOrigin}/og-image.png`;

describe('renderHead of a page in the sitemap', () => {
  it('writes exactly these tags', () => {
    assert.equal(
      renderHead(headTags(route, [], site, english)),
      [
        '<title>Trim &amp; cut | CapCut Guide</title>',
        '<meta name="description" content="How to trim a &quot;clip&quot;.">',
        '<meta name="keywords" content="trim, cut">',
        '<meta name="author" content="CapCut Guide editorial team">',
        `<link rel="canonical" href="${url}">`,
        `<link rel="alternate" type="application/atom+xml" title="CapCut Guide blog" href="${pinnedOrigin}/blog/feed.xml">`,
        '<meta property="og:type" content="website">',
        '<meta property="og:site_name" content="CapCut Guide">',
        '<meta property="og:title" content="Trim &amp; cut | CapCut Guide">',
        '<meta property="og:description" content="How to trim a &quot;clip&quot;.">',
        `<meta property="og:url" content="${url}">`,
        `<meta property="og:image" content="${image}">`,
        '<meta property="og:locale" content="en_US">',
        '<meta name="twitter:card" content="summary_large_image">',
        '<meta name="twitter:title" content="Trim &amp; cut | CapCut Guide">',
        '<meta name="twitter:description" content="How to trim a &quot;clip&quot;.">',
        `<meta name="twitter:image" content="${image}">`,
        '<script type="application/ld+json">',
        `{"@context":"https://schema.org","@type":"WebSite","name":"CapCut Guide","description":"An independent guide to the CapCut video editor","url":"${pinnedOrigin}/","inLanguage":"en"}`,
        '</script>',
        '<script type="application/ld+json">',
        '{"@context":"https://schema.org","@type":"SoftwareApplication","name":"CapCut","applicationCategory":"MultimediaApplication",',
        // The version is a fact with its own source and date, kept in src/facts.ts only.
        `"applicationSubCategory":"Video editor","operatingSystem":"Android, iOS, Windows, macOS","softwareVersion":"${platforms.android.version.value}",`,
        '"author":{"@type":"Organization","name":"ByteDance"},"offers":{"@type":"Offer","price":"0","priceCurrency":"USD"}}',
        '</script>',
        '<script type="application/ld+json">',
        '{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[',
        `{"@type":"ListItem","position":1,"name":"Home","item":"${pinnedOrigin}/"},`,
        '{"@type":"ListItem","position":2,"name":"Guides"},',
        `{"@type":"ListItem","position":3,"name":"Trim","item":"${url}"}]}`,
        '</script>',
      ].join(''),
    );
  });
});
