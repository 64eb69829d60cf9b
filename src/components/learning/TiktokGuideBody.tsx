/** The body of /tiktok-templates/, under its header: quick start, six templates with previews, walkthrough, tips, plan, mistakes and metrics. */
import { useState } from 'react';
import { reachOf } from '../../content/learning/templates.ts';
import type { TiktokGuideContent } from '../../content/learning/tiktok.ts';
import { templateReach } from '../../facts.ts';
import { SourceNote } from '../comparisons/SourceNote.tsx';
import { HowToSteps } from '../HowTo.tsx';
import { Section } from '../Section.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { TemplatePreview, type PreviewVideo } from '../TemplatePreview.tsx';
import { DifficultyBadge } from './DifficultyBadge.tsx';
import { Icon } from '../Icon.tsx';
import { DataTable } from '../DataTable.tsx';

const related = [
  { href: '/top-templates-2025/', label: 'The top CapCut templates of 2025' },
  { href: '/blog/velocity-edit/', label: 'How to make a velocity edit' },
  { href: '/effects-library/', label: 'CapCut effects library' },
  { href: '/beginner-guide/', label: 'CapCut beginner guide' },
] as const;

/** `stepsTime`: the walkthrough's time line, in the page's words (an island has no catalogue). */
export function TiktokGuideBody({ content, stepsTime }: { content: TiktokGuideContent; stepsTime?: string }) {
  const [selected, setSelected] = useState<PreviewVideo | null>(null);
  return (
    <>
      <Section id="quick-start" title={`Quick start in ${content.quickStart.length} steps`}>
        <ol className="steps">
          {content.quickStart.map((step) => (
            <li key={step} className="steps__item">
              <p>{step}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="popular" title={`${content.templates.length} popular TikTok templates`}>
        <p className="muted">View counts are approximate totals for videos made in each style. Previews are abstract clips showing the style’s pace.</p>
        <SourceNote facts={[templateReach]} />
        <div className="grid grid--3">
          {content.templates.map((template) => (
            <article key={template.name} className="card">
              <Icon name={template.icon} className="card__icon" />
              <h3 className="card__title">{template.name}</h3>
              <p className="badges">
                {template.name === content.mostViral && <span className="badge badge--red">Most Viral</span>}
                <DifficultyBadge level={template.difficulty} />
                {template.premium ? <span className="badge badge--accent">Pro subscription</span> : <span className="badge">Free</span>}
              </p>
              <p>{template.description}</p>
              <p className="muted">{reachOf(template.name).views} views</p>
              <button type="button" className="button button--secondary" onClick={() => setSelected(template)} aria-label={`Preview: ${template.name}`}>
                Preview
              </button>
            </article>
          ))}
        </div>
      </Section>
      <Section id="walkthrough" title="Step by step: from template to post">
        <HowToSteps howTo={content.walkthrough} {...(stepsTime !== undefined && { time: stepsTime })} />
      </Section>
      <Section id="pro-tips" title={`${content.proTips.length} pro tips`}>
        <ul>
          {content.proTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Section>
      <Section id="weekly-plan" title="A weekly posting plan">
        <DataTable columns={['Day', 'Task', 'What to do']} rows={content.weeklyPlan.map((row) => ({ key: row.day, cells: [row.day, row.task, row.detail] }))} />
      </Section>
      <Section id="mistakes" title={`${content.mistakes.length} mistakes to avoid`}>
        <ul>
          {content.mistakes.map((mistake) => (
            <li key={mistake.title}>
              <strong>{mistake.title}.</strong> {mistake.fix}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="metrics" title="Metrics that matter">
        <div className="grid grid--2">
          {content.metrics.map((group) => (
            <div key={group.title} className="card">
              <h3 className="card__title">{group.title}</h3>
              <ul>
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>
      <Section id="start" title="Ready to start?">
        <div className="actions">
          <SiteLink href="/download/" className="button button--primary">
            Download CapCut
          </SiteLink>
          <SiteLink href="/blog/trending-templates/" className="button button--secondary">
            See trending templates
          </SiteLink>
        </div>
      </Section>
      <Section id="related" title="Related guides">
        <ul className="link-list">
          {related.map((link) => (
            <li key={link.href}>
              <SiteLink href={link.href}>{link.label}</SiteLink>
            </li>
          ))}
        </ul>
      </Section>
      <TemplatePreview template={selected} onClose={() => setSelected(null)} />
    </>
  );
}
