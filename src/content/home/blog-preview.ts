/**
 * The six posts the home page previews, with the fields a card shows.
 */
import { readTime } from '../articles/reading-time.ts';
import { posts } from '../posts.ts';

export const blogPreview = posts
  .slice(0, 6)
  .map(({ path, icon, title, excerpt, category, readingMinutes }) => ({ path, icon, title, excerpt, category, readTime: readTime(readingMinutes) }));
