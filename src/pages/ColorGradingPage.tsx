/** /blog/color-grading/ (also /color-grading/ and /color-grading-capcut/): color correction and grading. */
import { ArticleView, articleStructuredData } from '../components/article/ArticleView.tsx';
import { colorGrading } from '../content/articles/color-grading.ts';

export default function ColorGradingPage() {
  return <ArticleView article={colorGrading} />;
}

export const structuredData = () => articleStructuredData(colorGrading);
