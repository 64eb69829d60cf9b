/**
 * An article laid out at the page's width (front matter `layout: comparison` or `wide`): its header,
 * with the buttons its front matter gives (`actions`) or, for a "CapCut vs X" comparison, CapCut's
 * and the other editor's, then its body, without a table of contents.
 */
import type { ArticleAction, ArticleRecord } from '../../article-record.ts';
import type { EditorKey } from '../../content-types.ts';
import { officialSites } from '../../content/comparisons/official-sites.ts';
import { useEditorComparison } from '../comparisons/ComparisonBody.tsx';
import { useComparisonWords } from '../comparisons/FeatureTable.tsx';
import { DownloadButton } from '../DownloadButton.tsx';
import { ExternalLink } from '../ExternalLink.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { ArticleHeader } from './ArticleHeader.tsx';
import { MarkdownBody } from './article-components.tsx';

/** The front matter's buttons: the first primary, the others secondary. */
function ArticleActions({ actions }: { actions: readonly ArticleAction[] }) {
  return actions.map((action, index) => {
    const variant = index === 0 ? 'primary' : 'secondary';
    if ('download' in action)
      return (
        <DownloadButton key={action.label} channel={action.download} variant={variant}>
          {action.label}
        </DownloadButton>
      );
    if ('site' in action)
      return (
        <ExternalLink key={action.label} href={officialSites[action.site]} className={`button button--${variant}`}>
          {action.label}
        </ExternalLink>
      );
    return (
      <SiteLink key={action.label} href={action.href} className={`button button--${variant}`}>
        {action.label}
      </SiteLink>
    );
  });
}

/** A comparison's buttons when its front matter gives none: CapCut's download page and the editor's own site. */
function EditorActions({ editor }: { editor: EditorKey }) {
  const copy = useEditorComparison(editor);
  const words = useComparisonWords().editor;
  return (
    <>
      <SiteLink href="/download/" className="button button--primary">
        {words.download}
      </SiteLink>
      <ExternalLink href={officialSites[copy.key]} className="button button--secondary">
        {words.officialSite(copy.name)}
      </ExternalLink>
    </>
  );
}

export function WideArticle({ article }: { article: ArticleRecord }) {
  const { layout, actions, editor } = article.content;
  return (
    <article className={layout === 'comparison' ? 'page comparison' : 'page'}>
      <ArticleHeader record={article}>{actions ? <ArticleActions actions={actions} /> : editor && <EditorActions editor={editor} />}</ArticleHeader>
      <MarkdownBody content={article.content} />
    </article>
  );
}
