/** Download links over every HTML file of dist/: official channels only, no installer files, no file hosts. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { officialHosts, officialLinks } from '../../src/site.ts';
import { attr, documentElements, textOf, type HtmlElement } from '../../tools/render/html-elements.ts';
import { distFiles, parsePage } from '../support/dist-files.ts';
import { site } from '../support/site.ts';

const { absoluteUrl } = site;

const officialUrls = new Set<string>(Object.values(officialLinks));
const installerFile = /\.(apk|xapk|apks|apkm|ipa|exe|msi|dmg|pkg)$/i;
const downloadWords = /download|install|get it|google play|app store|\bapk\b|\bipa\b/i;
const linkAttributes = ['href', 'src', 'action', 'formaction', 'data'];

/** The external URL of an attribute value, or undefined for a link inside the site. */
function externalUrl(value: string): URL | undefined {
  try {
    const url = new URL(value, absoluteUrl('/'));
    return url.origin === site.settings.origin || !/^https?:$/.test(url.protocol) ? undefined : url;
  } catch {
    return undefined;
  }
}

/** Every download-link problem of one page's elements, as sentences naming the file. */
export function downloadLinkProblems(file: string, elements: readonly HtmlElement[]): string[] {
  const problems: string[] = [];
  for (const element of elements) {
    const channel = attr(element, 'data-download');
    if (channel !== undefined) {
      const href = attr(element, 'href') ?? '';
      if (!officialUrls.has(href)) problems.push(`${file}: data-download="${channel}" points at ${href || 'nothing'}, not an official link`);
      else if (officialLinks[channel as keyof typeof officialLinks] !== href) problems.push(`${file}: data-download="${channel}" points at another channel's link ${href}`);
    }
    for (const name of linkAttributes) {
      const value = attr(element, name);
      if (value === undefined) continue;
      const pathname = new URL(value, absoluteUrl('/')).pathname;
      if (installerFile.test(pathname)) problems.push(`${file}: <${element.tagName} ${name}="${value}"> points at an installer file`);
    }
    if (element.tagName === 'a') {
      const url = externalUrl(attr(element, 'href') ?? '');
      const looksLikeDownload = url && (downloadWords.test(textOf(element)) || downloadWords.test(url.href) || channel !== undefined);
      if (url && looksLikeDownload && !officialHosts.includes(url.host)) problems.push(`${file}: download link "${textOf(element).trim()}" leads to ${url.host}, not an official channel`);
    }
  }
  return problems;
}

describe('download links', () => {
  it('the checker reports a wrong channel, an installer file and an unofficial download host', () => {
    const bad = documentElements(`
      <a data-download="android" href="${officialLinks.ios}">Android</a>
      <a data-download="ios" href="https://files.example/capcut.ipa">iOS</a>
      <a href="/files/CapCut.APK">Get the APK</a>
      <a href="https://apkmirror.example/capcut">Download CapCut</a>
      <a href="https://news.example/story">A story</a>
      <a data-download="desktop" href="${officialLinks.desktop}">PC</a>`);
    assert.deepEqual(downloadLinkProblems('fixture.html', bad), [
      `fixture.html: data-download="android" points at another channel's link ${officialLinks.ios}`,
      'fixture.html: data-download="ios" points at https://files.example/capcut.ipa, not an official link',
      'fixture.html: <a href="https://files.example/capcut.ipa"> points at an installer file',
      'fixture.html: download link "iOS" leads to files.example, not an official channel',
      'fixture.html: <a href="/files/CapCut.APK"> points at an installer file',
      'fixture.html: download link "Download CapCut" leads to apkmirror.example, not an official channel',
    ]);
  });

  it('on every page lead only to official channels, never to a file', () => {
    const pages = distFiles().filter((file) => file.endsWith('.html'));
    assert.ok(pages.length > 10, 'the built site has its pages');
    const problems = pages.flatMap((file) => downloadLinkProblems(file, parsePage(file).elements));
    assert.deepEqual(problems, []);
  });

  it('appear on every download page, one per official channel the page names', () => {
    const expected: Record<string, string[]> = {
      'index.html': ['android'],
      'download/index.html': ['android', 'desktop', 'ios'],
      'capcut-pc/index.html': ['desktop'],
      'capcut-windows/index.html': ['desktop'],
      'capcut-ios/index.html': ['ios'],
      'capcut-mac/index.html': ['desktop'],
      'capcut-pro/index.html': ['android', 'ios'],
      'capcut-chromebook/index.html': ['android', 'web'],
      'capcut-web/index.html': ['web'],
    };
    const problems: string[] = [];
    for (const [file, channels] of Object.entries(expected)) {
      const found = new Set(parsePage(file).elements.flatMap((element) => attr(element, 'data-download') ?? []));
      for (const channel of channels) if (!found.has(channel)) problems.push(`${file}: no ${channel} download button`);
    }
    assert.deepEqual(problems, []);
  });
});
