/**
 * The sticky download banner, hidden in the HTML: src/browser/shell.ts shows it past 500px of
 * scroll, and once it is closed, hides it for the rest of the browser session. On phones it is one
 * short row: the text drops its second half.
 */
import { useMessages } from '../i18n/use-locale.tsx';
import { Icon } from '../components/Icon.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { appName } from '../site.ts';

export function DownloadBanner() {
  const { shell } = useMessages();
  const [text, more] = shell.bannerText(appName);
  return (
    <aside className="download-banner" aria-label={shell.bannerLabel} hidden>
      <p className="download-banner__text">
        {text}
        <span className="download-banner__more">{more}</span>.
      </p>
      <SiteLink href="/download/" className="button button--primary">
        {shell.bannerButton}
      </SiteLink>
      <button type="button" className="icon-button" aria-label={shell.closeBanner} data-close-banner="">
        <Icon name="x" />
      </button>
    </aside>
  );
}
