/** /blog/velocity-edit/ (also /velocity-edit/ and /velocity-edits-capcut/): the velocity edit guide. */
import { ArticleView, articleStructuredData } from '../components/article/ArticleView.tsx';
import { velocityEdit } from '../content/articles/velocity-edit.ts';

export default function VelocityEditPage() {
  return <ArticleView article={velocityEdit} />;
}

export const structuredData = () => articleStructuredData(velocityEdit);
