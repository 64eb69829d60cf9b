/** An article page: hero, table of contents, its sections, previous/next links. */
import type { ReactNode } from 'react';
import { catalogEntry, formatDate, neighbours, readTime } from '../../content/articles/catalog.ts';
import type { Article } from '../../content/articles/types.ts';
import type { Thing } from '../../head/json-ld.ts';
import { howToThing } from '../HowTo.tsx';
import { PageHero } from '../PageHero.tsx';
import { Section } from '../Section.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { ArticleBlock } from './ArticleBlock.tsx';

/** Articles with at least this many sections get a table of contents. */
const tocFrom = 4;

function PrevNext({ slug }: { slug: string }) {
  const { previous, next } = neighbours(slug);
  if (!previous && !next) return null;
  return (
    <nav className="prev-next" aria-label="Previous and next guide">
      {previous && (
        <SiteLink href={previous.path} rel="prev" className="prev-next__link">
          <span className="muted">Previous guide</span> {previous.title}
        </SiteLink>
      )}
      {next && (
        <SiteLink href={next.path} rel="next" className="prev-next__link prev-next__link--next">
          <span className="muted">Next guide</span> {next.title}
        </SiteLink>
      )}
    </nav>
  );
}

interface Props {
  readonly article: Article;
  /** Markup for the article's 'slot' blocks, by name. */
  readonly slots?: Readonly<Record<string, ReactNode>>;
}

export function ArticleView({ article, slots }: Props) {
  const head = catalogEntry(article.slug);
  const { sections } = article;
  return (
    <article className="page prose article">
      <PageHero
        eyebrow={
          <>
            <span aria-hidden="true">{head.icon}</span> {head.category} · {readTime(head.readingMinutes)} · Updated {formatDate(head.modified)}
          </>
        }
        title={head.title}
        lead={article.lead}
      />
      {sections.length >= tocFrom && (
        <nav className="article-toc" aria-labelledby="toc-title">
          <h2 id="toc-title" className="article-toc__title">
            In this guide
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {sections.map((section) => (
        <Section key={section.id} id={section.id} title={section.title}>
          {section.blocks.map((block, index) => (
            <ArticleBlock key={index} block={block} steps={article.howTo?.steps} slots={slots} />
          ))}
        </Section>
      ))}
      <PrevNext slug={article.slug} />
    </article>
  );
}

/** The page's own JSON-LD: its HowTo when it has steps (Article is added for every article page). */
export const articleStructuredData = (article: Article): Thing[] => (article.howTo ? [howToThing(article.howTo)] : []);
