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
import type { ArticleCard, Articles } from '../articles.ts';
import { blogChips, blogListPath, type BlogListPage } from '../routing/blog-lists.ts';
import { formatCount } from '../i18n/format.ts';
import type { Locale, Messages } from '../i18n/locale.ts';
import { useArticles, useLocale, useMessages } from '../i18n/use-locale.tsx';
import type { RouteRecord } from '../routing/route-types.ts';
import { author, siteName } from '../site.ts';
import type { Site } from '../site-context.tsx';
import { Icon } from '../components/Icon.tsx';
import type { IconName } from '../icon-names.ts';

/** A band link's name: the blog's own, or the header's and footer's where those name the page already. */
type BandKey = keyof Messages['blog']['bands'] | keyof Messages['nav'];

interface BandLink {
  readonly href: string;
  readonly icon: IconName;
  readonly label: BandKey;
}

const explore: readonly BandLink[] = [
  { href: '/installation-guide/', icon: 'monitor-down', label: 'installationGuide' },
  { href: '/blog/velocity-edit/', icon: 'zap', label: 'velocityEdit' },
  { href: '/blog/blur-effects/', icon: 'cloud-fog', label: 'blurEffects' },
  { href: '/blog/trending-templates/', icon: 'flame', label: 'trendingTemplates' },
  { href: '/alternatives/', icon: 'arrow-left-right', label: 'alternatives' },
  { href: '/download/', icon: 'download', label: 'download' },
];

const quickAccess: readonly BandLink[] = [
  { href: '/quick-tips/', icon: 'lightbulb', label: 'quickTips' },
  { href: '/video-tutorials/', icon: 'circle-play', label: 'videoTutorials' },
  { href: '/effects-library/', icon: 'sparkles', label: 'effectsLibrary' },
  { href: '/complete-guide/', icon: 'book-open', label: 'completeGuide' },
];

function LinkBand({ links }: { links: readonly BandLink[] }) {
  const { blog, nav } = useMessages();
  const words: Readonly<Record<BandKey, string>> = { ...nav, ...blog.bands };
  return (
    <ul className="grid grid--3 blog-band">
      {links.map((link) => (
        <li key={link.href}>
          <SiteLink href={link.href} className="card card--link blog-band__link">
            <Icon name={link.icon} /> {words[link.label]}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** The list a route shows and its page of posts. */
function shown(route: RouteRecord, articles: Articles): { category: string; number: number; count: number; list: readonly ArticleCard[]; page: BlogListPage<ArticleCard> } {
  if (!route.list) throw new Error(`${route.path}: BlogPage shows a page of a list, and this route names none (its "list" field)`);
  const { category, number } = route.list;
  return { ...route.list, list: articles.postsIn(category), page: articles.listPage(category, number) };
}

export default function BlogPage({ route }: { route: RouteRecord }) {
  const collection = useArticles();
  const locale = useLocale();
  const { blog, articles } = locale.messages;
  const { category, number, count, list, page } = shown(route, collection);
  const entry = blog.categories[category as keyof typeof blog.categories] as { heading: string; noun: string } | undefined;
  const heading = entry?.heading ?? blog.heading;
  const prefix = route.locale ? `/${route.locale}` : '';
  const path = blogListPath(category, prefix);
  const categoryName = (name: string) => articles.categories[name as keyof typeof articles.categories] ?? name;
  return (
    <div className="page">
      <PageHero eyebrow={blog.count(list.length, formatCount(locale, list.length))} title={number === 1 ? heading : blog.pageTitle(heading, String(number))} lead={entry ? blog.categoryLead(entry.noun) : blog.lead} />
      <LinkChips
        label={blog.chips}
        chips={blogChips(collection.postsIn, prefix).map((chip) => ({ label: chip.category ? categoryName(chip.category) : blog.all, href: chip.path, count: chip.count }))}
        current={path}
        onFirstPage={number === 1}
      />
      {page.featured.length > 0 && (
        <Section id="featured" title={blog.featured}>
          <PostGrid posts={page.featured} />
        </Section>
      )}
      {(page.items.length > 0 || list.length === 0) && (
        <Section id="all-tutorials" title={category ? blog.categoryArticles(categoryName(category)) : blog.allTutorials}>
          {page.items.length > 0 ? (
            <PostGrid posts={page.items} />
          ) : (
            <p className="empty-state">
              {blog.empty(entry?.noun ?? blog.noun)} <SiteLink href={blogListPath('', prefix)}>{blog.seeAll}</SiteLink>.
            </p>
          )}
        </Section>
      )}
      <ListPagination label={blog.pages} path={path} number={number} count={count} />
      <Section id="explore" title={blog.explore} intro={blog.exploreIntro}>
        <LinkBand links={explore} />
      </Section>
      <Section id="quick-access" title={blog.quickAccess} intro={blog.quickAccessIntro}>
        <LinkBand links={quickAccess} />
      </Section>
    </div>
  );
}

/** A Blog node listing the posts this page shows, built from the same list the grids show. */
export const structuredData = (route: RouteRecord, { absoluteUrl, articles, localArticles }: Site, locale: Locale): Blog[] => {
  const { page } = shown(route, route.locale ? localArticles.get(route.locale)! : articles);
  return [
    {
      '@type': 'Blog',
      name: locale.messages.blog.blogName(siteName),
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
