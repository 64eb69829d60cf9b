/** /tiktok-templates/: the TikTok template guide: quick start, six templates with previews, walkthrough, plan and metrics. */
import { howToThing } from '../components/HowTo.tsx';
import { previewClipFiles } from '../components/TemplatePreview.tsx';
import { ArticleHeader } from '../components/article/ArticleHeader.tsx';
import { TiktokGuideBody } from '../components/learning/TiktokGuideBody.tsx';
import { tiktokGuide } from '../content/learning/tiktok.ts';

export const structuredData = () => [howToThing(tiktokGuide.content.walkthrough)];

export const fetchedFiles = () => previewClipFiles(tiktokGuide.content.templates);

export default function TiktokTemplatesPage() {
  return (
    <article className="page">
      <ArticleHeader record={tiktokGuide} />
      <TiktokGuideBody content={tiktokGuide.content} />
    </article>
  );
}
