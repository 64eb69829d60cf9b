/** The body of /capcut-vs-vn/, under its header: the averages computed from the category scores, the categories, performance, pros and cons, app stats, verdict. */
import type { ScoresContent } from '../../content/comparisons/capcut-vs-vn.ts';
import { averageScore, formatScore } from '../../content/comparisons/scores.ts';
import { competitors, developer, rating } from '../../facts.ts';
import { Section } from '../Section.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { FeatureTable } from './FeatureTable.tsx';
import { ProsCons } from './ProsCons.tsx';
import { ScoreCard } from './ScoreCard.tsx';
import { ScoreMeter } from './ScoreMeter.tsx';
import { SourceNote } from './SourceNote.tsx';
import { DataTable } from '../DataTable.tsx';

const vn = competitors.vnEditor;
const vnName = 'VN Editor';

const stats = [
  { label: 'Downloads', capcut: rating.downloads, vn: vn.downloads },
  { label: 'Store rating', capcut: rating.average, vn: vn.rating },
  { label: 'Reviews', capcut: rating.reviews, vn: vn.reviews },
  { label: 'Developer', capcut: developer, vn: vn.developer },
] as const;

export function CapcutVsVnBody({ content }: { content: ScoresContent }) {
  const { categories } = content;
  const capcut = formatScore(averageScore(categories.map((category) => category.capcut.score)));
  const other = formatScore(averageScore(categories.map((category) => category.other.score)));
  const lead = categories.filter((category) => category.capcut.score > category.other.score).length;
  return (
    <>
      <Section id="quick-verdict" title="Quick verdict">
        <div className="card verdict-scores">
          <ScoreMeter name="CapCut" score={Number(capcut)} />
          <ScoreMeter name={vnName} score={Number(other)} />
        </div>
        <p>
          <strong>
            CapCut {capcut}/10, VN {other}/10.
          </strong>{' '}
          CapCut scores higher in {lead} of {categories.length} categories, with its biggest leads in AI tools and effects and templates. VN wins precise control. Choose CapCut for trend-driven short video; choose VN if you edit by hand and want a calm, lightweight app.
        </p>
      </Section>

      <Section id="scores" title="Scores by category" intro="Our editorial scores out of 10, with what each app does well in that category.">
        <div className="grid grid--2">
          {categories.map((category) => (
            <ScoreCard key={category.name} category={category} otherName={vnName} />
          ))}
        </div>
      </Section>

      <Section id="performance" title="Performance in everyday use" intro="What to expect on everyday phones; results vary with the device and the project.">
        <FeatureTable caption="CapCut and VN Editor performance" otherName={vnName} rows={content.performanceRows} />
      </Section>

      <Section id="pros-cons" title="Pros and cons">
        <ProsCons name="CapCut" pros={content.sides.capcut.strengths} cons={content.sides.capcut.weaknesses} />
        <ProsCons name={vnName} pros={content.sides.vn.strengths} cons={content.sides.vn.weaknesses} />
      </Section>

      <Section id="app-stats" title="App stats">
        <DataTable
          caption="Google Play figures for CapCut and VN Editor"
          columns={['Figure', 'CapCut', vnName]}
          rows={stats.map((row) => ({ key: row.label, cells: [row.label, row.capcut.value, row.vn.value] }))}
        />
        <SourceNote facts={stats.flatMap((row) => [row.capcut, row.vn])} />
      </Section>

      <Section id="verdict" title="Verdict">
        <p>
          CapCut averages {capcut} against VN's {other}. The gap comes from AI tools, effects and templates, where CapCut is far ahead; in performance on older phones and in precise control VN is as good or better.
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
    </>
  );
}
