/** /contact: three cards: email, quick help, response time. */
import { PageHero } from '../components/PageHero.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { contactPageCopy } from '../content/site-pages/contact-page.ts';
import { usePageCopy } from '../i18n/use-locale.tsx';
import { contactEmail, siteName } from '../site.ts';
import { Icon } from '../components/Icon.tsx';

export default function ContactPage() {
  const { title, lead, email, help, time } = usePageCopy('/contact/', contactPageCopy);
  return (
    <div className="page">
      <PageHero title={title} lead={lead(siteName)} />
      <div className="grid grid--3">
        <section className="card" aria-labelledby="contact-email">
          <Icon name="mail" className="card__icon" />
          <h2 id="contact-email" className="card__title">{email.title}</h2>
          <p>{email.text}</p>
          <p>
            <a className="button button--primary" href={`mailto:${contactEmail}`}>
              {email.button(contactEmail)}
            </a>
          </p>
          <p className="muted">{email.note}</p>
        </section>
        <section className="card" aria-labelledby="contact-help">
          <Icon name="lightbulb" className="card__icon" />
          <h2 id="contact-help" className="card__title">{help.title}</h2>
          <p>{help.intro}</p>
          <ul>
            <li>
              <SiteLink href="/#faqs">{help.faqs}</SiteLink>
            </li>
            <li>
              <SiteLink href="/installation-guide/">{help.install}</SiteLink>
            </li>
            <li>
              <SiteLink href="/#troubleshooting">{help.troubleshooting}</SiteLink>
            </li>
          </ul>
        </section>
        <section className="card" aria-labelledby="contact-time">
          <Icon name="timer" className="card__icon" />
          <h2 id="contact-time" className="card__title">{time.title}</h2>
          <p>{time.text}</p>
        </section>
      </div>
    </div>
  );
}
