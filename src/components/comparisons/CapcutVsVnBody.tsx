/** What the body of capcut-vs-vn.mdx places (<CapcutVsVn />): the averages computed from the category scores, the categories, performance, pros and cons, app stats, verdict, in the page's language. */
import { capcutVsVnCopy } from '../../content/comparisons/capcut-vs-vn.ts';
import { averageScore, formatScore } from '../../content/comparisons/scores.ts';
import { competitors, developer, rating } from '../../facts.ts';
import { formatTenths } from '../../i18n/format.ts';
import { useFactText, useLocale, useSharedCopy } from '../../i18n/use-locale.tsx';
import { Section } from '../Section.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { FeatureTable } from './FeatureTable.tsx';
import { ProsCons } from './ProsCons.tsx';
import { ScoreCard } from './ScoreCard.tsx';
import { ScoreMeter } from './ScoreMeter.tsx';
import { SourceNote } from './SourceNote.tsx';
import { DataTable } from '../DataTable.tsx';

const vn = competitors.vnEditor;

/** The rows of the app stats: each figure of both apps, by its fact's name. */
const stats = [
  { label: 'downloads', capcut: ['rating.downloads', rating.downloads], vn: ['competitors.vnEditor.downloads', vn.downloads] },
  { label: 'rating', capcut: ['rating.average', rating.average], vn: ['competitors.vnEditor.rating', vn.rating] },
  { label: 'reviews', capcut: ['rating.reviews', rating.reviews], vn: ['competitors.vnEditor.reviews', vn.reviews] },
  { label: 'developer', capcut: ['developer', developer], vn: ['competitors.vnEditor.developer', vn.developer] },
] as const;

export function CapcutVsVnBody() {
  const copy = useSharedCopy('capcut-vs-vn', capcutVsVnCopy);
  const locale = useLocale();
  const fact = useFactText();
  const content = copy.data(fact);
  const { words } = copy;
  const { categories } = content;
  const vnName = words.otherName;
  const [capcut, other] = [averageScore(categories.map((category) => category.capcut.score)), averageScore(categories.map((category) => category.other.score))].map((average) => Number(formatScore(average))) as [number, number];
  const [capcutText, otherText] = [formatTenths(locale, capcut), formatTenths(locale, other)];
  const lead = categories.filter((category) => category.capcut.score > category.other.score).length;
  return (
    <>
      <Section id="quick-verdict" title={words.quickVerdict.title}>
        <div className="card verdict-scores">
          <ScoreMeter name="CapCut" score={capcut} />
          <ScoreMeter name={vnName} score={other} />
        </div>
        <p>
          <strong>{words.quickVerdict.scores(capcutText, otherText)}</strong> {words.quickVerdict.text(lead, categories.length)}
        </p>
      </Section>

      <Section id="scores" title={words.scores.title} intro={words.scores.intro}>
        <div className="grid grid--2">
          {categories.map((category) => (
            <ScoreCard key={category.name} category={category} otherName={vnName} />
          ))}
        </div>
      </Section>

      <Section id="performance" title={words.performance.title} intro={words.performance.intro}>
        <FeatureTable caption={words.performance.caption} otherName={vnName} rows={content.performanceRows} />
      </Section>

      <Section id="pros-cons" title={words.prosConsTitle}>
        <ProsCons name="CapCut" pros={content.sides.capcut.strengths} cons={content.sides.capcut.weaknesses} />
        <ProsCons name={vnName} pros={content.sides.vn.strengths} cons={content.sides.vn.weaknesses} />
      </Section>

      <Section id="app-stats" title={words.stats.title}>
        <DataTable
          caption={words.stats.caption}
          columns={[words.stats.figure, 'CapCut', vnName]}
          rows={stats.map((row) => ({ key: row.label, cells: [words.stats[row.label], fact(row.capcut[0]), fact(row.vn[0])] }))}
        />
        <SourceNote facts={stats.flatMap((row) => [row.capcut[1], row.vn[1]])} />
      </Section>

      <Section id="verdict" title={words.verdict.title}>
        <p>{words.verdict.averages(capcutText, otherText)}</p>
        <p>
          {words.verdict.before}
          <SiteLink href="/alternatives/vn-editor/">{words.verdict.link}</SiteLink>
          {words.verdict.after}
        </p>
        <p className="actions">
          <SiteLink href="/download/" className="button button--primary">
            {words.download}
          </SiteLink>
          <SiteLink href="/alternatives/" className="button button--secondary">
            {words.verdict.allAlternatives}
          </SiteLink>
        </p>
      </Section>
    </>
  );
}
