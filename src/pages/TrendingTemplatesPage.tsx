/** /blog/trending-templates/ (also /trending-templates/ and /trending-capcut-templates/): trending template types and how to use them. */
import { ArticleView, articleStructuredData } from '../components/article/ArticleView.tsx';
import { trendingTemplates } from '../content/articles/trending-templates.ts';

export default function TrendingTemplatesPage() {
  return <ArticleView article={trendingTemplates} />;
}

export const structuredData = () => articleStructuredData(trendingTemplates);
