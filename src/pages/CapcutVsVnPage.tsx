/** /capcut-vs-vn/ (alias /blog/capcut-vs-vn/) and its translations: eight scored categories, the averages computed from them, performance, pros and cons, app stats, from the record of the page's language. */
import { ExternalLink } from '../components/ExternalLink.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { ArticleHeader } from '../components/article/ArticleHeader.tsx';
import { CapcutVsVnBody } from '../components/comparisons/CapcutVsVnBody.tsx';
import { capcutVsVnWords, type ScoresContent } from '../content/comparisons/capcut-vs-vn.ts';
import { officialSites } from '../content/comparisons/official-sites.ts';
import type { ArticleRecord } from '../articles.ts';
import { articlesAt } from '../i18n/articles-at.ts';
import { useLaidOutWords } from '../i18n/use-locale.tsx';
import type { RouteRecord } from '../routing/route-types.ts';
import { useSite } from '../site-context.tsx';

export default function CapcutVsVnPage({ route }: { route: RouteRecord }) {
  const record = articlesAt(useSite(), route.path).byPath.get(route.path)!.record as ArticleRecord<ScoresContent>;
  const words = useLaidOutWords('capcut-vs-vn', capcutVsVnWords);
  return (
    <article className="page comparison">
      <ArticleHeader record={record}>
        <SiteLink href="/download/" className="button button--primary">
          {words.download}
        </SiteLink>
        <ExternalLink href={officialSites.vnEditor} className="button button--secondary">
          {words.visit}
        </ExternalLink>
      </ArticleHeader>
      <CapcutVsVnBody content={record.content} />
    </article>
  );
}
