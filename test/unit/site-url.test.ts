import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { siteUrls, stripBase } from '../../src/site-address.ts';
import { parseSiteUrl } from '../../tools/pipeline/settings.ts';

describe('parseSiteUrl', () => {
  const refused: [string, string][] = [
    ['notaurl', 'is not an absolute URL'],
    ['/guide/', 'is not an absolute URL'],
    ['', 'is not an absolute URL'],
    ['javascript:alert(1)', 'uses javascript: where http: or https: is needed'],
    ['ftp://x', 'uses ftp: where http: or https: is needed'],
    ['https://x.com?utm=1', 'has a query (?...), which no page URL could keep'],
    ['https://x.com/?', 'has a query (?...), which no page URL could keep'],
    ['https://x.com/#a', 'has a fragment (#...), which no page URL could keep'],
    ['https://user:secret@x.com', 'holds a user name or password'],
    ['https://x.com//guide', 'has a path other than words of letters, digits, "-", "_", "." and "~" between single slashes'],
    ['https://x.com/my guide/', 'has a path other than words of letters, digits, "-", "_", "." and "~" between single slashes'],
  ];
  for (const [value, problem] of refused)
    it(`refuses ${JSON.stringify(value)}: it ${problem}`, () =>
      assert.throws(() => parseSiteUrl(value), {
        name: 'InputError',
        message: `1 problem in the site's input; nothing was built:\n  - SITE_URL "${value}" ${problem}: give the public address the site is served at, such as https://example.org or https://user.github.io/repo`,
      }),
    );

  const accepted: [string, string, string][] = [
    ['https://x.com', 'https://x.com', ''],
    ['https://x.com/', 'https://x.com', ''],
    ['http://localhost:8080', 'http://localhost:8080', ''],
    ['https://X.com:443/', 'https://x.com', ''],
    ['https://user.github.io/repo', 'https://user.github.io', '/repo'],
    ['https://user.github.io/repo/', 'https://user.github.io', '/repo'],
    ['https://example.org/a/guide/', 'https://example.org', '/a/guide'],
  ];
  for (const [value, origin, base] of accepted)
    it(`reads ${value} as origin ${origin} and base path "${base}"`, () => assert.deepEqual(parseSiteUrl(value), { origin, base }));
});

describe('sitePath', () => {
  const cases: [string, string, string][] = [
    ['', '/', '/'],
    ['', '/download/', '/download/'],
    ['/repo', '/', '/repo/'],
    ['/repo', '/download/', '/repo/download/'],
    ['/repo', '/assets/core-AB12.js', '/repo/assets/core-AB12.js'],
  ];
  for (const [base, path, joined] of cases)
    it(`puts "${base}" before ${path}: ${joined}`, () => assert.equal(siteUrls({ origin: 'https://x.com', base }).sitePath(path), joined));
});

describe('stripBase', () => {
  const cases: [string, string, string | undefined][] = [
    ['', '/download/', '/download/'],
    ['/repo', '/repo/download/', '/download/'],
    ['/repo', '/repo/', '/'],
    ['/repo', '/repo', '/'],
    ['/repo', '/download/', undefined],
    ['/repo', '/repository/', undefined],
  ];
  for (const [base, urlPath, path] of cases) it(`reads ${urlPath} under "${base}" as ${path}`, () => assert.equal(stripBase(base, urlPath), path));
});

describe('siteUrls', () => {
  it('writes paths and absolute URLs under the base path', () => {
    const { sitePath, absoluteUrl } = siteUrls(parseSiteUrl('https://user.github.io/repo/'));
    assert.equal(sitePath('/download/'), '/repo/download/');
    assert.equal(absoluteUrl('/download/'), 'https://user.github.io/repo/download/');
    assert.equal(absoluteUrl('/'), 'https://user.github.io/repo/');
  });

  it('reads an address-bar path as a path of the site, and none outside the base path', () => {
    const { pathInSite } = siteUrls(parseSiteUrl('https://user.github.io/repo/'));
    assert.equal(pathInSite('/repo/download/'), '/download/');
    assert.equal(pathInSite('/repo'), '/');
    assert.equal(pathInSite('/download/'), undefined);
  });
});
