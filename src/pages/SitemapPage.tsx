/** /sitemap: every indexable page in four groups, and a button that downloads the same sitemap.xml the build writes. */
import { origin } from '../build-env.ts';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { articleRoutes } from '../manifest/articles.ts';
import { comparisonRoutes } from '../manifest/comparisons.ts';
import { homeAndDownloadRoutes } from '../manifest/home-and-downloads.ts';
import { learningRoutes } from '../manifest/learning.ts';
import { sitePageRoutes } from '../manifest/site-pages.ts';
import type { RouteRecord } from '../route-types.ts';
import { routes } from '../routes.ts';

const legalPaths = new Set(['/privacy/', '/terms/', '/disclaimer/', '/dmca/']);
const isHome = (route: RouteRecord) => route.path === '/';

const groups = [
  {
    id: 'main-pages',
    title: 'Main pages',
    routes: [
      ...homeAndDownloadRoutes.filter(isHome),
      ...comparisonRoutes,
      ...sitePageRoutes.filter((route) => !legalPaths.has(route.path)),
    ],
  },
  { id: 'downloads', title: 'Downloads', routes: homeAndDownloadRoutes.filter((route) => !isHome(route)) },
  { id: 'guides', title: 'Guides and tutorials', routes: [...articleRoutes, ...learningRoutes] },
  { id: 'legal', title: 'Legal', routes: sitePageRoutes.filter((route) => legalPaths.has(route.path)) },
].map((group) => ({ ...group, routes: group.routes.filter((route) => route.sitemap !== null) }));

/** The XML builder loads on the first click, not with the page. */
async function downloadSitemap(): Promise<void> {
  const { sitemapEntries, sitemapFiles } = await import('../sitemap.ts');
  const [sitemap] = sitemapFiles(sitemapEntries(routes, origin), origin);
  const url = URL.createObjectURL(new Blob([sitemap!.xml], { type: 'application/xml' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'sitemap.xml' });
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started once click() returns; the URL can go on the next task.
  setTimeout(() => URL.revokeObjectURL(url));
}

export default function SitemapPage() {
  return (
    <div className="page">
      <PageHero title="Sitemap" lead="Every page of the guide, grouped by what you came to do.">
        <button type="button" className="button button--secondary" onClick={downloadSitemap}>
          Download sitemap.xml
        </button>
      </PageHero>
      {groups.map((group) => (
        <Section key={group.id} id={group.id} title={group.title}>
          <ul className="sitemap-list">
            {group.routes.map((route) => (
              <li key={route.path}>
                <SiteLink href={route.path}>{route.label}</SiteLink>
                <p className="muted">{route.meta.description}</p>
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </div>
  );
}
