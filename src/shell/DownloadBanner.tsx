/**
 * The sticky download banner, hidden in the HTML: src/browser/shell.ts shows it past 500px of
 * scroll, and once it is closed, hides it for the rest of the browser session. On phones it is one
 * short row: the text drops its second half.
 */
import { Icon } from '../components/Icon.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { appName } from '../site.ts';

export const DownloadBanner = () => (
  <aside className="download-banner" aria-label="Download" hidden>
    <p className="download-banner__text">
      Get {appName} free<span className="download-banner__more"> from the official store for your device</span>.
    </p>
    <SiteLink href="/download/" className="button button--primary">
      Download
    </SiteLink>
    <button type="button" className="icon-button" aria-label="Close download banner" data-close-banner="">
      <Icon name="x" />
    </button>
  </aside>
);
