/** /top-templates-2025/ and its translations: the ten ranked template styles, category chips that filter them, and a preview dialog, from the record of the page's language. */
import { SiteLink } from '../components/SiteLink.tsx';
import type { ArticleRecord } from '../articles.ts';
import { useSite, type Site } from '../site-context.tsx';
import { previewClipFiles } from '../components/TemplatePreview.tsx';
import { ArticleHeader } from '../components/article/ArticleHeader.tsx';
import { topTemplatesProps } from '../components/learning/TopTemplatesBody.tsx';
import { Island } from '../hydration/Island.tsx';
import TopTemplates from '../islands/TopTemplates.tsx';
import { topTemplates2025, topTemplatesWords, type RankingContent } from '../content/learning/templates.ts';
import { articlesAt } from '../i18n/articles-at.ts';
import { useLaidOutWords, useLocale, useLocalHref } from '../i18n/use-locale.tsx';
import type { RouteRecord } from '../routing/route-types.ts';

const recordAt = (site: Site, path: string) => articlesAt(site, path).byPath.get(path)!.record as ArticleRecord<RankingContent>;

export const fetchedFiles = (site: Site) => previewClipFiles(topTemplates2025.content.templates, site);

export default function TopTemplatesPage({ route }: { route: RouteRecord }) {
  const record = recordAt(useSite(), route.path);
  const words = useLaidOutWords('top-templates-2025', topTemplatesWords);
  const locale = useLocale();
  const localHref = useLocalHref();
  return (
    <article className="page">
      <ArticleHeader record={record}>
        <SiteLink href="/download/" className="button button--primary">
          {words.getCapcut}
        </SiteLink>
        <SiteLink href="/tiktok-templates/" className="button button--secondary">
          {words.tiktokGuide}
        </SiteLink>
      </ArticleHeader>
      <Island component={TopTemplates} props={topTemplatesProps(locale, record.content, words, localHref)} hydrate="visible" />
    </article>
  );
}
