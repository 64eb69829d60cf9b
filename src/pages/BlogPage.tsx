/** /blog/: every post, filterable by category chip (kept in the URL: the BlogPosts island), plus the Explore More and Quick Access bands. */
import type { Blog } from 'schema-dts';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { Island } from '../hydration/Island.tsx';
import BlogPosts from '../islands/BlogPosts.tsx';
import type { RouteRecord } from '../routing/route-types.ts';
import { author, siteName } from '../site.ts';
import { useSite, type Site } from '../site-context.tsx';
import { Icon } from '../components/Icon.tsx';
import type { IconName } from '../icon-names.ts';

interface BandLink {
  readonly href: string;
  readonly icon: IconName;
  readonly label: string;
}

const explore: readonly BandLink[] = [
  { href: '/installation-guide/', icon: 'monitor-down', label: 'Installation guide' },
  { href: '/blog/velocity-edit/', icon: 'zap', label: 'Velocity edit' },
  { href: '/blog/blur-effects/', icon: 'cloud-fog', label: 'Blur effects' },
  { href: '/blog/trending-templates/', icon: 'flame', label: 'Trending templates' },
  { href: '/alternatives/', icon: 'arrow-left-right', label: 'CapCut alternatives' },
  { href: '/download/', icon: 'download', label: 'Download CapCut' },
];

const quickAccess: readonly BandLink[] = [
  { href: '/quick-tips/', icon: 'lightbulb', label: 'Quick tips' },
  { href: '/video-tutorials/', icon: 'circle-play', label: 'Video tutorials' },
  { href: '/effects-library/', icon: 'sparkles', label: 'Effects library' },
  { href: '/complete-guide/', icon: 'book-open', label: 'Complete guide' },
];

const LinkBand = ({ links }: { links: readonly BandLink[] }) => (
  <ul className="grid grid--3 blog-band">
    {links.map((link) => (
      <li key={link.href}>
        <SiteLink href={link.href} className="card card--link blog-band__link">
          <Icon name={link.icon} /> {link.label}
        </SiteLink>
      </li>
    ))}
  </ul>
);

export default function BlogPage() {
  const { posts } = useSite().articles;
  return (
    <div className="page">
      <PageHero
        eyebrow={`${posts.length} tutorials and guides`}
        title="CapCut Tutorials and Guides"
        lead="Practical, step-by-step articles for creators: speed ramps, blur, color, sound, templates, shortcuts and honest comparisons. Pick a category to narrow the list."
      />
      <Island component={BlogPosts} props={{ posts: posts.map(({ featured, ...card }) => ({ ...card, author, featured })) }} />
      <Section id="explore" title="Explore More" intro="Start with the basics, then go deeper.">
        <LinkBand links={explore} />
      </Section>
      <Section id="quick-access" title="Quick Access" intro="Short answers and hands-on tools.">
        <LinkBand links={quickAccess} />
      </Section>
    </div>
  );
}

/** A Blog node listing every post, built from the same list the grids show. */
export const structuredData = (route: RouteRecord, { absoluteUrl, articles }: Site): Blog[] => [
  {
    '@type': 'Blog',
    name: `${siteName} Blog`,
    description: route.meta.description,
    url: absoluteUrl(route.path),
    publisher: { '@type': 'Organization', name: siteName, url: absoluteUrl('/') },
    blogPost: articles.posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      url: absoluteUrl(post.path),
      datePublished: post.published,
      dateModified: post.modified,
      author: { '@type': 'Organization', name: author },
    })),
  },
];
