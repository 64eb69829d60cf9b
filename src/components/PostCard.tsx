/** A post's card in the blog's lists: icon, category, title, excerpt, reading time and dates, the whole card one link to the post. */
import { readTime, type ArticleCard } from '../articles.ts';
import { ArticleDates } from './article/ArticleDates.tsx';
import { unpublishedLabel } from './article/UnpublishedNotice.tsx';
import { Icon } from './Icon.tsx';
import { SiteLink } from './SiteLink.tsx';

export const PostCard = ({ post }: { post: ArticleCard }) => (
  <li className="card-cell">
    <SiteLink href={post.path} className={post.featured ? 'card card--link card--featured' : 'card card--link'}>
      <Icon name={post.icon} className="card__icon" />
      <p className="badges">
        <span className="badge badge--outline">{post.category}</span>
        {post.unpublished && <span className="badge badge--yellow">{unpublishedLabel[post.unpublished]}: not published</span>}
      </p>
      <h3 className="card__title">{post.title}</h3>
      <p>{post.excerpt}</p>
      <p className="muted">
        {readTime(post.readingMinutes)} · <ArticleDates published={post.published} modified={post.modified} />
      </p>
    </SiteLink>
  </li>
);

/** Posts as a grid of cards, in the order given. */
export const PostGrid = ({ posts }: { posts: readonly ArticleCard[] }) => (
  <ul className="grid grid--3 post-grid">
    {posts.map((post) => (
      <PostCard key={post.slug} post={post} />
    ))}
  </ul>
);
