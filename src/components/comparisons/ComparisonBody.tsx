/**
 * The data of a "CapCut vs X" page, under its header: the one layout the five comparisons share,
 * filled from their data (src/content/comparisons/). The prose that follows (market trends, the
 * verdict) is the article file's own Markdown, closed by ComparisonActions.
 */
import { competitors, rating } from '../../facts.ts';
import { officialSites } from '../../content/comparisons/official-sites.ts';
import type { EditorComparison } from '../../content/comparisons/types.ts';
import { ExternalLink } from '../ExternalLink.tsx';
import { Section } from '../Section.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { FeatureTable, WinnerBadge, tally, winnerLabel } from './FeatureTable.tsx';
import { InfoTable } from './InfoTable.tsx';
import { ProsCons } from './ProsCons.tsx';
import { SourceNote } from './SourceNote.tsx';
import { Icon } from '../Icon.tsx';

/** The buttons under a comparison's verdict: CapCut, the other editor's own site, every alternative. */
export const ComparisonActions = ({ copy }: { copy: EditorComparison }) => (
  <p className="actions">
    <SiteLink href="/download/" className="button button--primary">
      Download CapCut
    </SiteLink>
    <ExternalLink href={officialSites[copy.key]} className="button button--secondary">
      Visit {copy.name}
    </ExternalLink>
    <SiteLink href="/alternatives/" className="button button--secondary">
      All alternatives
    </SiteLink>
  </p>
);

export function ComparisonBody({ copy }: { copy: EditorComparison }) {
  const { name } = copy;
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
        <Icon name="trophy" />{' '}
        <strong>Our pick: {winnerLabel(copy.banner.winner, name)}.</strong> {copy.banner.text}
      </p>

      <Section id="features" title={`Feature comparison: CapCut vs ${name}`} intro={`CapCut wins ${wins.capcut} of ${copy.rows.length} rows and ${name} wins ${wins.other}${wins.tie ? `; ${wins.tie} ${wins.tie === 1 ? 'is a tie' : 'are ties'}` : ''}.`}>
        <FeatureTable caption={`CapCut and ${name}, feature by feature`} otherName={name} rows={copy.rows} />
        <p className="muted">
          Store ratings: CapCut {rating.average.value}, {name} {otherRating.value}.
        </p>
        <SourceNote facts={[rating.average, otherRating]} />
      </Section>

      <Section id="pros-cons" title={copy.prosConsTitle}>
        <ProsCons name="CapCut" pros={copy.capcut.strengths} cons={copy.capcut.weaknesses} labels={['Strengths', 'Weaknesses']} />
        <ProsCons name={name} pros={copy.other.strengths} cons={copy.other.weaknesses} labels={['Strengths', 'Weaknesses']} />
      </Section>

      {copy.scenarios && (
        <Section id="scenarios" title="Which one for which job">
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
