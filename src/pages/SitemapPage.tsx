/** /sitemap: every indexable page in four groups, and a button that downloads the same sitemap.xml the build writes. */
import { absoluteUrl } from '../site-address.ts';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { sitemapGroups, sitemapXmlEntries } from '../content/sitemap-page.data.ts';
import { sitemapFiles } from '../sitemap.ts';

function downloadSitemap(): void {
  const [sitemap] = sitemapFiles(sitemapXmlEntries, absoluteUrl);
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
      {sitemapGroups.map((group) => (
        <Section key={group.id} id={group.id} title={group.title}>
          <ul className="sitemap-list">
            {group.links.map((link) => (
              <li key={link.path}>
                <SiteLink href={link.path}>{link.label}</SiteLink>
                <p className="muted">{link.description}</p>
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </div>
  );
}
