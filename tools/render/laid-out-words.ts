/**
 * The words an article's page lays out from data under its header (plans, scores, rankings, a
 * comparison's tables and links), counted from their render: these few bodies have no text of
 * their own to count. The pipeline hands this count to the content layer (ContentSources), which
 * imports no component.
 */
import { Parser } from 'htmlparser2';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { english } from '../../src/i18n/catalogue/en-locale.ts';
import type { Locale } from '../../src/i18n/locale.ts';
import { LocaleContext } from '../../src/i18n/use-locale.tsx';
import type { ArticleContent } from '../../src/articles.ts';
import { EditorComparisonActions, EditorComparisonBody } from '../../src/components/comparisons/ComparisonBody.tsx';
import { CapcutVsProBody } from '../../src/components/comparisons/CapcutVsProBody.tsx';
import { CapcutVsVnBody } from '../../src/components/comparisons/CapcutVsVnBody.tsx';
import { TiktokGuideBody } from '../../src/components/learning/TiktokGuideBody.tsx';
import { TopTemplatesBody } from '../../src/components/learning/TopTemplatesBody.tsx';
import type { SiteSettings } from '../../src/site-address.ts';
import { islandSite, SiteContext } from '../../src/site-context.tsx';
import { countWords } from '../markdown/reading-time.ts';

/**
 * The text of markup React rendered, read by htmlparser2: each tag is a word break, comments vanish
 * (React puts one between adjacent text nodes), entities are decoded. Only for counting words.
 */
export function textOfMarkup(html: string): string {
  const parts: string[] = [];
  const breakWord = () => parts.push(' ');
  new Parser({ ontext: (text) => parts.push(text), onopentag: breakWord, onclosetag: breakWord }).end(html);
  return parts.join('');
}

function laidOutBody(content: ArticleContent): ReactElement | undefined {
  switch (content.kind) {
    case 'markdown': {
      const { editor } = content;
      return editor ? createElement('div', null, createElement(EditorComparisonBody, { editor }), createElement(EditorComparisonActions, { editor })) : undefined;
    }
    case 'plans':
      return createElement(CapcutVsProBody, { content });
    case 'scores':
      return createElement(CapcutVsVnBody, { content });
    case 'ranking':
      return createElement(TopTemplatesBody, { content });
    case 'tiktok-guide':
      return createElement(TiktokGuideBody, { content });
  }
}

/** The words of what an article lays out from data, rendered with the site's address in the article's language (English when not given); 0 for a body of Markdown alone. */
export function laidOutWords(content: ArticleContent, settings: SiteSettings, locale: Locale = english): number {
  const body = laidOutBody(content);
  return body ? countWords(textOfMarkup(renderToStaticMarkup(createElement(SiteContext.Provider, { value: islandSite(settings) }, createElement(LocaleContext.Provider, { value: locale }, body))))) : 0;
}
