/** /blog/audio-sync/ (also /audio-sync/ and /audio-sync-sound-design-capcut/): audio sync and sound design. */
import { ArticleView, articleStructuredData } from '../components/article/ArticleView.tsx';
import { audioSync } from '../content/articles/audio-sync.ts';

export default function AudioSyncPage() {
  return <ArticleView article={audioSync} />;
}

export const structuredData = () => articleStructuredData(audioSync);
