/** /complete-guide/: a route through every guide in order. */
import { ArticleView, articleStructuredData } from '../components/article/ArticleView.tsx';
import { completeGuide } from '../content/articles/complete-guide.ts';

export default function CompleteGuidePage() {
  return <ArticleView article={completeGuide} />;
}

export const structuredData = () => articleStructuredData(completeGuide);
