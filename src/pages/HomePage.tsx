/** The home page: hero, table of contents, sixteen sections and a large-screen sidebar. */
import { Fragment, type ReactNode } from 'react';
import { DataTable } from '../components/DataTable.tsx';
import { FaqList, faqThing } from '../components/Faq.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { FactSource } from '../components/downloads/FactSource.tsx';
import { ProblemList } from '../components/downloads/ProblemList.tsx';
import { PlatformGrid } from '../components/downloads/PlatformCard.tsx';
import { Sidebar } from '../components/home/Sidebar.tsx';
import { TableOfContents } from '../components/home/TableOfContents.tsx';
import { platformEntries } from '../content/downloads/platforms.ts';
import { featureCards, homeCopy, homeFigures, linksOf, type HomeFigures, type SectionId } from '../content/home/home.ts';
import { rating, versionHistory } from '../facts.ts';
import { formatCount } from '../i18n/format.ts';
import type { Locale } from '../i18n/locale.ts';
import { factInWords, factText, useArticles, useFactText, useLocale, usePageCopy } from '../i18n/use-locale.tsx';
import type { RouteRecord } from '../routing/route-types.ts';
import { useSite, type Site } from '../site-context.tsx';
import { Icon } from '../components/Icon.tsx';

/** The posts the home page previews: the first of /blog/'s. */
const blogPreviewSize = 6;

/** The page's figures in `locale`'s words (useFactText's rule, without the hook: the JSON-LD is built outside rendering) and number format. */
const figuresIn = (locale: Locale, defaultLocale: string): HomeFigures =>
  homeFigures(
    factText(locale, defaultLocale),
    (value) => formatCount(locale, value),
    factInWords(locale),
  );

/** The FAQPage JSON-LD, from the same questions the page shows, in the page's language. */
export const structuredData = (_route: RouteRecord, site: Site, locale: Locale) => [faqThing((locale.pages['/'] ?? homeCopy).faqs(figuresIn(locale, site.defaultLocale)))];

function Part({ id, children }: { id: SectionId; children: ReactNode }) {
  return (
    <Section id={id} title={usePageCopy('/', homeCopy).toc.sections[id]}>
      {children}
    </Section>
  );
}

/** A list of the copy's links: `english` gives the paths and their order, `local` the names. */
const Links = <Names extends Readonly<Record<string, string>>>({ english, local }: { english: Names; local: Names }) => (
  <ul className="link-list">
    {linksOf(english, local).map(([href, label]) => (
      <li key={href}>
        <SiteLink href={href}>{label}</SiteLink>
      </li>
    ))}
  </ul>
);

const List = ({ items }: { items: readonly string[] }) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

const stars = [5, 4, 3, 2, 1] as const;

export default function HomePage() {
  const copy = usePageCopy('/', homeCopy);
  const locale = useLocale();
  const words = useFactText();
  const { articles: articleWords } = locale.messages;
  const f = figuresIn(locale, useSite().defaultLocale);
  const { columns } = copy.versionHistory;
  // A language's own posts only: one with none yet shows the link to its blog alone.
  const posts = useArticles().posts.slice(0, blogPreviewSize);
  return (
    <div className="page home">
      <header className="home-hero">
        <p className="badges">
          <span className="badge badge--green">
            <Icon name="star" className="icon--filled" /> {copy.hero.rating(f)}
          </span>
          <span className="badge badge--accent">{copy.hero.downloads(f)}</span>
        </p>
        <FactSource fact={rating.average} />
        <h1>{copy.hero.title}</h1>
        <p className="page-hero__lead">{copy.hero.lead}</p>
        <ul className="home-hero__highlights">
          {copy.hero.highlights(f).map(({ title, text }) => (
            <li key={title}>
              <strong>{title}.</strong> {text}
            </li>
          ))}
        </ul>
        <p className="actions">
          <SiteLink className="button button--primary" href="/download/">
            {copy.hero.download}
          </SiteLink>
          <a className="button button--secondary" href="#features">
            {copy.hero.viewFeatures}
          </a>
        </p>
        <p className="home-hero__safety">
          {copy.hero.safety.map((text, index) => (
            <Fragment key={text}>
              {index > 0 && ' '}
              <span>
                <Icon name="check" /> {text}
              </span>
            </Fragment>
          ))}
        </p>
      </header>
      <div className="home__layout">
        <div className="home__main">
          <TableOfContents />
          <Part id="introduction">
            {copy.introduction(f).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Part>
          <Part id="features">
            <p>{copy.features.intro}</p>
            <ul className="grid grid--3">
              {(Object.keys(featureCards) as (keyof typeof featureCards)[]).map((key) => (
                <li key={key} className="card">
                  <Icon name={featureCards[key].icon} className="card__icon" />
                  <h3 className="card__title">{copy.features.cards[key].title}</h3>
                  <p>{copy.features.cards[key].text}</p>
                  <SiteLink href={featureCards[key].href}>{copy.features.cards[key].link}</SiteLink>
                </li>
              ))}
            </ul>
          </Part>
          <Part id="download">
            <PlatformGrid entries={platformEntries} />
            <p>
              {copy.download.more.before}
              <SiteLink href="/download/">{copy.download.more.link}</SiteLink>
              {copy.download.more.after}
            </p>
          </Part>
          <Part id="reviews">
            <p>
              {copy.reviews.before}
              <strong>{copy.reviews.score(f)}</strong>
              {copy.reviews.after(f)}
            </p>
            <ul className="rating-bars">
              {rating.distribution.value.map((share, index) => (
                <li key={stars[index]}>
                  <span>{copy.reviews.stars(stars[index]!)}</span>
                  <meter min={0} max={100} value={share} aria-label={copy.reviews.stars(stars[index]!)} />
                  <span>{formatCount(locale, share)}%</span>
                </li>
              ))}
            </ul>
            <FactSource fact={rating.distribution} />
            <SiteLink href="/reviews/">{copy.reviews.link}</SiteLink>
          </Part>
          <Part id="capcut-pro">
            <p>{copy.pro.text(f)}</p>
            <SiteLink href="/capcut-pro/">{copy.pro.link}</SiteLink>
          </Part>
          <Part id="installation">
            <ol>
              {copy.installation.steps(f).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <SiteLink href="/installation-guide/">{copy.installation.link}</SiteLink>
          </Part>
          <Part id="web-vs-apk">
            <List items={copy.webVsApp.items} />
            <SiteLink href="/capcut-web/">{copy.webVsApp.link}</SiteLink>
          </Part>
          <Part id="templates">
            <p>{copy.templates.text(f)}</p>
            <Links english={homeCopy.templates.links} local={copy.templates.links} />
          </Part>
          <Part id="platform-guides">
            <p>{copy.platformGuides.intro}</p>
            <Links english={homeCopy.platformGuides.links} local={copy.platformGuides.links} />
          </Part>
          <Part id="alternatives">
            <p>{copy.alternatives.text}</p>
            <Links english={homeCopy.alternatives.links} local={copy.alternatives.links} />
          </Part>
          <Part id="troubleshooting">
            <ProblemList items={copy.troubleshooting(f)} />
          </Part>
          <Part id="version-history">
            <DataTable
              columns={[columns.version, columns.platform, columns.notes]}
              rows={versionHistory.value.map((release, index) => ({
                key: release.platform,
                cells: [release.version, words(`versionHistory.${index}.platform`), words(`versionHistory.${index}.notes`)],
              }))}
            />
            <FactSource fact={versionHistory} />
          </Part>
          <Part id="for-creators">
            <List items={copy.creators.tips(f)} />
            <Links english={homeCopy.creators.links} local={copy.creators.links} />
          </Part>
          <Part id="safety">
            <p>{copy.safety}</p>
          </Part>
          <Part id="faqs">
            <FaqList items={copy.faqs(f)} />
          </Part>
          <Part id="blog-preview">
            {posts.length > 0 && (
              <ul className="grid grid--3">
                {posts.map((post) => (
                  <li key={post.path}>
                    <SiteLink className="card card--link" href={post.path}>
                      <Icon name={post.icon} className="card__icon" />
                      <span className="card__title">{post.title}</span>
                      <span>{post.excerpt}</span>
                      <span className="muted">
                        {articleWords.categories[post.category]} · {articleWords.readTime(formatCount(locale, post.readingMinutes))}
                      </span>
                    </SiteLink>
                  </li>
                ))}
              </ul>
            )}
            <SiteLink href="/blog/">{copy.blog.all}</SiteLink>
          </Part>
        </div>
        <Sidebar />
      </div>
    </div>
  );
}
