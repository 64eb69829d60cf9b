/**
 * `npm run due`: exits 0 when a post is due that the deployed site does not have yet, so a
 * scheduled job builds and deploys only then (README, "Publishing scheduled posts"); 1 when none
 * is; 2 when the deployed site cannot be read. The build's time is SOURCE_DATE_EPOCH, else now;
 * the deployed site is SITE_URL's, or a copy of it in a folder: `npm run due -- --from dist`.
 */
import path from 'node:path';
import { siteContent } from '../content/load-site.ts';
import { siteEnvFrom } from '../pipeline/settings.ts';
import { deployedPaths, duePosts, fromFolder, fromUrl, isPreview, nextPost, postTimes } from './due-posts.ts';

const root = path.resolve(import.meta.dirname, '../..');

async function main(): Promise<number> {
  const { origin, base, buildTime } = siteEnvFrom(process.env);
  const fromIndex = process.argv.indexOf('--from');
  const folder = fromIndex > 0 ? process.argv[fromIndex + 1] : undefined;
  const where = folder ? `the copy in ${folder}` : `${origin}${base}/`;
  const read = folder ? fromFolder(path.resolve(folder)) : fromUrl(origin, base);
  let deployed: Set<string>;
  try {
    deployed = await deployedPaths(read, base);
  } catch (error) {
    console.error(`Cannot tell which posts are deployed: the sitemap of ${where} could not be read (${(error as Error).message}).`);
    return 2;
  }
  if (await isPreview(read)) {
    console.error(`Cannot tell which posts are deployed: ${where} is a preview build (its robots.txt disallows everything), which shows drafts and scheduled posts; give the production site (SITE_URL, or --from a production build).`);
    return 2;
  }
  const posts = postTimes(root, siteContent.articlesDir);
  const due = duePosts(posts, deployed, buildTime);
  if (due.length > 0) {
    console.log(`Due, and not on ${where} yet:\n${due.map((post) => `  ${post.file} (${post.path}), published ${post.published}`).join('\n')}`);
    return 0;
  }
  const next = nextPost(posts, buildTime);
  console.log(`Nothing to publish: ${where} has every post that is due.${next ? ` Next: ${next.file} at ${next.published}.` : ''}`);
  return 1;
}

process.exitCode = await main();
