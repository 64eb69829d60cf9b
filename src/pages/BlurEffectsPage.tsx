/** /blog/blur-effects/ (also /blur-effects/ and /blur-effects-capcut/): blur types and techniques. */
import { ArticleView, articleStructuredData } from '../components/article/ArticleView.tsx';
import { blurEffects } from '../content/articles/blur-effects.ts';

export default function BlurEffectsPage() {
  return <ArticleView article={blurEffects} />;
}

export const structuredData = () => articleStructuredData(blurEffects);
