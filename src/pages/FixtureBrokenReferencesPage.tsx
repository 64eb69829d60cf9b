/** A test page (src/manifest/fixture-pages.ts): every kind of broken reference the build must refuse. */
import { previewClipFiles } from '../components/TemplatePreview.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { sitePath } from '../site-address.ts';

export const fetchedFiles = () => previewClipFiles([{ name: 'A clip that was never made', video: '/videos/no-such-clip' }]);

export default function FixtureBrokenReferencesPage() {
  return (
    <div className="page">
      <h1>Broken references</h1>
      <p>
        <SiteLink href="/does-not-exist/">A page that does not exist</SiteLink>, <SiteLink href="/#no-such-anchor">an anchor that does not exist</SiteLink>,{' '}
        <SiteLink href="/download/">a page that does</SiteLink>.
      </p>
      <img src={sitePath('/missing.png')} alt="An image that is not there" width="16" height="16" />
    </div>
  );
}
