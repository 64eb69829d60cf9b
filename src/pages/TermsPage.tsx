/** /terms: the terms of using the site. */
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { lastUpdated, minimumAge } from '../content/legal.ts';
import { appMaker, appName, contactEmail, siteName } from '../site.ts';

export default function TermsPage() {
  return (
    <article className="page prose">
      <PageHero title="Terms of Use" eyebrow={`Last updated ${lastUpdated.terms}`} lead={`By using ${siteName} you agree to these terms. They are short because the site is simple: it informs, and it links to official downloads.`} />
      <Section id="service" title="What the site offers">
        <p>{siteName} publishes guides, tutorials, template ideas and comparisons about the {appName} video editor, and links to the official places to get it. We do not host, sell or distribute the app or any version of it.</p>
      </Section>
      <Section id="downloads" title="Downloads and the app itself">
        <p>Every download button leads to an official channel of {appMaker}: the Google Play listing, the App Store listing, the maker's desktop download page or its web editor. Your use of the app is governed by the maker's own terms. We never offer modified, cracked or "unlocked" builds, and paid features are only available through the official subscription.</p>
      </Section>
      <Section id="accuracy" title="Accuracy of information">
        <p>We check versions, sizes, prices and requirements against official sources and show where each figure comes from and when it was read. Apps change often, so a figure may be out of date; the official store listing is always the final word.</p>
      </Section>
      <Section id="acceptable-use" title="Acceptable use">
        <p>Please do not copy the site wholesale, attempt to disrupt it, or use automated tools that put an unreasonable load on it. Quoting short passages with a link back is welcome.</p>
      </Section>
      <Section id="intellectual-property" title="Intellectual property">
        <p>The text and design of this site belong to {siteName}. {appName} and other product names are trademarks of their owners and are used only to identify those products. If you believe something here infringes your rights, see our <SiteLink href="/dmca/">DMCA policy</SiteLink>.</p>
      </Section>
      <Section id="children" title="Children">
        <p>The site is not directed at children under {minimumAge}. Younger visitors should use the app and this guide with a parent or guardian.</p>
      </Section>
      <Section id="liability" title="No warranty and limits of liability">
        <p>The site is provided as it is, for information only. To the extent the law allows, we are not liable for any loss arising from using it or from following its advice, including problems with third-party apps or websites we link to.</p>
      </Section>
      <Section id="changes" title="Changes and contact">
        <p>We may update these terms; the date above shows the latest version. Questions are welcome at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.</p>
      </Section>
    </article>
  );
}
