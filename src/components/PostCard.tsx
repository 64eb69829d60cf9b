/** A post's card in the blog's lists: icon, category, title, excerpt, reading time and dates, the whole card one link to the post. */
import { formatCount } from '../i18n/format.ts';
import { useLocale } from '../i18n/use-locale.tsx';
import type { ArticleCard } from '../articles.ts';
import { ArticleDates } from './article/ArticleDates.tsx';
import { Icon } from './Icon.tsx';
import { Picture } from './Picture.tsx';
import { SiteLink } from './SiteLink.tsx';

export function PostCard({ post }: { post: ArticleCard }) {
  const locale = useLocale();
  const { articles } = locale.messages;
  return (
  <li className="card-cell">
    <SiteLink href={post.path} className={post.featured ? 'card card--link card--featured' : 'card card--link'}>
      {/* The link is named by the card's title: the cover, described on the article's page, adds no words here. */}
      {post.picture ? <Picture picture={post.picture} alt="" loading="lazy" place="card" className="card__picture" /> : <Icon name={post.icon} className="card__icon" />}
      <p className="badges">
        <span className="badge badge--outline">{articles.categories[post.category]}</span>
        {post.unpublished && <span className="badge badge--yellow">{locale.messages.unpublished.badge(locale.messages.unpublished[post.unpublished])}</span>}
      </p>
      <h3 className="card__title">{post.title}</h3>
      <p>{post.excerpt}</p>
      <p className="muted">
        {articles.readTime(formatCount(locale, post.readingMinutes))} · <ArticleDates published={post.published} modified={post.modified} />
      </p>
    </SiteLink>
  </li>
  );
}

/** Posts as a grid of cards, in the order given. */
export const PostGrid = ({ posts }: { posts: readonly ArticleCard[] }) => (
  <ul className="grid grid--3 post-grid">
    {posts.map((post) => (
      <PostCard key={post.slug} post={post} />
    ))}
  </ul>
);
