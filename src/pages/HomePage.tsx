/** The home page: hero, table of contents, sixteen sections and a large-screen sidebar. */
import type { ReactNode } from 'react';
import { DataTable } from '../components/DataTable.tsx';
import { FaqList, faqThing } from '../components/Faq.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { FactSource } from '../components/downloads/FactSource.tsx';
import { ProblemList } from '../components/downloads/ProblemList.tsx';
import { PlatformGrid } from '../components/downloads/PlatformCard.tsx';
import { Sidebar } from '../components/home/Sidebar.tsx';
import { TableOfContents } from '../components/home/TableOfContents.tsx';
import { platformEntries } from '../content/downloads/platforms.ts';
import { webVsApp, creatorTips, faqs, features, highlights, installSteps, platformGuides, tocTitle, troubleshooting, type SectionId } from '../content/home/home.ts';
import { developer, proPrice, proPurchase, rating, templateStats, versionHistory } from '../facts.ts';
import { appMaker } from '../site.ts';
import { readTime } from '../articles.ts';
import { useSite } from '../site-context.tsx';
import { Icon } from '../components/Icon.tsx';

/** The posts the home page previews: the first of /blog/'s. */
const blogPreviewSize = 6;

export const structuredData = () => [faqThing(faqs)];

const Part = ({ id, children }: { id: SectionId; children: ReactNode }) => (
  <Section id={id} title={tocTitle(id)}>
    {children}
  </Section>
);

const Links = ({ links }: { links: readonly (readonly [string, string])[] }) => (
  <ul className="link-list">
    {links.map(([href, label]) => (
      <li key={href}>
        <SiteLink href={href}>{label}</SiteLink>
      </li>
    ))}
  </ul>
);

const List = ({ items }: { items: readonly string[] }) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

const stars = [5, 4, 3, 2, 1] as const;
const starLabel = (count: number): string => (count === 1 ? '1 star' : `${count} stars`);

export default function HomePage() {
  return (
    <div className="page home">
      <header className="home-hero">
        <p className="badges">
          <span className="badge badge--green">
            <Icon name="star" className="icon--filled" />{' '}
            {rating.average.value} rating from {rating.reviews.value} store reviews
          </span>
          <span className="badge badge--accent">{rating.downloads.value} downloads</span>
        </p>
        <FactSource fact={rating.average} />
        <h1>Get CapCut free on every device, from the official stores</h1>
        <p className="page-hero__lead">The video editor behind millions of TikToks, Reels and Shorts, for Android, iPhone, Windows, Mac, Chromebook and the web. Pick your device, install it safely, and learn it with our guides.</p>
        <ul className="home-hero__highlights">
          {highlights.map(([title, text]) => (
            <li key={title}>
              <strong>{title}.</strong> {text}
            </li>
          ))}
        </ul>
        <p className="actions">
          <SiteLink className="button button--primary" href="/download/">
            Download for Android
          </SiteLink>
          <a className="button button--secondary" href="#features">
            View Features
          </a>
        </p>
        <p className="home-hero__safety">
          <span><Icon name="check" /> Official store links only</span> <span><Icon name="check" /> Always the current version</span> <span><Icon name="check" /> No root required</span>
        </p>
      </header>
      <div className="home__layout">
        <div className="home__main">
          <TableOfContents />
          <Part id="introduction">
            <p>CapCut is a free video editor made by {appMaker}; its store listings name {developer.value} as the developer. It started as a phone app and now runs on Android, iPhone and iPad, Windows, Mac, Chromebook and in the browser, with the same account and cloud drafts everywhere.</p>
            <p>This site is an independent guide, not affiliated with the maker. We send you only to official channels and explain the app in plain words: what is free, what needs Pro, and how to edit better.</p>
          </Part>
          <Part id="features">
            <p>Everything below is in the free plan; single items marked Pro in the app need the subscription.</p>
            <ul className="grid grid--3">
              {features.map(([icon, title, text, href, label]) => (
                <li key={title} className="card">
                  <Icon name={icon} className="card__icon" />
                  <h3 className="card__title">{title}</h3>
                  <p>{text}</p>
                  <SiteLink href={href}>{label}</SiteLink>
                </li>
              ))}
            </ul>
          </Part>
          <Part id="download">
            <PlatformGrid entries={platformEntries} />
            <p>
              More devices and details on the <SiteLink href="/download/">download page</SiteLink>.
            </p>
          </Part>
          <Part id="reviews">
            <p>
              CapCut holds <strong>{rating.average.value} out of 5</strong> from {rating.reviews.value} reviews on Google Play, with {rating.downloads.value} downloads. Reviews commonly praise the free exports, templates and auto captions, and complain about slow performance on older phones and tools that need Pro.
            </p>
            <ul className="rating-bars">
              {rating.distribution.value.map((share, index) => (
                <li key={stars[index]}>
                  <span>{starLabel(stars[index]!)}</span>
                  <meter min={0} max={100} value={share} aria-label={starLabel(stars[index]!)} />
                  <span>{share}%</span>
                </li>
              ))}
            </ul>
            <FactSource fact={rating.distribution} />
            <SiteLink href="/reviews/">Read the reviews summary</SiteLink>
          </Part>
          <Part id="capcut-pro">
            <p>
              Pro is the official subscription, {proPrice.monthly.value} a month or {proPrice.yearly.value} a year. {proPurchase.value.where} It unlocks the effects, templates and AI tools marked Pro and raises cloud storage from {proPrice.cloudFree.value} to {proPrice.cloudPro.value}. Nothing else unlocks Pro: "free Pro" downloads are modified copies.
            </p>
            <SiteLink href="/capcut-pro/">Compare Free and Pro</SiteLink>
          </Part>
          <Part id="installation">
            <ol>
              {installSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <SiteLink href="/installation-guide/">Step-by-step installation guide</SiteLink>
          </Part>
          <Part id="web-vs-apk">
            <List items={webVsApp} />
            <SiteLink href="/capcut-web/">Full web vs app comparison</SiteLink>
          </Part>
          <Part id="templates">
            <p>
              Templates turn your clips into a finished edit in a minute: pick one, replace its clips and export. The gallery adds {templateStats.newPerWeek.value} templates a week; templates marked Pro need the subscription.
            </p>
            <Links links={[['/top-templates-2025/', 'Top templates of 2025'], ['/tiktok-templates/', 'TikTok templates guide'], ['/blog/trending-templates/', 'Trending templates']]} />
          </Part>
          <Part id="platform-guides">
            <p>One guide per device, with requirements and install steps:</p>
            <Links links={platformGuides} />
          </Part>
          <Part id="alternatives">
            <p>CapCut is not the only free editor. VN has no watermark and a clean timeline, InShot is quick for simple cuts, KineMaster offers layers for a subscription, and Alight Motion is built for motion graphics. Adobe has discontinued Premiere Rush.</p>
            <Links links={[['/alternatives/', 'All alternatives'], ['/capcut-vs-vn/', 'CapCut vs VN'], ['/alternatives/kinemaster/', 'CapCut vs KineMaster']]} />
          </Part>
          <Part id="troubleshooting">
            <ProblemList items={troubleshooting} />
          </Part>
          <Part id="version-history">
            <DataTable
              columns={['Version', 'Platform', 'Notes']}
              rows={versionHistory.value.map((release) => ({ key: release.platform, cells: [release.version, release.platform, release.notes] }))}
            />
            <FactSource fact={versionHistory} />
          </Part>
          <Part id="for-creators">
            <List items={creatorTips} />
            <Links links={[['/quick-tips/', 'Quick tips'], ['/video-tutorials/', 'Video tutorials']]} />
          </Part>
          <Part id="safety">
            <p>Download CapCut only from Google Play, the App Store or CapCut’s own website. Modified, cracked or “Pro unlocked” builds from other sites are changed by unknown people: they can carry malware, steal your accounts, stop working without warning, and break the app’s terms. The official app is free and updates itself, so there is nothing to gain.</p>
          </Part>
          <Part id="faqs">
            <FaqList items={faqs} />
          </Part>
          <Part id="blog-preview">
            <ul className="grid grid--3">
              {useSite().articles.posts.slice(0, blogPreviewSize).map((post) => (
                <li key={post.path}>
                  <SiteLink className="card card--link" href={post.path}>
                    <Icon name={post.icon} className="card__icon" />
                    <span className="card__title">{post.title}</span>
                    <span>{post.excerpt}</span>
                    <span className="muted">
                      {post.category} · {readTime(post.readingMinutes)}
                    </span>
                  </SiteLink>
                </li>
              ))}
            </ul>
            <SiteLink href="/blog/">All guides</SiteLink>
          </Part>
        </div>
        <Sidebar />
      </div>
    </div>
  );
}
