/** /coming-soon/: where a tutorial button leads when its written guide is not published yet. */
import { PageHero } from '../components/PageHero.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { Icon } from '../components/Icon.tsx';
import { comingSoonPageCopy } from '../content/learning/coming-soon-page.ts';
import { usePageCopy } from '../i18n/use-locale.tsx';

export default function ComingSoonPage() {
  const copy = usePageCopy('/coming-soon/', comingSoonPageCopy);
  return (
    <div className="page learning-soon">
      <PageHero eyebrow={<Icon name="construction" className="card__icon" />} title={copy.title} lead={copy.lead}>
        <SiteLink href="/video-tutorials/" className="button button--primary">
          {copy.videoTutorials}
        </SiteLink>
        <SiteLink href="/blog/" className="button button--secondary">
          {copy.blog}
        </SiteLink>
      </PageHero>
    </div>
  );
}
