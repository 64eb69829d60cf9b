/** The content data's schemas (tools/content/content-data.ts): the site's data passes; each kind of mistake is named with its file and entry. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contentDataProblems, siteData } from '../../tools/content/content-data.ts';

const none = { facts: {}, tutorials: [], effects: [], templates: [], editors: [] };

describe('the content data', () => {
  it("of the site has no problem", () => assert.deepEqual(contentDataProblems(siteData), []));

  it('refuses a figure without a source or with a date that is no day, naming it', () =>
    assert.deepEqual(contentDataProblems({ ...none, facts: { installNeeds: { value: '500 MB', source: '', asOf: '2025-13-45' } } }), [
      'src/facts.ts: facts[0] "installNeeds": source "" is empty',
      'src/facts.ts: facts[0] "installNeeds": asOf "2025-13-45" is not a date (YYYY-MM-DD)',
    ]));

  it('refuses an invented-looking video id, an unchecked date and an id used twice', () => {
    const tutorial = { id: 'velocity', title: 'Velocity', guide: { href: '/blog/velocity-edit/', label: 'Guide' } };
    assert.deepEqual(contentDataProblems({ ...none, tutorials: [{ ...tutorial, video: { id: 'abc', source: 'CapCut channel', checked: '2025-02-30' } }, tutorial] }), [
      'src/content/learning/tutorials.ts: tutorials[0] "velocity": video.id "abc" is not a video id (11 letters, digits, - or _)',
      'src/content/learning/tutorials.ts: tutorials[0] "velocity": video.checked "2025-02-30" is not a date (YYYY-MM-DD)',
      'src/content/learning/tutorials.ts: tutorials[1] "velocity": id "velocity" is used twice (also by tutorials[0])',
    ]);
  });

  it('refuses a link that is no path of the site and a rating outside 0 to 5', () =>
    assert.deepEqual(
      contentDataProblems({
        ...none,
        effects: [{ id: 'blur', name: 'Blur', tags: [], tutorial: { href: 'blog/blur', label: 'Blur' } }],
        editors: [{ key: 'vn', name: 'VN', rating: { value: 7, source: 'Play', asOf: '2025-08-08' }, detailLink: '/alternatives/vn-editor/' }],
      }),
      [
        'src/content/learning/effects.ts: effects[0] "blur": tutorial.href "blog/blur" is not a path of the site ("/blog/velocity-edit/")',
        'src/content/comparisons/editors.ts: alternativeEditors[0] "vn": rating.value 7 is above 5',
      ],
    ));
});
