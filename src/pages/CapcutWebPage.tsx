/** /capcut-web: the web editor compared with the app. */
import { DownloadButton } from '../components/DownloadButton.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { WebAppTable } from '../components/downloads/WebAppTable.tsx';
import { webPageCopy } from '../content/downloads/web-vs-app.ts';
import { usePageCopy } from '../i18n/use-locale.tsx';

export default function CapcutWebPage() {
  const copy = usePageCopy('/capcut-web/', webPageCopy);
  const { which } = copy;
  return (
    <div className="page">
      <PageHero title={copy.hero.title} lead={copy.hero.lead}>
        <DownloadButton channel="web">{copy.hero.openWeb}</DownloadButton>
        <SiteLink className="button button--secondary" href="/download/">
          {copy.hero.downloadApp}
        </SiteLink>
      </PageHero>
      <Section id="comparison" title={copy.comparison.title}>
        <WebAppTable columns={copy.comparison.columns} rows={copy.comparison.rows} />
      </Section>
      <Section id="which" title={which.title}>
        <div className="grid grid--2">
          {which.choices.map((choice) => (
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
          {which.before}
          <SiteLink href="/capcut-pc/">{which.desktopLink}</SiteLink>
          {which.between}
          <SiteLink href="/capcut-chromebook/">{which.chromebookLink}</SiteLink>
          {which.after}
        </p>
      </Section>
    </div>
  );
}
