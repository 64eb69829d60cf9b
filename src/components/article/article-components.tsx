/**
 * What an article's Markdown renders with: its links go through the site's link components, and
 * these are the components its body may use (their props are checked in tools/markdown/component-props.ts).
 * The body is an HTML tree (tools/markdown/compile-body.ts), rendered by hast-util-to-jsx-runtime.
 */
import { useArticles, useFactText, useMessages } from '../../i18n/use-locale.tsx';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { Children, cloneElement, isValidElement, type AnchorHTMLAttributes, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { ArticleContent } from '../../articles.ts';
import { factAt } from '../../facts-by-name.ts';
import { useSite } from '../../site-context.tsx';
import type { Channel } from '../../site.ts';
import { DownloadButton } from '../DownloadButton.tsx';
import { ExternalLink } from '../ExternalLink.tsx';
import { HowToSteps } from '../HowTo.tsx';
import { Icon } from '../Icon.tsx';
import type { IconName } from '../../icon-names.ts';
import { SiteLink } from '../SiteLink.tsx';
import { Picture } from '../Picture.tsx';
import { EditorComparisonActions, EditorComparisonBody } from '../comparisons/ComparisonBody.tsx';
import { dataBodies } from './data-bodies.tsx';

type Tone = 'green' | 'yellow' | 'orange' | 'red' | 'accent' | 'outline';

/** A path of the site through SiteLink (base path), another site's address as an external link. */
function Link({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith('/')) return <SiteLink href={href} {...rest}>{children}</SiteLink>;
  if (/^https?:\/\//.test(href)) return <ExternalLink href={href} {...rest}>{children}</ExternalLink>;
  return <a href={href} {...rest}>{children}</a>;
}

/** "Ctrl+Shift+Z" as <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>Z</kbd>; " / " separates alternatives. */
function Keys({ combo }: { combo: string }) {
  const { or } = useMessages().articles;
  return (
  <>
    {combo.split(' / ').map((alternative, a) => (
      <span key={alternative} className="keys">
        {a > 0 && or}
        {alternative.split('+').map((key, k) => (
          <span key={key}>
            {k > 0 && '+'}
            <kbd>{key}</kbd>
          </span>
        ))}
      </span>
    ))}
  </>
  );
}

const Fact = ({ name }: { name: string }) => <>{useFactText()(name)}</>;

const Callout = ({ children }: { children: ReactNode }) => <p className="callout">{children}</p>;

interface CardProps {
  readonly icon?: IconName;
  readonly title: string;
  /** The title's language where it is not the page's (an article not translated yet shows its English heading). */
  readonly titleLang?: string;
  readonly href?: string;
  readonly badge?: string;
  readonly tone?: Tone;
  /** A percentage from src/facts.ts shown as a <meter>: its label and the fact's name. */
  readonly meter?: string;
  readonly value?: string;
  readonly children: ReactNode;
}

function CardView({ icon, title, titleLang, href, badge, tone, meter, value, children }: CardProps) {
  const percent = value === undefined ? undefined : Number(factAt(value));
  const body = (
    <>
      {icon && <Icon name={icon} className="card__icon" />}
      <h3 className="card__title" lang={titleLang}>
        {title}
      </h3>
      {badge && (
        <p className="badges">
          <span className={tone ? `badge badge--${tone}` : 'badge'}>{badge}</span>
        </p>
      )}
      {meter && percent !== undefined && (
        <p className="article-meter">
          <span>
            {meter}: {percent}%
          </span>
          <meter min={0} max={100} value={percent} aria-label={`${title} ${meter.toLowerCase()}`}>
            {percent}%
          </meter>
        </p>
      )}
      {children}
    </>
  );
  return (
    <li className="card-cell">
      {href ? (
        <SiteLink href={href} className="card card--link">
          {body}
        </SiteLink>
      ) : (
        <div className="card">{body}</div>
      )}
    </li>
  );
}

/** A card for another article: its icon, heading, category and link come from that article. */
function ArticleCard({ article, children }: { article: string; children: ReactNode }) {
  // The card names the English article; on a translation's page it shows that article's translation where there is one.
  const site = useSite();
  const translated = useArticles().bySlug.get(article);
  const other = (translated ?? site.articles.bySlug.get(article)!).record;
  const { categories } = useMessages().articles;
  // Where there is none, its heading is English, and says so, as its link does (hreflang).
  const titleLang = translated ? undefined : site.langOf(site.defaultLocale);
  return (
    <CardView icon={other.icon} title={other.heading} titleLang={titleLang} href={other.path} badge={categories[other.category]} tone="outline">
      {children}
    </CardView>
  );
}

const Cards = ({ children }: { children: ReactNode }) => <ul className="grid grid--2 article-cards">{children}</ul>;

const Stats = ({ children }: { children: ReactNode }) => <dl className="article-stats">{children}</dl>;

const Stat = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

/** A list of links to related pages, which the search index leaves out. */
const LinkList = ({ children }: { children: ReactNode }) => (
  <>{Children.map(children, (child) => (isValidElement(child) ? cloneElement(child as ReactElement<{ className?: string }>, { className: 'link-list' }) : child))}</>
);

const Downloads = ({ children }: { children: ReactNode }) => <p className="actions">{children}</p>;

const Download = (props: { channel: Channel; variant?: 'primary' | 'secondary'; children: ReactNode }) => <DownloadButton {...props} />;

interface FigureProps {
  readonly src: string;
  readonly alt?: string;
  readonly caption?: string;
  readonly credit?: string;
  /** Set by the compiler on the body's first picture near the top (tools/markdown/image-syntax.ts). */
  readonly priority?: boolean;
}

/**
 * The components of an article's body; its <HowTo> shows the steps it was loaded with, a
 * comparison's components its editor's data, its pictures the files the build made of them. The
 * body's first picture near the top loads first unless a cover picture stands above it.
 */
export const articleComponents = ({ howTo, editor, pictures }: Pick<ArticleContent, 'howTo' | 'editor' | 'pictures'>, hasCover = false): Record<string, ComponentType<never>> => {
  const loading = (priority?: boolean) => (priority && !hasCover ? 'priority' : 'lazy');
  const Figure = ({ src, alt = '', caption, credit, priority }: FigureProps) => (
    <figure className="figure">
      <Picture picture={pictures[src]!} alt={alt} loading={loading(priority)} place="article" />
      {(caption || credit) && (
        <figcaption>
          {caption}
          {credit && <span className="figure__credit">{credit}</span>}
        </figcaption>
      )}
    </figure>
  );
  const InlinePicture = ({ src, alt = '', priority }: FigureProps) => <Picture picture={pictures[src]!} alt={alt} loading={loading(priority)} place="article" className="inline-picture" />;
  const HowTo = () => (howTo ? <HowToSteps howTo={howTo} /> : null);
  const EditorComparison = () => (editor ? <EditorComparisonBody editor={editor} /> : null);
  const ComparisonActions = () => (editor ? <EditorComparisonActions editor={editor} /> : null);
  // A <Step> is read into the steps when the article is loaded; <HowTo> shows them all.
  const Step = () => null;
  return { a: Link, Figure, Picture: InlinePicture, Keys, Fact, Callout, Card: CardView, ArticleCard, Cards, Stats, Stat, LinkList, Downloads, DownloadButton: Download, HowTo, Step, EditorComparison, ComparisonActions, ...dataBodies } as Record<string, ComponentType<never>>;
};

/**
 * The body of an article written in Markdown, as its page shows it under the header. Its props
 * are plain values already; the only expressions left in the tree are the names of its components
 * (<HowTo>), which the runtime hands to an evaluater: each is one of the article's components.
 */
export function MarkdownBody({ content, hasCover }: { content: ArticleContent; hasCover?: boolean }) {
  const components = articleComponents(content, hasCover);
  const componentNamed = (expression: { type: string; name?: string }) => {
    if (expression.type === 'Identifier' && Object.hasOwn(components, expression.name!)) return components[expression.name!];
    throw new Error(`An article's body names no component of article-components.tsx: ${expression.name ?? expression.type}`);
  };
  const evaluater = {
    evaluateExpression: componentNamed,
    evaluateProgram: () => {
      throw new Error("An article's body runs no program");
    },
  };
  return toJsxRuntime(content.body, { Fragment, jsx, jsxs, components: components as Partial<Components>, createEvaluater: () => evaluater });
}
