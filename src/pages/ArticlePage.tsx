/** Every article written in Markdown (src/content/articles/*.md, *.mdx), at its canonical path and its aliases, in the layout its file names. */
import { articlesAt } from '../i18n/articles-at.ts';
import type { ArticleRecord, MarkdownContent } from '../articles.ts';
import { ArticleView, articleStructuredData } from '../components/article/ArticleView.tsx';
import { MarkdownBody } from '../components/article/article-components.tsx';
import { ComparisonDetail } from '../components/comparisons/ComparisonDetail.tsx';
import { editorComparisons } from '../content/comparisons/editor-comparisons.ts';
import type { RouteRecord } from '../routing/route-types.ts';
import { useSite, type Site } from '../site-context.tsx';

const articleAt = (site: Site, path: string) => articlesAt(site, path).byPath.get(path)!.record as ArticleRecord<MarkdownContent>;

export default function ArticlePage({ route }: { route: RouteRecord }) {
  const article = articleAt(useSite(), route.path);
  const { editor } = article.content;
  if (article.content.layout === 'comparison' && editor)
    return (
      <ComparisonDetail record={article} copy={editorComparisons[editor]}>
        <MarkdownBody content={article.content} />
      </ComparisonDetail>
    );
  return <ArticleView article={article} />;
}

export const structuredData = (route: RouteRecord, site: Site) => articleStructuredData(articleAt(site, route.path));
