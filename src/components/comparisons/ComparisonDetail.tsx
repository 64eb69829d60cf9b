/** A "CapCut vs X" page: the header from its article file, with CapCut's and the other editor's buttons, then its body. */
import type { ReactNode } from 'react';
import { officialSites } from '../../content/comparisons/official-sites.ts';
import type { EditorComparison } from '../../content/comparisons/types.ts';
import type { ArticleRecord } from '../../articles.ts';
import { ArticleHeader } from '../article/ArticleHeader.tsx';
import { ExternalLink } from '../ExternalLink.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { useComparisonWords } from './FeatureTable.tsx';

export const ComparisonDetail = ({ record, copy, children }: { record: ArticleRecord; copy: EditorComparison; children: ReactNode }) => {
  const words = useComparisonWords().editor;
  return (
    <article className="page comparison">
      <ArticleHeader record={record}>
        <SiteLink href="/download/" className="button button--primary">
          {words.download}
        </SiteLink>
        <ExternalLink href={officialSites[copy.key]} className="button button--secondary">
          {words.officialSite(copy.name)}
        </ExternalLink>
      </ArticleHeader>
      {children}
    </article>
  );
};
