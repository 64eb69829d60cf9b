/**
 * What a deploy does to a bucket, decided from the built site's objects, the bucket's listing and
 * the deploy's manifest (tools/deploy/deploy-plan.ts), and the order it does it in
 * (tools/deploy/publish-order.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { manifestName, manifestText, parseManifest, type Manifest } from '../../tools/deploy/deploy-manifest.ts';
import { deployPlan, holds, manifestAfter, type SiteObject } from '../../tools/deploy/deploy-plan.ts';
import { deletionOrder, kindOf, phaseOf, type FileKind } from '../../tools/deploy/publish-order.ts';
import { md5Of } from '../../tools/deploy/site-objects.ts';
import { immutableAsset, revalidatedPage } from '../../tools/site-files/host-files.ts';

const html = 'text/html; charset=utf-8';

/** A file of the site as the deploy reads it, its bytes given as text. */
const file = (key: string, text: string, extra: Partial<SiteObject> = {}): SiteObject => ({
  key,
  file: key,
  kind: kindOf(key),
  bytes: text.length,
  md5: md5Of(text),
  contentType: key.endsWith('.html') ? html : 'text/css; charset=utf-8',
  cacheControl: key.startsWith('assets/') ? immutableAsset : revalidatedPage,
  ...extra,
});
const redirect = (key: string, target: string): SiteObject => ({ key, kind: 'redirect', bytes: 0, md5: md5Of(''), cacheControl: revalidatedPage, redirect: target });

const site = [file('assets/main-1.css', 'css'), file('index.html', 'home'), file('blog/a/index.html', 'a'), redirect('old/index.html', '/blog/a/'), file('sitemap.xml', 'map', { kind: 'root' })];

/** The bucket after a deploy of `objects`: listed by their MD5, with the manifest the deploy wrote. */
const deployed = (objects: readonly SiteObject[]) => ({ listing: new Map(objects.map(({ key, md5 }) => [key, md5])), manifest: manifestAfter(objects, new Map()) as Manifest });

const keysOf = (steps: ReturnType<typeof deployPlan>['steps']) => steps.map(({ phase, objects }) => [phase, objects.map(({ key }) => key)]);

describe('deployPlan', () => {
  it('puts a whole site into an empty bucket, files before pages, redirects after pages, the sitemap last', () => {
    const plan = deployPlan(site, new Map(), new Map(), '');
    assert.deepEqual(keysOf(plan.steps), [
      ['files', ['assets/main-1.css']],
      ['new pages', ['index.html', 'blog/a/index.html']],
      ['redirects', ['old/index.html']],
      ['roots', ['sitemap.xml']],
    ]);
    assert.deepEqual(plan.deletes, []);
  });

  it('uploads nothing the second time', () => {
    const { listing, manifest } = deployed(site);
    const plan = deployPlan(site, listing, manifest, '');
    assert.deepEqual(plan.steps, []);
    assert.equal(plan.unchanged.length, site.length);
  });

  it('uploads a changed page alone, as a replaced page after new ones', () => {
    const { listing, manifest } = deployed(site);
    const edited = site.map((object) => (object.key === 'blog/a/index.html' ? file('blog/a/index.html', 'a, edited') : object));
    const plan = deployPlan([...edited, file('blog/b/index.html', 'b')], listing, manifest, '');
    assert.deepEqual(keysOf(plan.steps), [
      ['new pages', ['blog/b/index.html']],
      ['pages', ['blog/a/index.html']],
    ]);
  });

  it('puts again an object whose bytes are the same but whose Cache-Control, Content-Type or redirect target changed, which no ETag shows', () => {
    const { listing, manifest } = deployed(site);
    const changed = site.map((object) =>
      object.key === 'assets/main-1.css' ? { ...object, cacheControl: revalidatedPage } : object.key === 'index.html' ? { ...object, contentType: 'text/plain' } : object.kind === 'redirect' ? { ...object, redirect: '/blog/b/' } : object,
    );
    assert.deepEqual(keysOf(deployPlan(changed, listing, manifest, '').steps), [
      ['files', ['assets/main-1.css']],
      ['pages', ['index.html']],
      ['redirects', ['old/index.html']],
    ]);
  });

  it('uploads everything again when the manifest is missing, since the headers of what is there are unknown', () => {
    const { listing } = deployed(site);
    assert.equal(deployPlan(site, listing, new Map(), '').unchanged.length, 0);
  });

  it('takes an ETag that is no MD5 (multipart, KMS) as the same bytes when the manifest recorded it for them', () => {
    const { manifest } = deployed(site);
    const css = site[0]!;
    const listing = new Map([[css.key, '9b2cf535f27731c974343645a3985328-2']]);
    assert.equal(holds(css, listing, manifest), false, 'an ETag the manifest does not know');
    const recorded = new Map(manifest).set(css.key, { ...manifest.get(css.key)!, etag: '9b2cf535f27731c974343645a3985328-2' });
    assert.equal(holds(css, listing, recorded), true);
    assert.equal(holds({ ...css, md5: md5Of('other css') }, listing, recorded), false, 'the recorded ETag was for other bytes');
  });

  it('leaves alone an object a deploy stopped half-way had already put, when only its bytes changed', () => {
    // The stopped deploy wrote no manifest: the bucket has the new bytes, the manifest the old ones with the same headers.
    const { manifest } = deployed(site);
    const edited = file('blog/a/index.html', 'a, edited');
    assert.equal(holds(edited, new Map([[edited.key, edited.md5]]), manifest), true);
  });

  it('deletes what the site no longer has, pages first, never the manifest nor a key outside the prefix', () => {
    const listing = new Map([
      ['docs/assets/old-1.css', 'x'],
      ['docs/sitemap-2.xml', 'x'],
      ['docs/gone/index.html', 'x'],
      [`docs/${manifestName}`, 'x'],
    ]);
    const plan = deployPlan([], listing, new Map(), 'docs/', [`docs/${manifestName}`]);
    assert.deepEqual(plan.deletes, ['docs/gone/index.html', 'docs/sitemap-2.xml', 'docs/assets/old-1.css']);
  });

  it('replaces the alias file of a renamed page by its redirect, deleting nothing', () => {
    const { listing, manifest } = deployed([file('old/index.html', 'the old page'), file('index.html', 'home')]);
    const plan = deployPlan([redirect('old/index.html', '/new/'), file('new/index.html', 'the page'), file('index.html', 'home')], listing, manifest, '');
    assert.deepEqual(keysOf(plan.steps), [
      ['new pages', ['new/index.html']],
      ['redirects', ['old/index.html']],
    ]);
    assert.deepEqual(plan.deletes, []);
  });
});

describe('the manifest', () => {
  it('reads back what it wrote, sorted by key, with the ETag only where it is no MD5', () => {
    const etags = new Map([['assets/main-1.css', 'abc-2']]);
    const written = manifestText(manifestAfter(site, etags));
    assert.deepEqual(parseManifest(written), manifestAfter(site, etags));
    assert.deepEqual(Object.keys(JSON.parse(written).objects), [...site.map(({ key }) => key)].sort());
    assert.equal(parseManifest(written).get('assets/main-1.css')?.etag, 'abc-2');
    assert.equal(parseManifest(written).get('index.html')?.etag, undefined);
  });

  it('is empty when missing, unreadable or of another version', () => {
    for (const text of [undefined, '', 'not json', '{"version":2,"objects":{}}', '{"version":1,"objects":{"a":{"md5":1}}}']) assert.equal(parseManifest(text).size, 0, String(text));
  });
});

describe('kindOf', () => {
  const cases: [string, FileKind][] = [
    ['index.html', 'page'],
    ['es/404.html', 'page'],
    ['assets/main-729CC37B.css', 'file'],
    ['assets/images/speed-400.3f2a.avif', 'file'],
    ['videos/velocity.mp4', 'file'],
    ['favicon.svg', 'file'],
    ['pagefind/fragment/en_1a2b.pf_fragment', 'file'],
    ['pagefind/es/index/es_1a2b.pf_index', 'file'],
    ['pagefind/pagefind.en_312d7d127c.pf_meta', 'file'],
    ['pagefind/pagefind.js', 'file'],
    ['pagefind/wasm.en.pagefind', 'file'],
    ['pagefind/pagefind-entry.json', 'index'],
    ['pagefind/shard-2/pagefind-entry.json', 'index'],
    ['blog/feed.xml', 'index'],
    ['es/blog/feed.xml', 'index'],
    ['sitemap-2.xml', 'index'],
    ['sitemap.xml', 'root'],
    ['robots.txt', 'root'],
    ['pagefind/shards.json', 'root'],
    ['pagefind/pt-br/shards.json', 'root'],
  ];
  for (const [file, kind] of cases) it(`takes ${file} for a${kind === 'index' ? 'n' : ''} ${kind}`, () => assert.equal(kindOf(file), kind));
});

describe('the order of a deploy', () => {
  it('puts a page new to the bucket before a replaced one, which may link it', () => {
    assert.equal(phaseOf('page', false), 'new pages');
    assert.equal(phaseOf('page', true), 'pages');
  });

  it('deletes pages before what they named, under a prefix too', () => {
    assert.deepEqual(deletionOrder(['p/assets/a.css', 'p/pagefind/fragment/x.pf_fragment', 'p/blog/feed.xml', 'p/gone/index.html'], 'p/'), ['p/gone/index.html', 'p/blog/feed.xml', 'p/assets/a.css', 'p/pagefind/fragment/x.pf_fragment']);
  });
});
