/** /blog/'s cards, filtered by the category chips, the category kept in the URL query. */
import { ArticleDates } from '../components/article/ArticleDates.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { Icon } from '../components/Icon.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { ToggleChips } from '../components/ToggleChips.tsx';
import { useQueryParam } from '../components/useQueryParam.ts';
import { readTime, type ArticleCard } from '../articles.ts';
import { blogChips, filterPosts, parseCategory } from '../filters/blog.ts';

type Post = ArticleCard;

const PostCard = ({ post }: { post: Post }) => (
  <li className="card-cell">
    <SiteLink href={post.path} className={post.featured ? 'card card--link card--featured' : 'card card--link'}>
      <Icon name={post.icon} className="card__icon" />
      <p className="badges">
        <span className="badge badge--outline">{post.category}</span>
      </p>
      <h3 className="card__title">{post.title}</h3>
      <p>{post.excerpt}</p>
      <p className="muted">
        {readTime(post.readingMinutes)} · <ArticleDates published={post.published} modified={post.modified} />
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

export default function BlogPosts({ posts }: { readonly posts: readonly Post[] }) {
  const [query, setQuery] = useQueryParam('category');
  const category = parseCategory(query);
  const visible = filterPosts(posts, category);
  const clear = () => setQuery('');
  const where = category ? ` in ${category}` : '';
  return (
    <>
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
    </>
  );
}
