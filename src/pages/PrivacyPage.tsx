/** /privacy: what this static site does and does not collect, told truthfully. */
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { lastUpdated, minimumAge } from '../content/legal.ts';
import { contactEmail, siteName } from '../site.ts';

export default function PrivacyPage() {
  return (
    <article className="page prose">
      <PageHero title="Privacy Policy" eyebrow={`Last updated ${lastUpdated.privacy}`} lead={`${siteName} is a static website: pages of fixed text and images. This policy explains the little that happens to data when you read it.`} />
      <Section id="what-we-collect" title="What we collect">
        <p>Nothing that identifies you. The site has no accounts, no sign-up, no comments and no forms. The only inputs are two search and filter boxes, and what you type in them stays in your browser; it may appear in the page address so that a filtered view can be shared, but it is never sent to us.</p>
      </Section>
      <Section id="hosting-logs" title="What our host logs">
        <p>Like every website, the pages are delivered by a hosting provider. Its servers keep standard access logs: the page requested, the time, your IP address, your browser's user-agent string and the referring page. Hosts keep these logs for security and troubleshooting, usually for no more than 30 days, and we use them only to keep the site running and to block abuse.</p>
      </Section>
      <Section id="analytics" title="Optional analytics">
        <p>The site may use a privacy-respecting analytics script that counts page views and pages that were not found. Where it runs, it records the page address and an approximate country, sets no advertising cookies, and does not build a profile of you. If your browser sends a Do Not Track or Global Privacy Control signal, or blocks the script, nothing is counted.</p>
      </Section>
      <Section id="storage" title="Cookies and browser storage">
        <p>We set no cookies. When you close the download banner, your browser remembers that in its session storage, on your device only, until you close the tab.</p>
      </Section>
      <Section id="third-parties" title="Links and embedded videos">
        <p>Download buttons lead to the official stores and the maker's website, whose own privacy policies apply once you arrive there. On the video tutorials page, a player from the video host loads only for a tutorial with a Watch button, and only once you press it; the other tutorials link to a search on YouTube, which opens on YouTube's own site. The host's own policy applies there.</p>
      </Section>
      <Section id="children" title="Children">
        <p>The site is not directed at children under {minimumAge}, and we do not knowingly collect any information from them.</p>
      </Section>
      <Section id="your-rights" title="Your choices and rights">
        <p>Because we hold no personal profile, there is usually nothing to access or delete. If you believe a log holds your data and want it removed, write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a> and we will ask our host to delete it where the law allows.</p>
      </Section>
      <Section id="changes" title="Changes to this policy">
        <p>If the site starts to handle data differently, this page will say so and its date will change. See also our <SiteLink href="/terms/">terms of use</SiteLink> and <SiteLink href="/disclaimer/">disclaimer</SiteLink>.</p>
      </Section>
    </article>
  );
}
