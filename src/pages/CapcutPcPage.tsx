/** /capcut-pc: Windows and Mac download buttons (the maker's desktop page) and install steps for both. */
import { DownloadButton } from '../components/DownloadButton.tsx';
import { HowToSteps, howToThing } from '../components/HowTo.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { FactSource } from '../components/downloads/FactSource.tsx';
import { capcutPcPageCopy } from '../content/downloads/capcut-pc-page.ts';
import { installSteps } from '../content/downloads/install-steps.ts';
import { platforms } from '../facts.ts';
import type { Locale } from '../i18n/locale.ts';
import { useFactText, usePageCopy, useSharedCopy } from '../i18n/use-locale.tsx';
import type { RouteRecord } from '../routing/route-types.ts';
import type { Site } from '../site-context.tsx';

const systems = [
  { key: 'windows', guide: '/capcut-windows/' },
  { key: 'mac', guide: '/capcut-mac/' },
] as const;

export const structuredData = (_route: RouteRecord, _site: Site, locale: Locale) => {
  const steps = locale.shared['install-steps'] ?? installSteps;
  return [howToThing(steps.windows), howToThing(steps.mac)];
};

export default function CapcutPcPage() {
  const copy = usePageCopy('/capcut-pc/', capcutPcPageCopy);
  const steps = useSharedCopy('install-steps', installSteps);
  const factText = useFactText();
  const { tips } = copy;
  return (
    <div className="page">
      <PageHero title={copy.hero.title} lead={copy.hero.lead}>
        <DownloadButton channel="desktop">{copy.hero.windowsButton}</DownloadButton>
        <DownloadButton channel="desktop" variant="secondary">
          {copy.hero.macButton}
        </DownloadButton>
      </PageHero>
      <Section id="requirements" title={copy.requirements.title}>
        <div className="grid grid--2">
          {systems.map(({ key, guide }) => {
            const facts = platforms[key];
            const words = copy.requirements[key];
            return (
              <div key={key} className="card">
                <h3 className="card__title">{words.name}</h3>
                <p>{copy.requirements.facts(facts.version.value, facts.size.value, factText(`platforms.${key}.requirement`))}</p>
                <SiteLink href={guide}>{words.guide}</SiteLink>
              </div>
            );
          })}
        </div>
        <FactSource fact={platforms.windows.version} />
      </Section>
      <Section id="install-windows" title={steps.windows.name}>
        <HowToSteps howTo={steps.windows} />
      </Section>
      <Section id="install-mac" title={steps.mac.name}>
        <HowToSteps howTo={steps.mac} />
      </Section>
      <Section id="desktop-tips" title={tips.title}>
        <ul>
          <li>{tips.signIn}</li>
          <li>{tips.dragClips}</li>
          <li>
            {tips.shortcuts.before}
            <SiteLink href="/blog/keyboard-shortcuts/">{tips.shortcuts.link}</SiteLink>
            {tips.shortcuts.after}
          </li>
          <li>
            {tips.noInstall.before}
            <SiteLink href="/capcut-web/">{tips.noInstall.link}</SiteLink>
            {tips.noInstall.after}
          </li>
        </ul>
      </Section>
    </div>
  );
}
