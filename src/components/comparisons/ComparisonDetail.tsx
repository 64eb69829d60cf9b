/** A "CapCut vs X" page: the header from its article file, with CapCut's and the other editor's buttons, then its body. */
import type { ReactNode } from 'react';
import { officialSites } from '../../content/comparisons/official-sites.ts';
import type { EditorComparison } from '../../content/comparisons/types.ts';
import type { ArticleRecord } from '../../articles.ts';
import { ArticleHeader } from '../article/ArticleHeader.tsx';
import { ExternalLink } from '../ExternalLink.tsx';
import { SiteLink } from '../SiteLink.tsx';

export const ComparisonDetail = ({ record, copy, children }: { record: ArticleRecord; copy: EditorComparison; children: ReactNode }) => (
  <article className="page comparison">
    <ArticleHeader record={record}>
      <SiteLink href="/download/" className="button button--primary">
        Download CapCut
      </SiteLink>
      <ExternalLink href={officialSites[copy.key]} className="button button--secondary">
        See {copy.name} on its official site
      </ExternalLink>
    </ArticleHeader>
    {children}
  </article>
);
