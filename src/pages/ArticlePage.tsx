/** Every article written in Markdown (src/content/articles/*.md, *.mdx), at its canonical path and its aliases, in the layout its file names. */
import { articlesAt } from '../i18n/articles-at.ts';
import type { ArticleRecord, MarkdownContent } from '../articles.ts';
import { ArticleView, articleStructuredData } from '../components/article/ArticleView.tsx';
import { MarkdownBody } from '../components/article/article-components.tsx';
import { useEditorComparison } from '../components/comparisons/ComparisonBody.tsx';
import { ComparisonDetail } from '../components/comparisons/ComparisonDetail.tsx';
import type { EditorKey } from '../content-types.ts';
import type { RouteRecord } from '../routing/route-types.ts';
import { useSite, type Site } from '../site-context.tsx';

const articleAt = (site: Site, path: string) => articlesAt(site, path).byPath.get(path)!.record as ArticleRecord<MarkdownContent>;

const Comparison = ({ article, editor }: { article: ArticleRecord<MarkdownContent>; editor: EditorKey }) => (
  <ComparisonDetail record={article} copy={useEditorComparison(editor)}>
    <MarkdownBody content={article.content} />
  </ComparisonDetail>
);

export default function ArticlePage({ route }: { route: RouteRecord }) {
  const article = articleAt(useSite(), route.path);
  const { editor } = article.content;
  if (article.content.layout === 'comparison' && editor) return <Comparison article={article} editor={editor} />;
  return <ArticleView article={article} />;
}

export const structuredData = (route: RouteRecord, site: Site) => articleStructuredData(articleAt(site, route.path));
