/** A "CapCut vs X" page: the header from its record, then the shared comparison body. */
import { officialSites } from '../../content/comparisons/official-sites.ts';
import type { ComparisonArticle } from '../../content/comparisons/types.ts';
import { ArticleHeader } from '../article/ArticleHeader.tsx';
import { ExternalLink } from '../ExternalLink.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { ComparisonBody } from './ComparisonBody.tsx';

export const ComparisonDetail = ({ article }: { article: ComparisonArticle }) => (
  <article className="page comparison">
    <ArticleHeader record={article}>
      <SiteLink href="/download/" className="button button--primary">
        Download CapCut
      </SiteLink>
      <ExternalLink href={officialSites[article.content.key]} className="button button--secondary">
        See {article.content.name} on its official site
      </ExternalLink>
    </ArticleHeader>
    <ComparisonBody copy={article.content} />
  </article>
);
