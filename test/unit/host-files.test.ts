import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { contentSecurityPolicy, securityHeaders, speculationRules } from '../../tools/render/csp.ts';
import { aliasesIn, cacheControlOf, deploymentLimits, deploymentLine, headersFile, hostLimitProblems, hostFiles, hostFileNames, hostLimits, immutableAsset, redirectsFile, revalidatedPage, serveConfig } from '../../tools/site-files/host-files.ts';
import { parseSiteUrl } from '../../tools/pipeline/settings.ts';
import { defineRoute } from '../../src/manifest/define-route.ts';
import { siteUrls } from '../../src/site-address.ts';
import { englishOnly } from '../../src/site-context.tsx';

const meta = { title: 'T', description: 'D', keywords: [], ogType: 'website' } as const;
const routes = [
  defineRoute({ path: '/a/', label: 'A', page: 'A', aliases: ['/blog/a/', '/a-old/'], meta, sitemap: null }),
  defineRoute({ path: '/', label: 'Home', page: 'H', meta, sitemap: null }),
];

const atRoot = siteUrls(parseSiteUrl('https://example.org'));
const underBase = siteUrls(parseSiteUrl('https://user.github.io/repo'));

const language = (id: string) => ({ id, lang: id, ogLocale: id, name: id });
/** A site of these routes in English only, and one in English, Spanish and a test language. */
const englishSite = { ...atRoot, routes, ...englishOnly, defaultLocale: 'en' };
const threeLanguages = { routes, locales: ['en', 'es', 'xx-yy'].map(language), defaultLocale: 'en' };

/** _headers as a map from path pattern to its header lines. */
const parseHeaders = (text: string) => {
  const rules = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of text.split('\n').filter(Boolean)) {
    if (line.startsWith('  ')) current.push(line.trim());
    else rules.set(line, (current = []));
  }
  return rules;
};

describe('_headers', () => {
  const rules = parseHeaders(headersFile(atRoot));

  it('sends the security headers with every response', () => {
    assert.deepEqual(rules.get('/*'), [...Object.entries(securityHeaders(atRoot)).map(([name, value]) => `${name}: ${value}`), `Cache-Control: ${revalidatedPage}`]);
    assert.match(rules.get('/*')!.join('\n'), /Content-Security-Policy: default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/=]+';/);
  });

  it('makes browsers keep to https for a year, subdomains included, and names no deprecated feature', () => {
    assert.ok(rules.get('/*')!.includes('Strict-Transport-Security: max-age=31536000; includeSubDomains'));
    assert.ok(rules.get('/*')!.includes('Permissions-Policy: camera=(), microphone=(), geolocation=()'));
  });

  it('revalidates every response by one pattern, and caches hashed assets for a year in place of it', () => {
    assert.deepEqual(rules.get('/assets/*'), ['! Cache-Control', `Cache-Control: ${immutableAsset}`]);
    assert.deepEqual(parseHeaders(headersFile(atRoot, 'netlify')).get('/assets/*'), [`Cache-Control: ${immutableAsset}`], 'Netlify does not know "!"');
  });

  it('has two rules whatever the number of pages, under the base path', () => {
    assert.deepEqual([...parseHeaders(headersFile(underBase)).keys()], ['/repo/*', '/repo/assets/*']);
  });
});

describe('cacheControlOf', () => {
  const cases: [string, string][] = [
    ['/', revalidatedPage],
    ['/blog/some-post/', revalidatedPage],
    ['/404.html', revalidatedPage],
    ['/pagefind/fragment/en_1a2b3c.pf_fragment', revalidatedPage],
    ['/videos/velocity.mp4', revalidatedPage],
    ['/assets/main-729CC37B.css', immutableAsset],
    ['/assets/images/speed-curve-400.3f2a.avif', immutableAsset],
    ['/assets/cards/home.1a2b.png', immutableAsset],
    ['/assets-old/x.css', revalidatedPage],
  ];
  for (const [sitePath, expected] of cases) it(`gives ${sitePath} ${expected === immutableAsset ? 'a year, immutable' : 'revalidation on every visit'}`, () => assert.equal(cacheControlOf(sitePath), expected));

  it("gives every rule's own paths the Cache-Control that rule of _headers sends, so a bucket caches as a host that reads _headers", () => {
    for (const [pattern, lines] of parseHeaders(headersFile(atRoot))) {
      const sent = lines.filter((line) => line.startsWith('Cache-Control: ')).at(-1)!.slice('Cache-Control: '.length);
      assert.equal(cacheControlOf(pattern.replace(/\*$/, 'any/file.txt')), sent, pattern);
    }
  });
});

describe('_redirects', () => {
  it('sends every alias to its canonical path with a 301, forced for Netlify, which otherwise serves the alias file', () => {
    assert.equal(redirectsFile(englishSite), '/a-old/ /a/ 301\n/blog/a/ /a/ 301\n');
    assert.equal(redirectsFile(englishSite, 'cloudflare'), '/a-old/ /a/ 301\n/blog/a/ /a/ 301\n');
    assert.equal(redirectsFile(englishSite, 'netlify'), '/a-old/ /a/ 301!\n/blog/a/ /a/ 301!\n');
  });

  it('writes both paths under the base path', () => {
    assert.equal(redirectsFile({ ...englishSite, ...underBase }, 'netlify'), '/repo/a-old/ /repo/a/ 301!\n/repo/blog/a/ /repo/a/ 301!\n');
  });

  it("sends Netlify each other language's unknown paths to its not-found page with a 404, after every alias", () => {
    assert.equal(redirectsFile({ ...threeLanguages, ...atRoot }, 'netlify'), '/a-old/ /a/ 301!\n/blog/a/ /a/ 301!\n/es/* /es/404.html 404\n/xx-yy/* /xx-yy/404.html 404\n');
    assert.equal(redirectsFile({ ...threeLanguages, ...underBase }, 'netlify').split('\n').slice(2).join('\n'), '/repo/es/* /repo/es/404.html 404\n/repo/xx-yy/* /repo/xx-yy/404.html 404\n');
  });

  it('writes no 404 rule for any other host: Cloudflare refuses the status and finds es/404.html by itself', () => {
    for (const host of ['any', 'cloudflare', 'cloudflare-paid', 'github', 's3'] as const) assert.doesNotMatch(redirectsFile({ ...threeLanguages, ...atRoot }, host), / 404$/m, host);
  });
});

describe('aliasesIn', () => {
  it('reads back every alias redirectsFile wrote, for every host, at the root and under a base path', () => {
    for (const host of ['any', 'netlify', 'cloudflare', 's3'] as const) {
      assert.deepEqual(aliasesIn(redirectsFile({ ...threeLanguages, ...atRoot }, host)), [{ alias: '/a-old/', path: '/a/' }, { alias: '/blog/a/', path: '/a/' }], host);
      assert.deepEqual(aliasesIn(redirectsFile({ ...threeLanguages, ...underBase }, host)), [{ alias: '/repo/a-old/', path: '/repo/a/' }, { alias: '/repo/blog/a/', path: '/repo/a/' }], host);
    }
  });

  it('reads nothing from a file without aliases, nor a rule of another status', () => assert.deepEqual(aliasesIn('\n/es/* /es/404.html 404\n'), []));
});

describe('hostFileNames', () => {
  it('names every file hostFiles writes', () => assert.deepEqual([...hostFiles({ ...englishSite }).keys()], [...hostFileNames]));
});

describe('serve.json', () => {
  it('redirects the same aliases as _redirects, with a 301', () => {
    assert.deepEqual(serveConfig(routes, underBase).redirects, [
      { source: '/repo/a-old', destination: '/repo/a/', type: 301 },
      { source: '/repo/blog/a', destination: '/repo/a/', type: 301 },
    ]);
  });

  it('sends the same headers as _headers', () => {
    const sent = (source: string) => serveConfig(routes, underBase).headers.find((rule) => rule.source === source)!.headers.map(({ key, value }) => `${key}: ${value}`);
    assert.deepEqual([...sent('**'), ...sent('**/*.html')], parseHeaders(headersFile(underBase)).get('/repo/*'));
    assert.deepEqual(sent('/repo/assets/**'), [`Cache-Control: ${immutableAsset}`]);
    assert.deepEqual(sent('**/*.html'), [`Cache-Control: ${revalidatedPage}`]);
  });
});

describe('the speculation rules', () => {
  it('match only pages under the base path, and the CSP allows them by their hash', () => {
    const urls = siteUrls({ origin: 'https://example.org', base: '/guide' });
    assert.match(speculationRules(urls), /"href_matches":"\/guide\/\*"/);
    assert.match(speculationRules(urls), /"href_matches":"\/guide\/\*\.\*"/);
    assert.ok(contentSecurityPolicy(urls).includes(`'sha256-${createHash('sha256').update(speculationRules(urls)).digest('base64')}'`));
    // The hash is of the rules at that base: the policy at the root allows other rules.
    assert.ok(!contentSecurityPolicy(atRoot).includes(`'sha256-${createHash('sha256').update(speculationRules(urls)).digest('base64')}'`));
  });
});

describe('the inline stylesheet', () => {
  const css = ':root{--color-bg: #ffffff}body{margin:0}';
  const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
  const styleSrc = (csp: string) => csp.split('; ').find((directive) => directive.startsWith('style-src '));

  it("is allowed by its hash in the pages' CSP, in _headers and in serve.json, and no other inline style is", () => {
    assert.equal(styleSrc(contentSecurityPolicy(atRoot, css)), `style-src 'self' ${hash}`);
    assert.equal(styleSrc(contentSecurityPolicy(atRoot)), "style-src 'self'", 'without one (the dev server links the stylesheet), no hash');
    const files = hostFiles(englishSite, 'any', css);
    assert.ok(parseHeaders(files.get('_headers')!).get('/*')!.includes(`Content-Security-Policy: ${contentSecurityPolicy(atRoot, css)}; frame-ancestors 'none'`));
    const served = (JSON.parse(files.get('serve.json')!) as ReturnType<typeof serveConfig>).headers.find(({ source }) => source === '**')!.headers;
    assert.deepEqual(served.find(({ key }) => key === 'Content-Security-Policy')?.value, securityHeaders(atRoot, css)['Content-Security-Policy']);
    assert.ok(!contentSecurityPolicy(atRoot, `${css} `).includes(hash), 'the hash is of the exact text');
  });
});

describe('host limits', () => {
  const files = (headers: number, redirects: number, longLine = 0) =>
    new Map([
      ['_headers', [...Array.from({ length: headers }, (_, index) => `/p${index}/\n  X-A: b`), `  X-Long: ${'x'.repeat(Math.max(0, longLine - 10))}`].join('\n')],
      ['_redirects', Array.from({ length: redirects }, (_, index) => `/old${index}/ /new/ 301`).join('\n')],
    ]);

  const small = { files: 10, bytes: 1000 };

  it('accepts files within every limit', () => assert.deepEqual(hostLimitProblems(files(hostLimits.headerRules, hostLimits.staticRedirects), { files: 20_000, bytes: 1000 }, 'cloudflare'), []));

  it('names each limit a site passes, and what to do', () => {
    const problems = hostLimitProblems(files(hostLimits.headerRules + 1, hostLimits.staticRedirects + 1, hostLimits.lineLength + 1), { files: 20_001, bytes: 1000 }, 'cloudflare');
    assert.equal(problems.length, 4, problems.join('\n'));
    assert.match(problems[0]!, /^_headers has 101 rules; Cloudflare reads 100: /);
    assert.match(problems[1]!, /^_redirects has 2001 redirects; Cloudflare reads 2000: /);
    assert.match(problems[2]!, /^_headers line \d+ is 2001 characters; Cloudflare reads 2000 a line$/);
    assert.match(problems[3]!, /^the site has 20001 files; Cloudflare Pages on the Free plan takes 20000 a deployment; paid plans take 100000 \(build with DEPLOY_HOST=cloudflare-paid\)/);
  });

  it("holds a deployment's size to the chosen host's limit only", () => {
    const many = { files: 20_583, bytes: 2e8 };
    for (const host of ['any', 'netlify', 's3', 'github', 'cloudflare-paid'] as const) assert.deepEqual(hostLimitProblems(new Map(), many, host), [], host);
    assert.equal(hostLimitProblems(new Map(), many, 'cloudflare').length, 1);
    assert.deepEqual(hostLimitProblems(new Map(), { files: 100_001, bytes: 1 }, 'cloudflare-paid'), [
      'the site has 100001 files; Cloudflare Pages on a paid plan (since January 2026) takes 100000 a deployment: fewer pages (a larger list page size) or fewer pictures, or a host that counts no files (Netlify, S3)',
    ]);
    assert.deepEqual(hostLimitProblems(new Map(), { files: 5, bytes: 1_200_000_000 }, 'github'), ['the site is 1.20 GB; GitHub Pages (a site of 1 GB at most) takes 1.00 GB: fewer or smaller pictures and videos, or another host']);
  });

  it("says in the summary which host the build is for, why, and how many files a deployment has against its limit", () => {
    assert.equal(
      deploymentLine('cloudflare', 'CF_PAGES=1', { files: 2000, bytes: 5e6 }),
      'Built for Cloudflare Pages (Free plan) (CF_PAGES=1). A deployment has 2000 files (0.01 GB): Cloudflare Pages on the Free plan takes 20000 files (10.0 % used).',
    );
    assert.equal(deploymentLine('netlify', 'DEPLOY_HOST=netlify', small), 'Built for Netlify (DEPLOY_HOST=netlify). A deployment has 10 files (0.00 GB): Netlify counts no files a deployment.');
    assert.match(deploymentLine('any', 'no host variable', small), /^Built for any static host \(no host variable\)\. .*Cloudflare Pages takes 20000 files on the Free plan and 100000 on paid plans, GitHub Pages 1.00 GB; Netlify and S3 count no files/);
    assert.equal(deploymentLimits.github?.bytes, 1e9);
  });

  it('counts redirects with a splat or a placeholder apart', () => {
    const dynamic = new Map([['_redirects', Array.from({ length: hostLimits.dynamicRedirects + 1 }, (_, index) => `/old${index}/* /new/:splat 301`).join('\n')]]);
    assert.deepEqual(hostLimitProblems(dynamic, small), ['_redirects has 101 redirects with a * or :placeholder; Cloudflare reads 100']);
  });
});
