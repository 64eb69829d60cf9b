/** /sitemap: the indexable pages in four groups (articles up to a bound, the rest left to the blog's lists), and a link that downloads the sitemap.xml the build writes. */
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { languageGroup, sitemapGroups } from '../manifest/sitemap-groups.ts';
import { useSite } from '../site-context.tsx';
import { sitemapPath } from '../site.ts';

export default function SitemapPage() {
  const site = useSite();
  const articleRoutes = site.routes.filter((route) => site.articles.byPath.has(route.path));
  const blogRoutes = site.routes.filter((route) => route.list && !route.locale);
  // The translated pages, one group per language, after the English groups.
  const languages = site.locales.slice(1).map(({ id, name, lang }) => languageGroup(id, name, lang, site.routes.filter((route) => route.locale === id)));
  return (
    <div className="page">
      <PageHero title="Sitemap" lead="Every page of the guide, grouped by what you came to do.">
        {/* The file the build writes: a plain download, with or without JavaScript. */}
        <a href={site.sitePath(sitemapPath)} download="sitemap.xml" className="button button--secondary">
          Download sitemap.xml
        </a>
      </PageHero>
      {[...sitemapGroups(blogRoutes, articleRoutes), ...languages].map((group) => (
        <Section key={group.id} id={group.id} title={group.title} lang={group.lang}>
          <ul className="sitemap-list">
            {group.links.map((link) => (
              <li key={link.path}>
                <SiteLink href={link.path}>{link.label}</SiteLink>
                <p className="muted">{link.description}</p>
              </li>
            ))}
          </ul>
          {group.more && (
            <p>
              And {group.more.count.toLocaleString('en')} more articles: every one is in <SiteLink href={group.more.path}>the blog's lists</SiteLink> and in{' '}
              <a href={site.sitePath(sitemapPath)}>sitemap.xml</a>.
            </p>
          )}
        </Section>
      ))}
    </div>
  );
}
