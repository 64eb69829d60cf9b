/** /blog/: every post, filterable by category chip (kept in the URL), plus the Explore More and Quick Access bands. */
import { absoluteUrl } from '../build-env.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { ToggleChips } from '../components/ToggleChips.tsx';
import { useQueryParam } from '../components/useQueryParam.ts';
import { formatDate } from '../content/articles/catalog.ts';
import { posts, type Post } from '../content/posts.ts';
import { blogChips, filterPosts, parseCategory } from '../filters/blog.ts';
import type { Thing } from '../head/json-ld.ts';
import type { RouteRecord } from '../route-types.ts';
import { siteName } from '../site.ts';

const explore = [
  { href: '/installation-guide/', icon: '📲', label: 'Installation guide' },
  { href: '/blog/velocity-edit/', icon: '⚡', label: 'Velocity edit' },
  { href: '/blog/blur-effects/', icon: '🌫️', label: 'Blur effects' },
  { href: '/blog/trending-templates/', icon: '🔥', label: 'Trending templates' },
  { href: '/alternatives/', icon: '🔁', label: 'CapCut alternatives' },
  { href: '/download/', icon: '⬇️', label: 'Download CapCut' },
];

const quickAccess = [
  { href: '/quick-tips/', icon: '💡', label: 'Quick tips' },
  { href: '/video-tutorials/', icon: '▶️', label: 'Video tutorials' },
  { href: '/effects-library/', icon: '✨', label: 'Effects library' },
  { href: '/complete-guide/', icon: '📚', label: 'Complete guide' },
];

const PostCard = ({ post }: { post: Post }) => (
  <li className="card-cell">
    <SiteLink href={post.path} className={post.featured ? 'card card--link card--featured' : 'card card--link'}>
      <p className="card__icon" aria-hidden="true">
        {post.icon}
      </p>
      <p className="badges">
        <span className="badge badge--outline">{post.category}</span>
      </p>
      <h3 className="card__title">{post.title}</h3>
      <p>{post.excerpt}</p>
      <p className="muted">
        {post.readTime} · {formatDate(post.date)}
      </p>
    </SiteLink>
  </li>
);

function PostGrid({ list, empty, onClear }: { list: readonly Post[]; empty: string; onClear: () => void }) {
  if (list.length === 0) return <EmptyState message={empty} onClear={onClear} clearLabel="Show all posts" />;
  return (
    <ul className="grid grid--3">
      {list.map((post) => (
        <PostCard key={post.slug} post={post} />
      ))}
    </ul>
  );
}

const LinkBand = ({ links }: { links: typeof explore }) => (
  <ul className="grid grid--3 blog-band">
    {links.map((link) => (
      <li key={link.href}>
        <SiteLink href={link.href} className="card card--link blog-band__link">
          <span aria-hidden="true">{link.icon}</span> {link.label}
        </SiteLink>
      </li>
    ))}
  </ul>
);

export default function BlogPage() {
  const [query, setQuery] = useQueryParam('category');
  const category = parseCategory(query);
  const visible = filterPosts(posts, category);
  const clear = () => setQuery('');
  const where = category ? ` in ${category}` : '';
  return (
    <div className="page">
      <PageHero
        eyebrow={`${posts.length} tutorials and guides`}
        title="CapCut Tutorials and Guides"
        lead="Practical, step-by-step articles for creators: speed ramps, blur, color, sound, templates, shortcuts and honest comparisons. Pick a category to narrow the list."
      />
      <ToggleChips
        label="Filter posts by category"
        chips={blogChips(posts)}
        selected={category ? category.toLowerCase() : ''}
        onSelect={(value) => setQuery(value)}
      />
      <Section id="featured" title="Featured Tutorials">
        <PostGrid list={visible.filter((post) => post.featured)} empty={`No featured tutorials${where}.`} onClear={clear} />
      </Section>
      <Section id="all-tutorials" title="All Tutorials">
        <PostGrid list={visible.filter((post) => !post.featured)} empty={`No other tutorials${where}.`} onClear={clear} />
      </Section>
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
export const structuredData = (route: RouteRecord): Thing[] => [
  {
    '@type': 'Blog',
    name: `${siteName} Blog`,
    description: route.meta.description,
    url: absoluteUrl(route.path),
    publisher: { '@type': 'Organization', name: siteName, url: absoluteUrl('/') },
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      url: absoluteUrl(post.path),
      datePublished: post.date,
      author: { '@type': 'Organization', name: post.author },
    })),
  },
];
