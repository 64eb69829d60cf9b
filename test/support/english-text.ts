/**
 * Finding English sentences in the visible text of a page of another language (test/build/
 * page-languages.test.ts). The heuristic: English's commonest small words ("the", "of", "with",
 * "your"...) are no words of Spanish or Portuguese, so two of them within four words of one another
 * make an English phrase: "Search by name or use", "out of 5 stars", "opens in a new tab". A
 * product or template name with one such word ("Day in My Life" has two) is on the allow-list of
 * the test that calls this, with its reason.
 */
import { attr, type HtmlElement, type HtmlNode } from '../../tools/render/html-elements.ts';

/**
 * English words that are no words of Spanish or Portuguese: the small words, and the commonest words
 * of the site's interface. Left out on purpose: "a", "as", "do", "no", "me", "he", "so", "use",
 * "off", "app", "video", "videos", "editor", "tutorial", "templates", "download", "links", "fade",
 * "zoom", "look", "post" (words of those languages too, or loanwords they use).
 */
export const englishWords = new Set(
  `the and of to with your you is are this that these those from by it its be been at an not can will would should could how what which who why
when where there their they them we our us my was were has have had does did into than then out up about after before every each only just
also but for on or in if new more all get page search opens tab read watch guide guides best see try here skip close show less find filter
choose rating reviews source last updated scroll top step steps help open make works browse later version editors tutorials effects free`.split(/\s+/),
);

/** Elements whose text is not the page's words: code, and what is marked as another language. */
const skipped = new Set(['script', 'style', 'template', 'code', 'kbd', 'pre', 'svg', 'noscript']);
/** Elements that end a run of text: their text is not read together with the text beside them. */
const blocks = new Set(['p', 'li', 'td', 'th', 'dt', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'figcaption', 'caption', 'button', 'a', 'label', 'summary', 'div', 'section', 'article', 'header', 'footer', 'nav', 'main', 'aside', 'ul', 'ol', 'table', 'tr', 'option', 'title', 'site-island', 'dialog', 'figure', 'blockquote', 'br']);
/** Attributes whose text a visitor sees or hears. */
const spokenAttributes = ['alt', 'aria-label', 'title', 'placeholder'];

/** The runs of text of a page a visitor reads or hears in its language, each one run of words. */
export function visibleTexts(root: HtmlNode, pageLang: string): string[] {
  const runs: string[] = [];
  let current = '';
  const end = () => {
    if (current.trim()) runs.push(current.replace(/\s+/g, ' ').trim());
    current = '';
  };
  const walk = (node: HtmlNode): void => {
    if (node.type === 'text') {
      current += (node as { data: string }).data;
      return;
    }
    if (node.type !== 'tag' && node.type !== 'root') return;
    const element = node as HtmlElement;
    if (node.type === 'tag') {
      const lang = attr(element, 'lang');
      if (skipped.has(element.tagName) || (lang !== undefined && lang.toLowerCase() !== pageLang.toLowerCase())) return;
      for (const name of spokenAttributes) {
        const value = attr(element, name);
        if (value) runs.push(value);
      }
    }
    const isBlock = node.type === 'tag' && blocks.has(element.tagName);
    if (isBlock) end();
    for (const child of element.children) walk(child as HtmlNode);
    if (isBlock) end();
  };
  walk(root);
  end();
  return runs;
}

/** The English phrases of a run of text: each stretch of words, from an English word on, in which any four in a row hold two English words. */
export function englishPhrases(text: string): string[] {
  const words = text.split(/[^\p{L}\p{N}'’]+/u).filter(Boolean);
  const english = words.map((word) => englishWords.has(word.toLowerCase()));
  const phrases: string[] = [];
  let start = -1;
  let last = -1;
  for (let index = 0; index < words.length; index += 1) {
    const window = english.slice(index, index + 4);
    if (window.filter(Boolean).length < 2) continue;
    if (start === -1 || index > last + 1) {
      if (start !== -1) phrases.push(words.slice(start, last + 1).join(' '));
      // From its first English word.
      start = index + english.slice(index).indexOf(true);
    }
    last = Math.min(words.length - 1, index + 3);
  }
  if (start !== -1) phrases.push(words.slice(start, last + 1).join(' '));
  return phrases;
}
