/**
 * The sticky download banner: shown past 500px of scroll; once closed, hidden for the rest of the
 * browser session. On phones it is one short row: the text drops its second half.
 */
import { useState } from 'react';
import { SiteLink } from '../components/SiteLink.tsx';
import { Icon } from '../components/Icon.tsx';
import { appName } from '../site.ts';
import { useScrolledPast } from './useScrolledPast.ts';

const dismissedKey = 'download-banner-dismissed';
const showAfter = 500;

const readDismissed = (): boolean => {
  try {
    return sessionStorage.getItem(dismissedKey) === '1';
  } catch {
    return false; // storage blocked: the banner can still be closed for this page view
  }
};

export function DownloadBanner() {
  const scrolled = useScrolledPast(showAfter);
  const [dismissed, setDismissed] = useState(false);
  if (!scrolled || dismissed || readDismissed()) return null;

  const close = () => {
    try {
      sessionStorage.setItem(dismissedKey, '1');
    } catch {
      // storage blocked: closed for this page view only
    }
    setDismissed(true);
  };

  return (
    <aside className="download-banner" aria-label="Download">
      <p className="download-banner__text">
        Get {appName} free<span className="download-banner__more"> from the official store for your device</span>.
      </p>
      <SiteLink href="/download/" className="button button--primary">
        Download
      </SiteLink>
      <button type="button" className="icon-button" aria-label="Close download banner" onClick={close}>
        <Icon name="x" />
      </button>
    </aside>
  );
}
