/** An article page written in Markdown: its header, a table of contents, its sections, previous/next links. */
import { useArticles, useMessages } from '../../i18n/use-locale.tsx';
import type { ArticleRecord, ArticleContent } from '../../articles.ts';
import { readingOrder } from '../../content/reading-order.ts';
import type { Thing } from '../../head/json-ld.ts';
import { howToThing } from '../HowTo.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { ArticleHeader } from './ArticleHeader.tsx';
import { Picture } from '../Picture.tsx';
import { MarkdownBody } from './article-components.tsx';

/** Articles with at least this many sections get a table of contents. */
const tocFrom = 4;

function PrevNext({ slug }: { slug: string }) {
  const { bySlug } = useArticles();
  const { articles } = useMessages();
  const index = readingOrder.indexOf(slug);
  if (index < 0) return null;
  const [previous, next] = [readingOrder[index - 1], readingOrder[index + 1]].map((other) => (other ? bySlug.get(other)?.record : undefined));
  return (
    <nav className="prev-next" aria-label={articles.previousAndNext}>
      {previous && (
        <SiteLink href={previous.path} rel="prev" className="prev-next__link">
          <span className="muted">{articles.previous}</span> {previous.heading}
        </SiteLink>
      )}
      {next && (
        <SiteLink href={next.path} rel="next" className="prev-next__link prev-next__link--next">
          <span className="muted">{articles.next}</span> {next.heading}
        </SiteLink>
      )}
    </nav>
  );
}

export function ArticleView({ article }: { article: ArticleRecord }) {
  const { sections } = article.content;
  const { inThisGuide } = useMessages().articles;
  return (
    <article className="page prose article">
      <ArticleHeader record={article} />
      {article.cover && <Picture picture={article.cover} alt={article.cover.alt} loading="priority" place="article" className="article-cover" />}
      {sections.length >= tocFrom && (
        <nav className="article-toc" aria-labelledby="toc-title">
          <h2 id="toc-title" className="article-toc__title">
            {inThisGuide}
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
      <MarkdownBody content={article.content} hasCover={article.cover !== undefined} />
      <PrevNext slug={useArticles().byPath.get(article.path)?.translates?.slug ?? article.slug} />
    </article>
  );
}

/** The page's own JSON-LD: its HowTo when it has steps (Article is added for every article page). */
export const articleStructuredData = (article: ArticleRecord): Thing[] => (article.content.howTo ? [howToThing(article.content.howTo)] : []);
