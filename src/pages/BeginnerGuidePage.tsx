/** /beginner-guide/ (also /blog/beginner-guide/ and /blog/beginners-guide/): the three-level beginner path. */
import { ArticleView, articleStructuredData } from '../components/article/ArticleView.tsx';
import { beginnerGuide } from '../content/articles/beginner-guide.ts';

export default function BeginnerGuidePage() {
  return <ArticleView article={beginnerGuide} />;
}

export const structuredData = () => articleStructuredData(beginnerGuide);
