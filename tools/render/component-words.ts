/**
 * The words an article's body shows through the components that lay out data (a comparison's
 * tables, the template ranking: component-props.ts's dataComponents), counted from their render in
 * the article's language: the compiled body holds no text of theirs to count. Every other word of a
 * body is counted from its tree as it compiles (compile-body.ts). The pipeline hands this count to
 * the content layer (ContentSources.componentWords), which renders nothing.
 */
import { Parser } from 'htmlparser2';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ArticleContent } from '../../src/articles.ts';
import { articleComponents } from '../../src/components/article/article-components.tsx';
import { IslandScopeContext, type IslandScope } from '../../src/hydration/Island.tsx';
import { english } from '../../src/i18n/catalogue/en-locale.ts';
import type { Locale } from '../../src/i18n/locale.ts';
import { LocaleContext } from '../../src/i18n/use-locale.tsx';
import type { SiteSettings } from '../../src/site-address.ts';
import { islandSite, SiteContext } from '../../src/site-context.tsx';
import { dataComponents } from '../markdown/component-props.ts';
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

/** An island counts as its render, wherever its file would be. */
const countingScope: IslandScope = { nameOf: () => 'counted', urlOf: () => '', page: 'the word count' };

/** The words of the data components `content`'s body places, rendered with the site's address in `locale` (English when not given); 0 when it places none. */
export function componentWords(content: ArticleContent, settings: SiteSettings, locale: Locale = english): number {
  const shown = content.components.filter((name) => dataComponents.has(name));
  if (shown.length === 0) return 0;
  const components = articleComponents(content) as Record<string, ComponentType>;
  const body = createElement('div', null, ...shown.map((name) => createElement(components[name]!, { key: name })));
  const page = createElement(SiteContext.Provider, { value: islandSite(settings) }, createElement(LocaleContext.Provider, { value: locale }, createElement(IslandScopeContext.Provider, { value: countingScope }, body)));
  return countWords(textOfMarkup(renderToStaticMarkup(page)));
}
