/** /tiktok-templates/: the TikTok template guide: quick start, six templates with previews, walkthrough, plan and metrics. */
import { formatCount } from '../i18n/format.ts';
import { useLocale } from '../i18n/use-locale.tsx';
import { howToThing } from '../components/HowTo.tsx';
import type { Site } from '../site-context.tsx';
import { previewClipFiles } from '../components/TemplatePreview.tsx';
import { ArticleHeader } from '../components/article/ArticleHeader.tsx';
import { Island } from '../hydration/Island.tsx';
import TiktokGuide from '../islands/TiktokGuide.tsx';
import { tiktokGuide } from '../content/learning/tiktok.ts';

export const structuredData = () => [howToThing(tiktokGuide.content.walkthrough)];

export const fetchedFiles = (site: Site) => previewClipFiles(tiktokGuide.content.templates, site);

export default function TiktokTemplatesPage() {
  const locale = useLocale();
  const { messages } = locale;
  return (
    <article className="page">
      <ArticleHeader record={tiktokGuide} />
      <Island component={TiktokGuide} props={{ content: tiktokGuide.content, stepsTime: messages.downloads.stepsTime(formatCount(locale, tiktokGuide.content.walkthrough.totalMinutes)) }} hydrate="visible" />
    </article>
  );
}
