/** /installation-guide/ (also /blog/installation-guide/): installing from official channels on every platform. */
import { ArticleView, articleStructuredData } from '../components/article/ArticleView.tsx';
import { installationGuide } from '../content/articles/installation-guide.ts';

export default function InstallationGuidePage() {
  return <ArticleView article={installationGuide} />;
}

export const structuredData = () => articleStructuredData(installationGuide);
