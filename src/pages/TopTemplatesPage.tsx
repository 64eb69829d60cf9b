/** /top-templates-2025/: the ten ranked template styles, category chips that filter them, and a preview dialog. */
import { useState } from 'react';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { TemplatePreview } from '../components/TemplatePreview.tsx';
import { ToggleChips } from '../components/ToggleChips.tsx';
import { useQueryParam } from '../components/useQueryParam.ts';
import { DifficultyBadge } from '../components/learning/DifficultyBadge.tsx';
import { categoryLabels, topTemplates, type TemplateCard } from '../content/learning/templates.ts';
import { templateStats } from '../facts.ts';
import { knownValue, matchesTemplate, templateChips } from '../filters/learning.ts';

const chips = templateChips(topTemplates, (category) => categoryLabels[category] ?? category);

const RankedCard = ({ template, onPreview }: { template: TemplateCard; onPreview: () => void }) => (
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
      {template.views} views · {template.likes} likes · {template.duration} videos
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

export default function TopTemplatesPage() {
  const [chipParam, setChip] = useQueryParam('category');
  const chip = knownValue(chipParam, chips);
  const [selected, setSelected] = useState<TemplateCard | null>(null);
  const shown = topTemplates.filter((template) => matchesTemplate(template, chip));

  return (
    <article className="page">
      <PageHero
        eyebrow="10 minute read"
        title="Top 10 CapCut Templates of 2025"
        lead={`The template styles behind ${templateStats.topTenViews.value} views this year, ranked by how fast they grew, with what each is best for and how hard it is to make your own.`}
      >
        <SiteLink href="/download/" className="button button--primary">
          Get CapCut
        </SiteLink>
        <SiteLink href="/tiktok-templates/" className="button button--secondary">
          TikTok template guide
        </SiteLink>
      </PageHero>
      <Section id="ranking" title="The ranking">
        <p className="muted">
          View and like counts are approximate totals for videos made in each style ({templateStats.topTenViews.source}, {templateStats.topTenViews.asOf}). Previews are abstract clips showing each
          style’s pace, not the templates themselves. Templates marked Pro need the official Pro subscription.
        </p>
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
          More ideas: <SiteLink href="/blog/trending-templates/">trending templates this month</SiteLink> and the <SiteLink href="/effects-library/">effects library</SiteLink>.
        </p>
      </Section>
      <TemplatePreview template={selected} onClose={() => setSelected(null)} />
    </article>
  );
}
