/**
 * Which articles a build publishes (tools/content/publication.ts): a post one second before its
 * time is left out and one second after is in; a draft never is; a published article linking to
 * either stops the build naming both files and the line.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nextScheduled, unpublishedAt, unpublishedLinkProblems, type PublishedFile } from '../../tools/content/publication.ts';
import { publicationOf } from '../../tools/pipeline/pipeline.ts';
import { siteEnvFrom } from '../../tools/pipeline/settings.ts';

const monday9 = Date.parse('2026-12-07T08:00:00Z');

const article = (slug: string, fields: Partial<PublishedFile> & { published?: string } = {}): PublishedFile => ({
  file: `src/content/articles/${slug}.mdx`,
  draft: false,
  aliases: [],
  links: [],
  cards: [],
  ...fields,
  record: { slug, path: `/blog/${slug}/`, published: fields.published ?? '2025-08-08' },
});

describe('unpublishedAt', () => {
  const post = article('soon', { published: '2026-12-07T09:00:00+01:00' });
  it('leaves a post out one second before its time', () => assert.equal(unpublishedAt(post, monday9 - 1000), 'scheduled'));
  it('publishes it at its time', () => assert.equal(unpublishedAt(post, monday9), undefined));
  it('publishes it one second after its time', () => assert.equal(unpublishedAt(post, monday9 + 1000), undefined));
  it('reads a bare date as the start of its day in the site\'s time zone (UTC)', () => {
    const day = article('day', { published: '2026-12-07' });
    assert.equal(unpublishedAt(day, Date.parse('2026-12-06T23:59:59Z')), 'scheduled');
    assert.equal(unpublishedAt(day, Date.parse('2026-12-07T00:00:01Z')), undefined);
  });
  it('never publishes a draft, whatever its date', () => assert.equal(unpublishedAt(article('old-draft', { draft: true }), monday9), 'draft'));
});

describe('unpublishedLinkProblems', () => {
  const draft = article('captions-draft', { draft: true, aliases: ['/captions-draft/'] });
  const soon = article('soon', { published: '2026-12-07T09:00:00+01:00' });

  it('refuses a published article linking to a draft, naming both files and the line', () => {
    const linking = article('color-grading', { links: [{ href: '/blog/captions-draft/#intro', line: 12 }] });
    assert.deepEqual(unpublishedLinkProblems([linking, draft], monday9), [
      'src/content/articles/color-grading.mdx: line 12: the link to /blog/captions-draft/#intro goes to src/content/articles/captions-draft.mdx, a draft (draft: true), which the site leaves out: publish it first, or link to it once it is published',
    ]);
  });

  it('refuses a link to an alias of a scheduled post and a card of it, until its time', () => {
    const linking = article('color-grading', { links: [{ href: '/blog/soon/', line: 3 }], cards: [{ slug: 'soon', line: 7 }] });
    const problems = unpublishedLinkProblems([linking, soon], monday9 - 1000);
    assert.equal(problems.length, 2);
    assert.match(problems[0]!, /^src\/content\/articles\/color-grading\.mdx: line 3: the link to \/blog\/soon\/ goes to src\/content\/articles\/soon\.mdx, scheduled for 2026-12-07T09:00:00\+01:00/);
    assert.match(problems[1]!, /^src\/content\/articles\/color-grading\.mdx: line 7: <ArticleCard article="soon"> goes to src\/content\/articles\/soon\.mdx/);
    assert.deepEqual(unpublishedLinkProblems([linking, soon], monday9 + 1000), []);
  });

  it('lets a draft link anywhere', () => {
    const linkingDraft = article('other-draft', { draft: true, links: [{ href: '/captions-draft/', line: 4 }, { href: '/blog/soon/', line: 5 }] });
    assert.deepEqual(unpublishedLinkProblems([linkingDraft, draft, soon], monday9 - 1000), []);
  });
});

describe('nextScheduled', () => {
  it('names the post due first after the build, never a draft', () => {
    const later = article('later', { published: '2026-12-08' });
    const soon = article('soon', { published: '2026-12-07T09:00:00+01:00' });
    const draft = article('draft', { draft: true, published: '2026-12-01' });
    assert.equal(nextScheduled([later, draft, soon], monday9 - 1000)?.file, 'src/content/articles/soon.mdx');
    assert.equal(nextScheduled([later, draft, soon], monday9)?.file, 'src/content/articles/later.mdx');
    assert.equal(nextScheduled([draft], monday9), undefined);
  });
});

describe('publicationOf', () => {
  const config = (env: Record<string, string>, devScript?: string) => ({ root: '', outDir: '', siteEnv: siteEnvFrom({ SOURCE_DATE_EPOCH: '1754611200', ...env }), ...(devScript && { devScript }) });
  it('leaves unpublished articles out of a production build, at its time', () => assert.deepEqual(publicationOf(config({})), { at: 1754611200_000, showUnpublished: false, preview: false }));
  it('shows them in npm run dev, which is no preview', () => assert.deepEqual(publicationOf(config({}, '/__dev/reload.js')), { at: 1754611200_000, showUnpublished: true, preview: false }));
  it('shows them in a preview build', () => assert.deepEqual(publicationOf(config({ PREVIEW: 'true' })), { at: 1754611200_000, showUnpublished: true, preview: true }));
});
