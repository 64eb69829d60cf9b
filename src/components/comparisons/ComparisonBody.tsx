/**
 * The data of a "CapCut vs X" page, under its header: the one layout the five comparisons share,
 * filled from their data (src/content/comparisons/) in the page's language. The prose that follows
 * (market trends, the verdict) is the article file's own Markdown, closed by ComparisonActions.
 */
import type { EditorKey } from '../../content-types.ts';
import { editorComparisons } from '../../content/comparisons/editor-comparisons.ts';
import { officialSites } from '../../content/comparisons/official-sites.ts';
import type { EditorComparison } from '../../content/comparisons/types.ts';
import { useFactText, useSharedCopy } from '../../i18n/use-locale.tsx';
import { ExternalLink } from '../ExternalLink.tsx';
import { Section } from '../Section.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { FeatureTable, WinnerBadge, tally, useComparisonWords, winnerLabel } from './FeatureTable.tsx';
import { InfoTable } from './InfoTable.tsx';
import { ProsCons } from './ProsCons.tsx';
import { SourceNote } from './SourceNote.tsx';
import { Icon } from '../Icon.tsx';
import { competitors, rating } from '../../facts.ts';

/** An editor's comparison data in the page's language, with its figures. */
export const useEditorComparison = (editor: EditorKey): EditorComparison => useSharedCopy('editor-comparisons', editorComparisons)[editor](useFactText());

/** The buttons under a comparison's verdict: CapCut, the other editor's own site, every alternative. */
export const ComparisonActions = ({ copy }: { copy: EditorComparison }) => {
  const words = useComparisonWords().editor;
  return (
    <p className="actions">
      <SiteLink href="/download/" className="button button--primary">
        {words.download}
      </SiteLink>
      <ExternalLink href={officialSites[copy.key]} className="button button--secondary">
        {words.visit(copy.name)}
      </ExternalLink>
      <SiteLink href="/alternatives/" className="button button--secondary">
        {words.allAlternatives}
      </SiteLink>
    </p>
  );
};

export function ComparisonBody({ copy }: { copy: EditorComparison }) {
  const { name } = copy;
  const words = useComparisonWords();
  const fact = useFactText();
  const wins = tally(copy.rows);
  const otherRating = competitors[copy.key].rating;
  return (
    <>
      {copy.notice && (
        <>
          <p className="callout">
            <strong>{copy.notice.text}</strong>
          </p>
          <SourceNote facts={[copy.notice.source]} />
        </>
      )}
      <p className="callout winner-banner">
        <Icon name="trophy" /> <strong>{words.editor.ourPick(winnerLabel(copy.banner.winner, name, words.tie))}</strong> {copy.banner.text}
      </p>

      <Section id="features" title={words.editor.featuresTitle(name)} intro={words.editor.featuresIntro(wins, copy.rows.length, name)}>
        <FeatureTable caption={words.editor.featuresCaption(name)} otherName={name} rows={copy.rows} />
        <p className="muted">{words.editor.storeRatings(fact('rating.average'), name, fact(`competitors.${copy.key}.rating`))}</p>
        <SourceNote facts={[rating.average, otherRating]} />
      </Section>

      <Section id="pros-cons" title={copy.prosConsTitle}>
        <ProsCons name="CapCut" pros={copy.capcut.strengths} cons={copy.capcut.weaknesses} labels={[words.strengths, words.weaknesses]} />
        <ProsCons name={name} pros={copy.other.strengths} cons={copy.other.weaknesses} labels={[words.strengths, words.weaknesses]} />
      </Section>

      {copy.scenarios && (
        <Section id="scenarios" title={words.editor.scenariosTitle}>
          <div className="grid grid--3">
            {copy.scenarios.map((scenario) => (
              <div key={scenario.title} className="card">
                <h3 className="card__title">{scenario.title}</h3>
                <p className="badges">
                  <WinnerBadge winner={scenario.pick} otherName={name} />
                </p>
                <p>{scenario.text}</p>
              </div>
            ))}
          </div>
        </Section>
      )}

      {copy.tables?.map((table) => (
        <Section key={table.id} id={table.id} title={table.title} intro={table.intro}>
          <InfoTable table={table} otherName={name} />
        </Section>
      ))}
    </>
  );
}

/** The body and the closing buttons of the comparison with an editor, as an article's <EditorComparison /> and <ComparisonActions /> place them. */
export const EditorComparisonBody = ({ editor }: { editor: EditorKey }) => <ComparisonBody copy={useEditorComparison(editor)} />;
export const EditorComparisonActions = ({ editor }: { editor: EditorKey }) => <ComparisonActions copy={useEditorComparison(editor)} />;
