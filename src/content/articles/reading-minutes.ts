/**
 * Every article's reading time in minutes, by slug: the words its page renders under its header
 * (the body, as the page renders it), counted at build time (reading-time.ts).
 * No article page may import a module that imports this one's counting: it renders those pages' bodies.
 */
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MarkdownBody } from '../../components/article/article-components.tsx';
import { CapcutVsProBody } from '../../components/comparisons/CapcutVsProBody.tsx';
import { CapcutVsVnBody } from '../../components/comparisons/CapcutVsVnBody.tsx';
import { TiktokGuideBody } from '../../components/learning/TiktokGuideBody.tsx';
import { TopTemplatesBody } from '../../components/learning/TopTemplatesBody.tsx';
import { articleList, type ArticleContent } from './article-list.ts';
import { countWords, minutesToRead, textOfMarkup } from './reading-time.ts';

/** The component that renders each kind of content, as the article's page renders it under the header. */
function bodyOf(content: ArticleContent): ReactElement {
  switch (content.kind) {
    case 'markdown':
      return createElement(MarkdownBody, { content });
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

/** The words of an article's body, as the build renders the page (unfiltered). */
const wordsOf = (content: ArticleContent): number => countWords(textOfMarkup(renderToStaticMarkup(bodyOf(content))));

export const readingMinutes: Readonly<Record<string, number>> = Object.fromEntries(
  articleList.map(({ record }) => [record.slug, minutesToRead(wordsOf(record.content))]),
);
