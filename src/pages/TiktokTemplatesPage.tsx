/** /tiktok-templates/: the TikTok template guide: quick start, six templates with previews, walkthrough, plan and metrics. */
import { useState } from 'react';
import { HowToSteps, howToThing } from '../components/HowTo.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { TemplatePreview, type PreviewVideo } from '../components/TemplatePreview.tsx';
import { DifficultyBadge } from '../components/learning/DifficultyBadge.tsx';
import { Emoji } from '../components/learning/Emoji.tsx';
import { metrics, mistakes, mostViralViews, proTips, quickStart, tiktokTemplates, walkthrough, weeklyPlan } from '../content/learning/tiktok.ts';
import { buildMonth } from '../build-env.ts';

export const structuredData = () => [howToThing(walkthrough)];

const related = [
  { href: '/top-templates-2025/', label: 'Top 10 CapCut templates of 2025' },
  { href: '/blog/velocity-edit/', label: 'How to make a velocity edit' },
  { href: '/effects-library/', label: 'CapCut effects library' },
  { href: '/beginner-guide/', label: 'CapCut beginner guide' },
] as const;

export default function TiktokTemplatesPage() {
  const [selected, setSelected] = useState<PreviewVideo | null>(null);
  return (
    <article className="page">
      <PageHero
        eyebrow={
          <>
            <span className="badge badge--accent">TikTok guide</span> 12 minute read · Updated {buildMonth}
          </>
        }
        title="CapCut Templates for TikTok: The Complete Guide"
        lead="How to find trending CapCut templates, make them your own and post them to TikTok at the right size and time."
      />
      <Section id="quick-start" title="Quick start in 4 steps">
        <ol className="steps">
          {quickStart.map((step) => (
            <li key={step} className="steps__item">
              <p>{step}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="popular" title="6 popular TikTok templates">
        <p className="muted">View counts are approximate totals for videos made in each style. Previews are abstract clips showing the style’s pace.</p>
        <div className="grid grid--3">
          {tiktokTemplates.map((template) => (
            <article key={template.name} className="card">
              <Emoji symbol={template.icon} />
              <h3 className="card__title">{template.name}</h3>
              <p className="badges">
                {template.views === mostViralViews && <span className="badge badge--red">Most Viral</span>}
                <DifficultyBadge level={template.difficulty} />
                {template.premium ? <span className="badge badge--accent">Pro subscription</span> : <span className="badge">Free</span>}
              </p>
              <p>{template.description}</p>
              <p className="muted">{template.views} views</p>
              <button type="button" className="button button--secondary" onClick={() => setSelected(template)} aria-label={`Preview: ${template.name}`}>
                Preview
              </button>
            </article>
          ))}
        </div>
      </Section>
      <Section id="walkthrough" title="Step by step: from template to post">
        <HowToSteps steps={walkthrough.steps} />
      </Section>
      <Section id="pro-tips" title="4 pro tips">
        <ul>
          {proTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Section>
      <Section id="weekly-plan" title="A weekly posting plan">
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Task</th>
                <th scope="col">What to do</th>
              </tr>
            </thead>
            <tbody>
              {weeklyPlan.map((row) => (
                <tr key={row.day}>
                  <th scope="row">{row.day}</th>
                  <td>{row.task}</td>
                  <td>{row.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section id="mistakes" title="3 mistakes to avoid">
        <ul>
          {mistakes.map((mistake) => (
            <li key={mistake.title}>
              <strong>{mistake.title}.</strong> {mistake.fix}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="metrics" title="Metrics that matter">
        <div className="grid grid--2">
          {metrics.map((group) => (
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
    </article>
  );
}
