/**
 * The footer: an about blurb, four link columns and the copyright line with the build year.
 * It is the same on every page, so the build writes it once as static HTML outside the hydrated
 * root (tools/render/document.ts) and the browser bundle does not carry it; client.tsx routes its links.
 */
import { SiteLink } from '../components/SiteLink.tsx';
import { useMessages } from '../i18n/use-locale.tsx';
import { useSite } from '../site-context.tsx';
import { appMaker, appName, siteName } from '../site.ts';
import { footerColumns } from './navigation.ts';

export function Footer() {
  const site = useSite();
  const { footer, nav } = useMessages();
  return (
  <footer className="site-footer">
    <div className="site-footer__columns">
      <section className="site-footer__about" aria-labelledby="footer-about">
        <h2 id="footer-about" className="site-footer__heading">{footer.aboutHeading(siteName)}</h2>
        <p>{footer.about(appName, appMaker)}</p>
      </section>
      {footerColumns.map((column) => (
        <nav key={column.heading} aria-label={nav[column.heading]} className="site-footer__column">
          <h2 className="site-footer__heading">{nav[column.heading]}</h2>
          <ul>
            {column.links.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href}>{nav[link.title]}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
    <p className="site-footer__legal">{footer.legal(String(site.settings.buildYear), siteName, appName, appMaker)}</p>
  </footer>
  );
}
