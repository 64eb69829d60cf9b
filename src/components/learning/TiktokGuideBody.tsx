/** The body of /tiktok-templates/ and its translations, under its header: quick start, six templates with previews, walkthrough, tips, plan, mistakes and metrics; every word the page's. */
import { useState } from 'react';
import type { TiktokGuideData, TiktokGuideWords } from '../../content/learning/tiktok.ts';
import { sourceWords } from '../../content/comparisons/source-words.ts';
import { templateReach } from '../../facts.ts';
import { formatCount } from '../../i18n/format.ts';
import { useLanguageFormat } from '../../i18n/island-language.ts';
import { fill } from '../../i18n/island-words.ts';
import type { Locale, Messages } from '../../i18n/locale.ts';
import { SourceLine, sourcesOf } from '../comparisons/SourceNote.tsx';
import { HowToSteps } from '../HowTo.tsx';
import { Section } from '../Section.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { TemplatePreview, type PreviewVideo } from '../TemplatePreview.tsx';
import { DifficultyBadge } from './DifficultyBadge.tsx';
import type { PageLink } from './TopTemplatesBody.tsx';
import { Icon } from '../Icon.tsx';
import { DataTable } from '../DataTable.tsx';

export interface TiktokGuideProps {
  readonly content: TiktokGuideData;
  /** The article's words around its data. */
  readonly words: TiktokGuideWords;
  /** The catalogue's words of the cards, the levels and the preview dialog. */
  readonly ui: Messages['tiktokGuide'];
  readonly learning: Messages['learning'];
  readonly preview: Messages['templatePreview'];
  /** The walkthrough's time line, in the page's words. */
  readonly stepsTime: string;
  /** The links at the end, as the page resolves them, the related guides with their names. */
  readonly links: { readonly download: PageLink; readonly trending: PageLink; readonly related: readonly (PageLink & { readonly label: string })[] };
  /** The source line of the view counts, in the page's language. */
  readonly source: { readonly prefix: string; readonly sources: readonly string[] };
}

/** The island's props on a page of `locale`: its catalogue's words, the article's words, the links resolved by `href`. */
export function tiktokGuideProps(locale: Locale, content: TiktokGuideData, words: TiktokGuideWords, href: (path: string) => PageLink): TiktokGuideProps {
  const { messages } = locale;
  const sources = sourcesOf([templateReach], locale);
  return {
    content,
    words,
    ui: messages.tiktokGuide,
    learning: messages.learning,
    preview: messages.templatePreview,
    stepsTime: messages.downloads.stepsTime(formatCount(locale, content.walkthrough.totalMinutes)),
    links: {
      download: href('/download/'),
      trending: href('/blog/trending-templates/'),
      related: Object.entries(words.relatedLinks).map(([path, label]) => ({ ...href(path), label })),
    },
    source: { prefix: (locale.shared['comparison-words'] ?? sourceWords).source(sources.length), sources },
  };
}

export function TiktokGuideBody({ content, words, ui, learning, preview, stepsTime, links, source }: TiktokGuideProps) {
  const [selected, setSelected] = useState<PreviewVideo | null>(null);
  const format = useLanguageFormat();
  const counted = (text: string, count: number) => fill(text, { count: format.count(count) });
  return (
    <>
      <Section id="quick-start" title={counted(words.quickStart, content.quickStart.length)}>
        <ol className="steps">
          {content.quickStart.map((step) => (
            <li key={step} className="steps__item">
              <p>{step}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="popular" title={counted(words.popular, content.templates.length)}>
        <p className="muted">{words.note}</p>
        <SourceLine prefix={source.prefix} sources={source.sources} />
        <div className="grid grid--3">
          {content.templates.map((template) => (
            <article key={template.name} className="card">
              <Icon name={template.icon} className="card__icon" />
              <h3 className="card__title">{template.name}</h3>
              {template.gloss && <p className="muted learning-gloss">{template.gloss}</p>}
              <p className="badges">
                {template.name === content.mostViral && <span className="badge badge--red">{ui.mostViral}</span>}
                <DifficultyBadge level={template.difficulty} label={learning.levels[template.difficulty]} />
                {template.premium ? <span className="badge badge--accent">{learning.proSubscription}</span> : <span className="badge">{learning.free}</span>}
              </p>
              <p>{template.description}</p>
              <p className="muted">{fill(ui.views, { views: template.views })}</p>
              <button type="button" className="button button--secondary" onClick={() => setSelected(template)} aria-label={fill(ui.previewLabel, { name: template.name })}>
                {ui.preview}
              </button>
            </article>
          ))}
        </div>
      </Section>
      <Section id="walkthrough" title={words.walkthrough}>
        <HowToSteps howTo={content.walkthrough} time={stepsTime} />
      </Section>
      <Section id="pro-tips" title={counted(words.proTips, content.proTips.length)}>
        <ul>
          {content.proTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Section>
      <Section id="weekly-plan" title={words.weeklyPlan}>
        <DataTable columns={words.columns} rows={content.weeklyPlan.map((row) => ({ key: row.day, cells: [row.day, row.task, row.detail] }))} />
      </Section>
      <Section id="mistakes" title={counted(words.mistakes, content.mistakes.length)}>
        <ul>
          {content.mistakes.map((mistake) => (
            <li key={mistake.title}>
              <strong>{mistake.title}.</strong> {mistake.fix}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="metrics" title={words.metrics}>
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
      <Section id="start" title={words.start}>
        <div className="actions">
          <SiteLink href={links.download.href} hrefLang={links.download.hreflang} className="button button--primary">
            {words.download}
          </SiteLink>
          <SiteLink href={links.trending.href} hrefLang={links.trending.hreflang} className="button button--secondary">
            {words.trending}
          </SiteLink>
        </div>
      </Section>
      <Section id="related" title={words.related}>
        <ul className="link-list">
          {links.related.map((link) => (
            <li key={link.href}>
              <SiteLink href={link.href} hrefLang={link.hreflang}>
                {link.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </Section>
      <TemplatePreview template={selected} words={preview} onClose={() => setSelected(null)} />
    </>
  );
}
