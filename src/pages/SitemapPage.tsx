/**
 * /sitemap (and each language's): the indexable pages of its language in four groups (articles up to a bound, the rest
 * left to the blog's lists), then the pages of every other translation, one group per language, and a link that
 * downloads the sitemap.xml the build writes.
 */
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { withParts } from '../components/with-parts.tsx';
import { sitemapPageCopy } from '../content/site-pages/sitemap-page.ts';
import { formatCount } from '../i18n/format.ts';
import { useArticles, useLocale, usePageCopy } from '../i18n/use-locale.tsx';
import { languageGroup, sitemapGroups } from '../manifest/sitemap-groups.ts';
import type { RouteRecord } from '../routing/route-types.ts';
import { useSite } from '../site-context.tsx';
import { sitemapPath } from '../site.ts';

export default function SitemapPage() {
  const site = useSite();
  const locale = useLocale();
  const copy = usePageCopy('/sitemap/', sitemapPageCopy);
  const articles = useArticles();
  const isDefault = locale.id === site.defaultLocale;
  const own = (route: RouteRecord) => (route.locale ?? site.defaultLocale) === locale.id;
  const articleRoutes = site.routes.filter((route) => articles.byPath.has(route.path));
  const blogRoutes = site.routes.filter((route) => route.list && own(route));
  const translations = isDefault ? undefined : new Map(site.routes.filter((route) => own(route) && route.translates).map((route) => [route.translates!, route]));
  const inLanguage = (route: RouteRecord) => (translations ? translations.get(route.path) : route);
  // The other translations, one group per language, after this language's groups.
  const languages = site.locales
    .slice(1)
    .filter(({ id }) => id !== locale.id)
    .map(({ id, name, lang }) => languageGroup(id, name, lang, site.routes.filter((route) => route.locale === id)));
  const groups = [...sitemapGroups(blogRoutes, articleRoutes, copy.groups, inLanguage), ...languages].filter((group) => group.links.length > 0);
  return (
    <div className="page">
      <PageHero title={copy.title} lead={copy.lead}>
        {/* The file the build writes: a plain download, with or without JavaScript. */}
        <a href={site.sitePath(sitemapPath)} download="sitemap.xml" className="button button--secondary">
          {copy.download}
        </a>
      </PageHero>
      {groups.map((group) => (
        <Section key={group.id} id={group.id} title={group.title} lang={group.lang}>
          <ul className="sitemap-list">
            {group.links.map((link) => (
              <li key={link.path}>
                {/* Another language's page is linked as it is: SiteLink would lead to its version in this page's language. */}
                {group.lang ? (
                  <a href={site.sitePath(link.path)} hrefLang={isDefault ? undefined : group.lang}>
                    {link.label}
                  </a>
                ) : (
                  <SiteLink href={link.path}>{link.label}</SiteLink>
                )}
                <p className="muted">{link.description}</p>
              </li>
            ))}
          </ul>
          {group.more && (
            <p>
              {withParts(copy.more, {
                count: formatCount(locale, group.more.count),
                lists: <SiteLink href={group.more.path}>{copy.lists}</SiteLink>,
                file: <a href={site.sitePath(sitemapPath)}>sitemap.xml</a>,
              })}
            </p>
          )}
        </Section>
      ))}
    </div>
  );
}
