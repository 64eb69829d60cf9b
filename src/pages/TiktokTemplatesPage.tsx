/** /tiktok-templates/ and its translations: the TikTok template guide (quick start, six templates with previews, walkthrough, plan and metrics), from the record of the page's language. */
import { howToThing } from '../components/HowTo.tsx';
import type { ArticleRecord } from '../articles.ts';
import { useSite, type Site } from '../site-context.tsx';
import { previewClipFiles } from '../components/TemplatePreview.tsx';
import { ArticleHeader } from '../components/article/ArticleHeader.tsx';
import { tiktokGuideProps } from '../components/learning/TiktokGuideBody.tsx';
import { Island } from '../hydration/Island.tsx';
import TiktokGuide from '../islands/TiktokGuide.tsx';
import { tiktokGuide, tiktokGuideWords, type TiktokGuideContent } from '../content/learning/tiktok.ts';
import { articlesAt } from '../i18n/articles-at.ts';
import { useLaidOutWords, useLocale, useLocalHref } from '../i18n/use-locale.tsx';
import type { RouteRecord } from '../routing/route-types.ts';

const recordAt = (site: Site, path: string) => articlesAt(site, path).byPath.get(path)!.record as ArticleRecord<TiktokGuideContent>;

export const structuredData = (route: RouteRecord, site: Site) => [howToThing(recordAt(site, route.path).content.walkthrough)];

export const fetchedFiles = (site: Site) => previewClipFiles(tiktokGuide.content.templates, site);

export default function TiktokTemplatesPage({ route }: { route: RouteRecord }) {
  const record = recordAt(useSite(), route.path);
  const words = useLaidOutWords('tiktok-templates', tiktokGuideWords);
  const locale = useLocale();
  const localHref = useLocalHref();
  return (
    <article className="page">
      <ArticleHeader record={record} />
      <Island component={TiktokGuide} props={tiktokGuideProps(locale, record.content, words, localHref)} hydrate="visible" />
    </article>
  );
}
