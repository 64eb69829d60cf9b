/** The body of /top-templates-2025/ and its translations, under its header: the ranked cards, category chips that filter them, a preview dialog; every word the page's. */
import { useState } from 'react';
import type { RankingData, RankedTemplate, TopTemplatesWords } from '../../content/learning/templates.ts';
import { sourceWords } from '../../content/comparisons/source-words.ts';
import { templateReach } from '../../facts.ts';
import { knownValue, matchesTemplate, templateChips } from '../../filters/learning.ts';
import { useLanguageFormat } from '../../i18n/island-language.ts';
import { fill } from '../../i18n/island-words.ts';
import type { Locale, Messages } from '../../i18n/locale.ts';
import { SourceLine, sourcesOf } from '../comparisons/SourceNote.tsx';
import { Section } from '../Section.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { TemplatePreview } from '../TemplatePreview.tsx';
import { ToggleChips } from '../ToggleChips.tsx';
import { useQueryParam } from '../useQueryParam.ts';
import { DifficultyBadge } from './DifficultyBadge.tsx';

/** A link as the page resolves it for its language (useLocalHref). */
export interface PageLink {
  readonly href: string;
  readonly hreflang?: string;
}

export interface TopTemplatesProps {
  readonly content: RankingData;
  /** The article's words around the ranking. */
  readonly words: TopTemplatesWords;
  /** The catalogue's words of the cards, the chips, the levels and the preview dialog. */
  readonly ui: Messages['templateRanking'];
  readonly learning: Messages['learning'];
  readonly preview: Messages['templatePreview'];
  readonly links: { readonly tiktok: PageLink; readonly trending: PageLink; readonly effects: PageLink };
  /** The source line of the reach figures, in the page's language. */
  readonly source: { readonly prefix: string; readonly sources: readonly string[] };
}

/** The island's props on a page of `locale`: its catalogue's words, the article's words, the links resolved by `href`. */
export function topTemplatesProps(locale: Locale, content: RankingData, words: TopTemplatesWords, href: (path: string) => PageLink): TopTemplatesProps {
  const { messages } = locale;
  const sources = sourcesOf([templateReach], locale);
  return {
    content,
    words,
    ui: messages.templateRanking,
    learning: messages.learning,
    preview: messages.templatePreview,
    links: { tiktok: href('/tiktok-templates/'), trending: href('/blog/trending-templates/'), effects: href('/effects-library/') },
    source: { prefix: (locale.shared['comparison-words'] ?? sourceWords).source(sources.length), sources },
  };
}

function RankedCard({ template, category, props, onPreview }: { template: RankedTemplate; category: string; props: TopTemplatesProps; onPreview: () => void }) {
  const { ui, learning } = props;
  return (
    <li className="card learning-ranked">
      <p className="learning-rank" aria-hidden="true">
        #{template.rank}
      </p>
      <h3 className="card__title">
        <span className="visually-hidden">{fill(ui.rank, { rank: template.rank })}</span>
        {template.name}
      </h3>
      {template.gloss && <p className="muted learning-gloss">{template.gloss}</p>}
      <p className="badges">
        <span className="badge badge--outline">{category}</span>
        <DifficultyBadge level={template.difficulty} label={learning.levels[template.difficulty]} />
        {template.trending && <span className="badge badge--orange">{ui.trending}</span>}
        {template.premium ? <span className="badge badge--accent">{learning.proSubscription}</span> : <span className="badge">{learning.free}</span>}
      </p>
      <p>{template.description}</p>
      <p className="muted">{fill(ui.reach, { views: template.views, likes: template.likes ?? '', duration: template.duration })}</p>
      <p>
        <strong>{ui.bestFor}</strong> {template.bestFor.join(', ')}
      </p>
      <ul className="badges learning-tags">
        {template.tags.map((tag) => (
          <li key={tag} className="badge">
            #{tag}
          </li>
        ))}
      </ul>
      <button type="button" className="button button--primary" onClick={onPreview} aria-label={fill(ui.previewLabel, { name: template.name })}>
        {ui.preview}
      </button>
    </li>
  );
}

export function TopTemplatesBody(props: TopTemplatesProps) {
  const { content, words, ui, links } = props;
  const format = useLanguageFormat();
  const labelOf = (category: string) => content.categories[category] ?? category;
  const chips = templateChips(content.templates, labelOf, { all: ui.all, trending: ui.trending });
  const [chipParam, setChip] = useQueryParam('category');
  const chip = knownValue(chipParam, chips);
  const [selected, setSelected] = useState<RankedTemplate | null>(null);
  const shown = content.templates.filter((template) => matchesTemplate(template, chip));
  return (
    <>
      <Section id="ranking" title={words.ranking}>
        <p className="muted">{words.note}</p>
        <SourceLine prefix={props.source.prefix} sources={props.source.sources} />
        <ToggleChips label={ui.filter} chips={chips} selected={chip} onSelect={(value) => setChip(value)} />
        <p className="visually-hidden" role="status">
          {format.plural(ui.shown, shown.length)}
        </p>
        <ol className="grid grid--2 learning-plain">
          {shown.map((template) => (
            <RankedCard key={template.rank} template={template} category={labelOf(template.category)} props={props} onPreview={() => setSelected(template)} />
          ))}
        </ol>
      </Section>
      <Section id="using" title={words.using}>
        <ol>
          {words.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
          <li>
            {words.exportStep.before}
            <SiteLink href={links.tiktok.href} hrefLang={links.tiktok.hreflang}>
              {words.exportStep.link}
            </SiteLink>
            {words.exportStep.after}
          </li>
        </ol>
        <p>
          {words.more.before}
          <SiteLink href={links.trending.href} hrefLang={links.trending.hreflang}>
            {words.more.trending}
          </SiteLink>
          {words.more.between}
          <SiteLink href={links.effects.href} hrefLang={links.effects.hreflang}>
            {words.more.effects}
          </SiteLink>
          {words.more.after}
        </p>
      </Section>
      <TemplatePreview template={selected} words={props.preview} onClose={() => setSelected(null)} />
    </>
  );
}
