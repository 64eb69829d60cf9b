/** /capcut-vs-pro/ (alias /blog/capcut-vs-pro/) and its translations: CapCut Free vs Pro: table, plans, pros and cons, FAQ and verdict, from the record of the page's language. */
import { DownloadButton } from '../components/DownloadButton.tsx';
import { faqThing } from '../components/Faq.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { ArticleHeader } from '../components/article/ArticleHeader.tsx';
import { CapcutVsProBody } from '../components/comparisons/CapcutVsProBody.tsx';
import { capcutVsProWords, type PlansContent } from '../content/comparisons/capcut-vs-pro.ts';
import type { ArticleRecord } from '../articles.ts';
import { articlesAt } from '../i18n/articles-at.ts';
import { useLaidOutWords } from '../i18n/use-locale.tsx';
import type { RouteRecord } from '../routing/route-types.ts';
import { useSite, type Site } from '../site-context.tsx';

const recordAt = (site: Site, path: string) => articlesAt(site, path).byPath.get(path)!.record as ArticleRecord<PlansContent>;

export const structuredData = (route: RouteRecord, site: Site) => [faqThing(recordAt(site, route.path).content.faq)];

export default function CapcutVsProPage({ route }: { route: RouteRecord }) {
  const record = recordAt(useSite(), route.path);
  const words = useLaidOutWords('capcut-vs-pro', capcutVsProWords);
  return (
    <article className="page comparison">
      <ArticleHeader record={record}>
        <DownloadButton channel="android">{words.googlePlay}</DownloadButton>
        <SiteLink href="/capcut-pro/" className="button button--secondary">
          {words.aboutPro}
        </SiteLink>
      </ArticleHeader>
      <CapcutVsProBody content={record.content} />
    </article>
  );
}
