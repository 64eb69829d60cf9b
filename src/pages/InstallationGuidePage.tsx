/** /installation-guide/ (also /blog/installation-guide/): installing from official channels on every platform. */
import { ArticleView, articleStructuredData } from '../components/article/ArticleView.tsx';
import { DownloadButton } from '../components/DownloadButton.tsx';
import { installationGuide } from '../content/articles/installation-guide.ts';

const slots = {
  android: (
    <p className="actions">
      <DownloadButton channel="android">Get it on Google Play</DownloadButton>
    </p>
  ),
  web: (
    <p className="actions">
      <DownloadButton channel="web">Open the web editor</DownloadButton>
    </p>
  ),
  windows: (
    <p className="actions">
      <DownloadButton channel="desktop">CapCut for Windows</DownloadButton>
    </p>
  ),
  ios: (
    <p className="actions">
      <DownloadButton channel="ios">Download on the App Store</DownloadButton>
    </p>
  ),
  mac: (
    <p className="actions">
      <DownloadButton channel="desktop">CapCut for Mac</DownloadButton>
      <DownloadButton channel="web" variant="secondary">
        Use the web editor
      </DownloadButton>
    </p>
  ),
};

export default function InstallationGuidePage() {
  return <ArticleView article={installationGuide} slots={slots} />;
}

export const structuredData = () => articleStructuredData(installationGuide);
