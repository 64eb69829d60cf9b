/** /capcut-web: the web editor compared with the app. */
import { DownloadButton } from '../components/DownloadButton.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { WebAppTable } from '../components/downloads/WebAppTable.tsx';
import { webAppRows } from '../content/downloads/web-vs-app.ts';

const choices = [
  { title: 'Choose the web editor when', items: ['you cannot install software (school or work computers, Chromebooks without Google Play)', 'you edit short clips now and then', 'you move between computers often'] },
  { title: 'Choose the app when', items: ['you edit on your phone or tablet', 'your projects are long, multi-track or 4K', 'you want to edit offline or export faster'] },
];

export default function CapcutWebPage() {
  return (
    <div className="page">
      <PageHero title="CapCut Web vs the App" lead="CapCut's online editor runs in the browser with your CapCut account; the apps run on the device. Same editor family, same free plan and same optional Pro subscription: the differences are in speed, files and where you work.">
        <DownloadButton channel="web">Open the web editor</DownloadButton>
        <SiteLink className="button button--secondary" href="/download/">
          Download the app
        </SiteLink>
      </PageHero>
      <Section id="comparison" title="Web editor vs app, side by side">
        <WebAppTable rows={webAppRows} />
      </Section>
      <Section id="which" title="Which one to use">
        <div className="grid grid--2">
          {choices.map((choice) => (
            <div key={choice.title} className="card">
              <h3 className="card__title">{choice.title}</h3>
              <ul>
                {choice.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p>
          Your projects follow your account, so you can start in the browser and finish in the <SiteLink href="/capcut-pc/">desktop app</SiteLink>. On a Chromebook, see <SiteLink href="/capcut-chromebook/">CapCut on Chromebook</SiteLink>.
        </p>
      </Section>
    </div>
  );
}
