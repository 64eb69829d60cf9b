/** /capcut-vs-pro/ (alias /blog/capcut-vs-pro/): CapCut Free vs Pro: table, plans, pros and cons, FAQ and verdict. */
import { DownloadButton } from '../components/DownloadButton.tsx';
import { faqThing } from '../components/Faq.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { ArticleHeader } from '../components/article/ArticleHeader.tsx';
import { CapcutVsProBody } from '../components/comparisons/CapcutVsProBody.tsx';
import { capcutVsPro } from '../content/comparisons/capcut-vs-pro.ts';

export const structuredData = () => [faqThing(capcutVsPro.content.faq)];

export default function CapcutVsProPage() {
  return (
    <article className="page comparison">
      <ArticleHeader record={capcutVsPro}>
        <DownloadButton channel="android">Get CapCut on Google Play</DownloadButton>
        <SiteLink href="/capcut-pro/" className="button button--secondary">
          About CapCut Pro
        </SiteLink>
      </ArticleHeader>
      <CapcutVsProBody content={capcutVsPro.content} />
    </article>
  );
}
