/** /contact: three cards: email, quick help, response time. */
import { PageHero } from '../components/PageHero.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { contactEmail, siteName } from '../site.ts';
import { Icon } from '../components/Icon.tsx';

export default function ContactPage() {
  return (
    <div className="page">
      <PageHero title="Contact Us" lead={`Questions about a guide, a broken link or a correction? The ${siteName} team reads every message.`} />
      <div className="grid grid--3">
        <section className="card" aria-labelledby="contact-email">
          <Icon name="mail" className="card__icon" />
          <h2 id="contact-email" className="card__title">Email support</h2>
          <p>Write to us about the site's content, corrections or partnership questions.</p>
          <p>
            <a className="button button--primary" href={`mailto:${contactEmail}`}>
              Email {contactEmail}
            </a>
          </p>
          <p className="muted">We cannot help with your account or purchases in the app itself; those go to the app's in-app support.</p>
        </section>
        <section className="card" aria-labelledby="contact-help">
          <Icon name="lightbulb" className="card__icon" />
          <h2 id="contact-help" className="card__title">Quick help</h2>
          <p>Most questions are answered in the guides:</p>
          <ul>
            <li>
              <SiteLink href="/#faqs">Frequently asked questions</SiteLink>
            </li>
            <li>
              <SiteLink href="/installation-guide/">Installation problems and fixes</SiteLink>
            </li>
            <li>
              <SiteLink href="/#troubleshooting">Common issues: crashes, exports, missing features</SiteLink>
            </li>
          </ul>
        </section>
        <section className="card" aria-labelledby="contact-time">
          <Icon name="timer" className="card__icon" />
          <h2 id="contact-time" className="card__title">Response time</h2>
          <p>We usually reply within 24 hours, Monday to Friday. Messages sent at the weekend are answered on Monday.</p>
        </section>
      </div>
    </div>
  );
}
