/** The not-found page: written to 404.html and shown for any path the manifest does not claim. */
import type { Messages } from '../i18n/locale.ts';
import { useLocalHref, useMessages } from '../i18n/use-locale.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { Icon } from '../components/Icon.tsx';
import type { IconName } from '../icon-names.ts';
import { useSite } from '../site-context.tsx';

const cards = [
  { href: '/download/', icon: 'download', title: 'downloadTitle', text: 'downloadText' },
  { href: '/installation-guide/', icon: 'wrench', title: 'installationGuide', text: 'installText' },
  { href: '/', icon: 'house', title: 'homeTitle', text: 'homeText' },
] as const satisfies readonly { href: string; icon: IconName; title: keyof Words; text: keyof Words }[];

const popular = [
  { href: '/capcut-pc/', title: 'capcutPc' },
  { href: '/capcut-ios/', title: 'capcutIos' },
  { href: '/alternatives/', title: 'alternatives' },
  { href: '/blog/trending-templates/', title: 'trendingTemplates' },
] as const satisfies readonly { href: string; title: keyof Words }[];

/** The page's own words, and the header's and footer's where those name the page already. */
type Words = Messages['notFound'] & Messages['nav'];

/** Its Go Back button and the page_not_found event are src/browser/not-found.ts's. */
export default function NotFoundPage() {
  const messages = useMessages();
  const words: Words = { ...messages.nav, ...messages.notFound };
  return (
    <div className="page not-found">
      <PageHero eyebrow={<span className="not-found__code">404</span>} title={words.title} lead={words.lead}>
        <button type="button" className="button button--secondary" data-go-back={useSite().sitePath(useLocalHref()('/').href)}>
          {words.goBack}
        </button>
      </PageHero>
      <div className="grid grid--3">
        {cards.map((card) => (
          <SiteLink key={card.href} href={card.href} className="card card--link">
            <Icon name={card.icon} className="card__icon" />
            <span className="card__title">{words[card.title]}</span>
            <span>{words[card.text]}</span>
          </SiteLink>
        ))}
      </div>
      <section aria-labelledby="popular-title" className="section">
        <h2 id="popular-title">{words.popular}</h2>
        <ul className="link-list">
          {popular.map((link) => (
            <li key={link.href}>
              <SiteLink href={link.href}>{words[link.title]}</SiteLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
