/** /capcut-vs-vn/ (alias /blog/capcut-vs-vn/): eight scored categories, the averages computed from them, performance, pros and cons, app stats. */
import { ExternalLink } from '../components/ExternalLink.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { ArticleHeader } from '../components/article/ArticleHeader.tsx';
import { CapcutVsVnBody } from '../components/comparisons/CapcutVsVnBody.tsx';
import { capcutVsVn } from '../content/comparisons/capcut-vs-vn.ts';
import { officialSites } from '../content/comparisons/official-sites.ts';

export default function CapcutVsVnPage() {
  return (
    <article className="page comparison">
      <ArticleHeader record={capcutVsVn}>
        <SiteLink href="/download/" className="button button--primary">
          Download CapCut
        </SiteLink>
        <ExternalLink href={officialSites.vnEditor} className="button button--secondary">
          Visit VN Editor
        </ExternalLink>
      </ArticleHeader>
      <CapcutVsVnBody content={capcutVsVn.content} />
    </article>
  );
}
