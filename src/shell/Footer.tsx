/**
 * The footer: an about blurb, four link columns and the copyright line with the build year.
 * It is the same on every page, so the build writes it once as static HTML outside the hydrated
 * root (tools/pipeline/document.ts) and the browser bundle does not carry it; client.tsx routes its links.
 */
import { useSite } from '../site-context.tsx';
import { appMaker, appName, siteName } from '../site.ts';
import { footerColumns } from './navigation.ts';

export function Footer() {
  const site = useSite();
  return (
  <footer className="site-footer">
    <div className="site-footer__columns">
      <section className="site-footer__about" aria-labelledby="footer-about">
        <h2 id="footer-about" className="site-footer__heading">About {siteName}</h2>
        <p>
          An independent guide to the {appName} video editor: official download links for every device, step-by-step
          tutorials, templates and honest comparisons. Not affiliated with {appName} or {appMaker}.
        </p>
      </section>
      {footerColumns.map((column) => (
        <nav key={column.heading} aria-label={column.heading} className="site-footer__column">
          <h2 className="site-footer__heading">{column.heading}</h2>
          <ul>
            {column.links.map((link) => (
              <li key={link.href}>
                <a href={site.sitePath(link.href)}>{link.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
    <p className="site-footer__legal">
      © {site.settings.buildYear} {siteName}. {appName} is a trademark of {appMaker}; other names are trademarks of their owners.
      Download links go to the maker's official channels.
    </p>
  </footer>
  );
}
