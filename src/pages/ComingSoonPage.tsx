/** /coming-soon/: where a tutorial button leads when its written guide is not published yet. */
import { PageHero } from '../components/PageHero.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { Icon } from '../components/Icon.tsx';

export default function ComingSoonPage() {
  return (
    <div className="page learning-soon">
      <PageHero
        eyebrow={<Icon name="construction" className="card__icon" />}
        title="Coming Soon"
        lead="This written guide is still being prepared. Meanwhile, these cover the same ground:"
      >
        <SiteLink href="/video-tutorials/" className="button button--primary">
          See the video tutorials
        </SiteLink>
        <SiteLink href="/blog/" className="button button--secondary">
          Read the blog
        </SiteLink>
      </PageHero>
    </div>
  );
}
