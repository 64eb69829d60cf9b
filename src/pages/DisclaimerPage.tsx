/** /disclaimer: independence, trademarks and official links. */
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { lastUpdated, minimumAge } from '../content/legal.ts';
import { appMaker, appName, siteName } from '../site.ts';

export default function DisclaimerPage() {
  return (
    <article className="page prose">
      <PageHero title="Disclaimer" eyebrow={`Last updated ${lastUpdated.disclaimer}`} lead={`${siteName} is an independent guide. It is not affiliated with, endorsed by or sponsored by ${appName} or ${appMaker}.`} />
      <Section id="independence" title="An independent site">
        <p>We are creators who write about the tools we use. Nothing here is official communication from {appMaker}, and we receive no payment from any app maker for what we write.</p>
      </Section>
      <Section id="trademarks" title="Trademarks">
        <p>{appName} is a trademark of {appMaker}. InShot, VN Editor, Adobe Premiere Rush, Alight Motion, KineMaster, TikTok, Instagram, YouTube and the store names are trademarks of their respective owners. They appear here only to name the products we describe.</p>
      </Section>
      <Section id="official-downloads" title="Official downloads only">
        <p>Every download link on this site goes to the maker's official channels: Google Play, the App Store, the maker's desktop download page and its web editor. We do not host installer files and never link to modified, cracked or re-packaged builds, which can carry malware and break the app's terms.</p>
      </Section>
      <Section id="opinions" title="Opinions and figures">
        <p>Comparison verdicts are our editorial opinion, argued from the tables on the same page. Store ratings, download counts and prices are quoted with their source and date; they change, so check the official listing before you decide. Reviews marked as illustrative are examples of typical feedback, not verified purchases.</p>
      </Section>
      <Section id="audience" title="Audience">
        <p>The site is not directed at children under {minimumAge}.</p>
      </Section>
      <p>
        Read the <SiteLink href="/terms/">terms of use</SiteLink> and the <SiteLink href="/privacy/">privacy policy</SiteLink> for the rest.
      </p>
    </article>
  );
}
