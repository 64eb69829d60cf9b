/** /capcut-vs-vn/ (alias /blog/capcut-vs-vn/): eight scored categories, the averages computed from them, performance, pros and cons, app stats. */
import { ExternalLink } from '../components/ExternalLink.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { FeatureTable } from '../components/comparisons/FeatureTable.tsx';
import { ProsCons } from '../components/comparisons/ProsCons.tsx';
import { ScoreCard } from '../components/comparisons/ScoreCard.tsx';
import { ScoreMeter } from '../components/comparisons/ScoreMeter.tsx';
import { SourceNote } from '../components/comparisons/SourceNote.tsx';
import { vnPerformanceRows, vnSides } from '../content/comparisons/capcut-vs-vn.ts';
import { officialSites } from '../content/comparisons/official-sites.ts';
import { readingMinutes } from '../content/comparisons/reading.ts';
import { formatScore, vnAverages, vnCategories } from '../content/comparisons/scores.ts';
import { competitors, developer, rating } from '../facts.ts';

const vn = competitors.vnEditor;
const vnName = 'VN Editor';
const lead = vnCategories.filter((category) => category.capcut.score > category.other.score).length;

const stats = [
  { label: 'Downloads', capcut: rating.downloads, vn: vn.downloads },
  { label: 'Store rating', capcut: rating.average, vn: vn.rating },
  { label: 'Reviews', capcut: rating.reviews, vn: vn.reviews },
  { label: 'Developer', capcut: developer, vn: vn.developer },
] as const;

export default function CapcutVsVnPage() {
  return (
    <article className="page comparison">
      <PageHero
        eyebrow={`Comparison · ${readingMinutes.capcutVsVn} minute read`}
        title="CapCut vs VN: Which Free Editor Is Better?"
        lead="Both are free and export without a watermark. We scored them in eight categories out of 10; the averages below are computed from those scores."
      >
        <SiteLink href="/download/" className="button button--primary">
          Download CapCut
        </SiteLink>
        <ExternalLink href={officialSites.vnEditor} className="button button--secondary">
          Visit VN Editor
        </ExternalLink>
      </PageHero>

      <Section id="quick-verdict" title="Quick verdict">
        <div className="card verdict-scores">
          <ScoreMeter name="CapCut" score={Number(formatScore(vnAverages.capcut))} />
          <ScoreMeter name={vnName} score={Number(formatScore(vnAverages.vn))} />
        </div>
        <p>
          <strong>
            CapCut {formatScore(vnAverages.capcut)}/10, VN {formatScore(vnAverages.vn)}/10.
          </strong>{' '}
          CapCut scores higher in {lead} of {vnCategories.length} categories, with its biggest leads in AI tools and effects and templates. VN wins precise control. Choose CapCut for trend-driven short video; choose VN if you edit by hand and want a calm, lightweight app.
        </p>
      </Section>

      <Section id="scores" title="Scores by category" intro="Our editorial scores out of 10, with what each app does well in that category.">
        <div className="grid grid--2">
          {vnCategories.map((category) => (
            <ScoreCard key={category.name} category={category} otherName={vnName} />
          ))}
        </div>
      </Section>

      <Section id="performance" title="Performance" intro="What to expect on everyday phones; results vary with the device and the project.">
        <FeatureTable caption="CapCut and VN Editor performance" otherName={vnName} rows={vnPerformanceRows} />
      </Section>

      <Section id="pros-cons" title="Pros and cons">
        <ProsCons name="CapCut" pros={vnSides.capcut.strengths} cons={vnSides.capcut.weaknesses} />
        <ProsCons name={vnName} pros={vnSides.vn.strengths} cons={vnSides.vn.weaknesses} />
      </Section>

      <Section id="app-stats" title="App stats">
        <div className="table-wrap">
          <table>
            <caption>Google Play figures for CapCut and VN Editor</caption>
            <thead>
              <tr>
                <th scope="col">Figure</th>
                <th scope="col">CapCut</th>
                <th scope="col">{vnName}</th>
              </tr>
            </thead>
            <tbody>
              {stats.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.capcut.value}</td>
                  <td>{row.vn.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <SourceNote facts={stats.flatMap((row) => [row.capcut, row.vn])} />
      </Section>

      <Section id="verdict" title="Verdict">
        <p>
          CapCut averages {formatScore(vnAverages.capcut)} against VN's {formatScore(vnAverages.vn)}. The gap comes from AI tools, effects and templates, where CapCut is far ahead; in performance on older phones and in precise control VN is as good or better.
        </p>
        <p>
          For most creators CapCut is the stronger free editor. VN remains a very good choice for vloggers who prefer manual editing. For a row-by-row feature comparison see <SiteLink href="/alternatives/vn-editor/">CapCut vs VN Editor</SiteLink>.
        </p>
        <p className="actions">
          <SiteLink href="/download/" className="button button--primary">
            Download CapCut
          </SiteLink>
          <SiteLink href="/alternatives/" className="button button--secondary">
            All alternatives
          </SiteLink>
        </p>
      </Section>
    </article>
  );
}
