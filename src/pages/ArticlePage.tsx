/** Every article written in Markdown (src/content/articles/*.md, *.mdx), at its canonical path and its aliases, in the layout its file names. */
import { ArticleView, articleStructuredData } from '../components/article/ArticleView.tsx';
import { MarkdownBody } from '../components/article/article-components.tsx';
import { ComparisonDetail } from '../components/comparisons/ComparisonDetail.tsx';
import { editorComparisons } from '../content/comparisons/editor-comparisons.ts';
import { markdownArticleAt } from '../content/articles/article-list.ts';
import type { RouteRecord } from '../routing/route-types.ts';

export default function ArticlePage({ route }: { route: RouteRecord }) {
  const article = markdownArticleAt(route.path);
  const { editor } = article.content;
  if (article.content.layout === 'comparison' && editor)
    return (
      <ComparisonDetail record={article} copy={editorComparisons[editor]}>
        <MarkdownBody content={article.content} />
      </ComparisonDetail>
    );
  return <ArticleView article={article} />;
}

export const structuredData = (route: RouteRecord) => articleStructuredData(markdownArticleAt(route.path));
