/** The not-found page: written to 404.html and shown for any path the manifest does not claim. */
import { PageHero } from '../components/PageHero.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { Icon } from '../components/Icon.tsx';
import type { IconName } from '../icon-names.ts';
import { useSite } from '../site-context.tsx';

const cards: readonly { href: string; icon: IconName; title: string; text: string }[] = [
  { href: '/download/', icon: 'download', title: 'Download CapCut', text: 'Official links for Android, iOS, PC and Mac.' },
  { href: '/installation-guide/', icon: 'wrench', title: 'Installation guide', text: 'Step-by-step setup on every device.' },
  { href: '/', icon: 'house', title: 'Home', text: 'Start again from the front page.' },
];

const popular = [
  { href: '/capcut-pc/', title: 'CapCut for PC' },
  { href: '/capcut-ios/', title: 'CapCut for iOS' },
  { href: '/alternatives/', title: 'CapCut alternatives' },
  { href: '/blog/trending-templates/', title: 'Trending templates' },
];

/** Its Go Back button and the page_not_found event are src/browser/not-found.ts's. */
export default function NotFoundPage() {
  return (
    <div className="page not-found">
      <PageHero eyebrow={<span className="not-found__code">404</span>} title="Page Not Found" lead="Sorry, we couldn't find the page you're looking for.">
        <button type="button" className="button button--secondary" data-go-back={useSite().sitePath('/')}>
          Go Back
        </button>
      </PageHero>
      <div className="grid grid--3">
        {cards.map((card) => (
          <SiteLink key={card.href} href={card.href} className="card card--link">
            <Icon name={card.icon} className="card__icon" />
            <span className="card__title">{card.title}</span>
            <span>{card.text}</span>
          </SiteLink>
        ))}
      </div>
      <section aria-labelledby="popular-title" className="section">
        <h2 id="popular-title">Popular pages</h2>
        <ul className="link-list">
          {popular.map((link) => (
            <li key={link.href}>
              <SiteLink href={link.href}>{link.title}</SiteLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
