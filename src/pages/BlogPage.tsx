/**
 * A page of one of the blog's lists (src/routing/blog-lists.ts): every post at /blog/, or one
 * category's at /blog/category/<category>/, in pages of 24 at static URLs. The category chips and
 * the page links are plain links, so the lists work without JavaScript and can be crawled; the
 * page's size does not grow with the number of posts. Then the Explore More and Quick Access bands.
 */
import type { Blog } from 'schema-dts';
import { LinkChips } from '../components/LinkChips.tsx';
import { ListPagination } from '../components/ListPagination.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { PostGrid } from '../components/PostCard.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import type { ArticleCard } from '../articles.ts';
import { blogCategories, blogChips, blogListPage, blogListPath, blogPath, postsIn, type BlogListPage } from '../routing/blog-lists.ts';
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

/** The list a route shows and its page of posts. */
function shown(route: RouteRecord, posts: readonly ArticleCard[]): { category: string; number: number; count: number; list: readonly ArticleCard[]; page: BlogListPage<ArticleCard> } {
  if (!route.list) throw new Error(`${route.path}: BlogPage shows a page of a list, and this route names none (its "list" field)`);
  const list = postsIn(posts, route.list.category);
  return { ...route.list, list, page: blogListPage(list, route.list.number) };
}

const countLine = (count: number): string => (count === 0 ? 'No tutorials or guides yet' : count === 1 ? '1 tutorial or guide' : `${count.toLocaleString('en')} tutorials and guides`);

export default function BlogPage({ route }: { route: RouteRecord }) {
  const { posts } = useSite().articles;
  const { category, number, count, list, page } = shown(route, posts);
  const entry = blogCategories.find((candidate) => candidate.category === category);
  const heading = entry?.heading ?? 'CapCut Tutorials and Guides';
  const path = blogListPath(category);
  return (
    <div className="page">
      <PageHero
        eyebrow={countLine(list.length)}
        title={number === 1 ? heading : `${heading} – page ${number}`}
        lead={
          entry
            ? `Every one of the blog's ${entry.noun}, featured first, then newest first. Pick another category, or All for every post.`
            : 'Practical, step-by-step articles for creators: speed ramps, blur, color, sound, templates, shortcuts and honest comparisons. Pick a category to narrow the list.'
        }
      />
      <LinkChips label="Blog categories" chips={blogChips(posts).map((chip) => ({ label: chip.label, href: chip.path, count: chip.count }))} current={path} onFirstPage={number === 1} />
      {page.featured.length > 0 && (
        <Section id="featured" title="Featured Tutorials">
          <PostGrid posts={page.featured} />
        </Section>
      )}
      {(page.items.length > 0 || list.length === 0) && (
        <Section id="all-tutorials" title={category ? `${category} articles` : 'All Tutorials'}>
          {page.items.length > 0 ? (
            <PostGrid posts={page.items} />
          ) : (
            <p className="empty-state">
              No {entry?.noun ?? 'posts'} yet. <SiteLink href={blogPath}>See every tutorial and guide</SiteLink>.
            </p>
          )}
        </Section>
      )}
      <ListPagination label="Blog pages" path={path} number={number} count={count} />
      <Section id="explore" title="Explore More" intro="Start with the basics, then go deeper.">
        <LinkBand links={explore} />
      </Section>
      <Section id="quick-access" title="Quick Access" intro="Short answers and hands-on tools.">
        <LinkBand links={quickAccess} />
      </Section>
    </div>
  );
}

/** A Blog node listing the posts this page shows, built from the same list the grids show. */
export const structuredData = (route: RouteRecord, { absoluteUrl, articles }: Site): Blog[] => {
  const { page } = shown(route, articles.posts);
  return [
    {
      '@type': 'Blog',
      name: `${siteName} Blog`,
      description: route.meta.description,
      url: absoluteUrl(route.path),
      publisher: { '@type': 'Organization', name: siteName, url: absoluteUrl('/') },
      blogPost: [...page.featured, ...page.items].map((post) => ({
        '@type': 'BlogPosting',
        headline: post.title,
        url: absoluteUrl(post.path),
        datePublished: post.published,
        dateModified: post.modified,
        author: { '@type': 'Organization', name: author },
      })),
    },
  ];
};
