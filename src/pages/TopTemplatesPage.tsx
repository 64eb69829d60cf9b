/** /top-templates-2025/: the ten ranked template styles, category chips that filter them, and a preview dialog. */
import { SiteLink } from '../components/SiteLink.tsx';
import type { Site } from '../site-context.tsx';
import { previewClipFiles } from '../components/TemplatePreview.tsx';
import { ArticleHeader } from '../components/article/ArticleHeader.tsx';
import { Island } from '../hydration/Island.tsx';
import TopTemplates from '../islands/TopTemplates.tsx';
import { topTemplates2025 } from '../content/learning/templates.ts';

export const fetchedFiles = (site: Site) => previewClipFiles(topTemplates2025.content.templates, site);

export default function TopTemplatesPage() {
  return (
    <article className="page">
      <ArticleHeader record={topTemplates2025}>
        <SiteLink href="/download/" className="button button--primary">
          Get CapCut
        </SiteLink>
        <SiteLink href="/tiktok-templates/" className="button button--secondary">
          TikTok template guide
        </SiteLink>
      </ArticleHeader>
      <Island component={TopTemplates} props={{ content: topTemplates2025.content }} hydrate="visible" />
    </article>
  );
}
