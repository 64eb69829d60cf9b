/** The body of /top-templates-2025/, under its header: the ranked cards, category chips that filter them, a preview dialog. */
import { useState } from 'react';
import { categoryLabels, reachOf, type RankingContent, type TemplateCard } from '../../content/learning/templates.ts';
import { templateReach } from '../../facts.ts';
import { knownValue, matchesTemplate, templateChips } from '../../filters/learning.ts';
import { SourceNote } from '../comparisons/SourceNote.tsx';
import { Section } from '../Section.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { TemplatePreview } from '../TemplatePreview.tsx';
import { ToggleChips } from '../ToggleChips.tsx';
import { useQueryParam } from '../useQueryParam.ts';
import { DifficultyBadge } from './DifficultyBadge.tsx';

function RankedCard({ template, onPreview }: { template: TemplateCard; onPreview: () => void }) {
  const { views, likes } = reachOf(template.name);
  return (
    <li className="card learning-ranked">
      <p className="learning-rank" aria-hidden="true">
        #{template.rank}
      </p>
      <h3 className="card__title">
        <span className="visually-hidden">Number {template.rank}: </span>
        {template.name}
      </h3>
      <p className="badges">
        <span className="badge badge--outline">{categoryLabels[template.category]}</span>
        <DifficultyBadge level={template.difficulty} />
        {template.trending && <span className="badge badge--orange">Trending</span>}
        {template.premium ? <span className="badge badge--accent">Pro subscription</span> : <span className="badge">Free</span>}
      </p>
      <p>{template.description}</p>
      <p className="muted">
        {views} views · {likes} likes · {template.duration} videos
      </p>
      <p>
        <strong>Best for:</strong> {template.bestFor.join(', ')}
      </p>
      <ul className="badges learning-tags">
        {template.tags.map((tag) => (
          <li key={tag} className="badge">
            #{tag}
          </li>
        ))}
      </ul>
      <button type="button" className="button button--primary" onClick={onPreview} aria-label={`Preview Template: ${template.name}`}>
        Preview Template
      </button>
    </li>
  );
}

export function TopTemplatesBody({ content }: { content: RankingContent }) {
  const chips = templateChips(content.templates, (category) => categoryLabels[category] ?? category);
  const [chipParam, setChip] = useQueryParam('category');
  const chip = knownValue(chipParam, chips);
  const [selected, setSelected] = useState<TemplateCard | null>(null);
  const shown = content.templates.filter((template) => matchesTemplate(template, chip));
  return (
    <>
      <Section id="ranking" title="The ranking">
        <p className="muted">
          View and like counts are approximate totals for videos made in each style. Previews are abstract clips showing each style’s pace, not the templates themselves. Templates marked Pro need the official Pro subscription.
        </p>
        <SourceNote facts={[templateReach]} />
        <ToggleChips label="Filter by category" chips={chips} selected={chip} onSelect={(value) => setChip(value)} />
        <p className="visually-hidden" role="status">
          {shown.length} templates shown
        </p>
        <ol className="grid grid--2 learning-plain">
          {shown.map((template) => (
            <RankedCard key={template.rank} template={template} onPreview={() => setSelected(template)} />
          ))}
        </ol>
      </Section>
      <Section id="using" title="How to use a template">
        <ol>
          <li>Open CapCut, tap Templates and search the style’s name.</li>
          <li>Tap Use template, choose your clips in order, then edit the text.</li>
          <li>
            Export in your platform’s size; the <SiteLink href="/tiktok-templates/">TikTok templates guide</SiteLink> covers settings and timing.
          </li>
        </ol>
        <p>
          More ideas: <SiteLink href="/blog/trending-templates/">trending templates and how to use them</SiteLink> and the <SiteLink href="/effects-library/">effects library</SiteLink>.
        </p>
      </Section>
      <TemplatePreview template={selected} onClose={() => setSelected(null)} />
    </>
  );
}
