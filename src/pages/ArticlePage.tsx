/** Every article written in Markdown (src/content/articles/*.md, *.mdx), at its canonical path and its aliases. */
import { ArticleView, articleStructuredData } from '../components/article/ArticleView.tsx';
import { markdownArticleAt } from '../content/articles/article-list.ts';
import type { RouteRecord } from '../routing/route-types.ts';

export default function ArticlePage({ route }: { route: RouteRecord }) {
  return <ArticleView article={markdownArticleAt(route.path)} />;
}

export const structuredData = (route: RouteRecord) => articleStructuredData(markdownArticleAt(route.path));
