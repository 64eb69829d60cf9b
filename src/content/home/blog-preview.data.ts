/**
 * The six posts the home page previews, with the fields a card shows. As a data module it reaches
 * the browser as these values, not as the blog's catalog and summaries (build/bundle-js.ts).
 */
import { posts } from '../posts.ts';

export const blogPreview = posts
  .slice(0, 6)
  .map(({ path, icon, title, excerpt, category, readTime }) => ({ path, icon, title, excerpt, category, readTime }));
