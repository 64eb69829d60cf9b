/** A "CapCut vs X" page: the one layout the five detail pages share, filled from their copy in src/content/comparisons/. */
import type { ReactNode } from 'react';
import { competitors, rating } from '../../facts.ts';
import { officialSites } from '../../content/comparisons/official-sites.ts';
import type { EditorComparison } from '../../content/comparisons/types.ts';
import { ExternalLink } from '../ExternalLink.tsx';
import { PageHero } from '../PageHero.tsx';
import { Section } from '../Section.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { FeatureTable, WinnerBadge, tally, winnerLabel } from './FeatureTable.tsx';
import { InfoTable } from './InfoTable.tsx';
import { ProsCons } from './ProsCons.tsx';
import { SourceNote } from './SourceNote.tsx';

interface Props {
  readonly copy: EditorComparison;
  readonly readingMinutes: number;
  /** Extra content at the end of the verdict, such as related links. */
  readonly children?: ReactNode;
}

export function ComparisonDetail({ copy, readingMinutes, children }: Props) {
  const { name } = copy;
  const wins = tally(copy.rows);
  const otherRating = competitors[copy.key].rating;
  return (
    <article className="page comparison">
      <PageHero
        eyebrow={`Comparison · ${readingMinutes} minute read`}
        title={
          <>
            CapCut vs {name} <span aria-hidden="true">{copy.icon}</span>
          </>
        }
        lead={copy.lead}
      >
        <SiteLink href="/download/" className="button button--primary">
          Download CapCut
        </SiteLink>
        <ExternalLink href={officialSites[copy.key]} className="button button--secondary">
          See {name} on its official site
        </ExternalLink>
      </PageHero>

      <p className="callout winner-banner">
        <span aria-hidden="true">🏆 </span>
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

      {copy.texts?.map((text) => (
        <Section key={text.id} id={text.id} title={text.title}>
          {text.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Section>
      ))}

      <Section id="verdict" title={copy.verdictTitle}>
        {copy.verdict.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {copy.recommendShare && (
          <>
            <p>
              <strong>
                We recommend CapCut over {name} for about {copy.recommendShare.value} of creators
              </strong>{' '}
              (the share of the creator profiles in our editorial review for whom CapCut is the better fit).
            </p>
            <SourceNote facts={[copy.recommendShare]} />
          </>
        )}
        {children}
        <p className="actions">
          <SiteLink href="/download/" className="button button--primary">
            Download CapCut
          </SiteLink>
          <ExternalLink href={officialSites[copy.key]} className="button button--secondary">
            Visit {name}
          </ExternalLink>
          <SiteLink href="/alternatives/" className="button button--secondary">
            All alternatives
          </SiteLink>
        </p>
      </Section>
    </article>
  );
}
