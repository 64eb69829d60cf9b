/**
 * `npm run due`: exits 0 when a post is due that the deployed site does not have yet, so a
 * scheduled job builds and deploys only then (README, "Publishing scheduled posts"); 1 when none
 * is; 2 when the deployed site cannot be read, or the options or the address are wrong. The time
 * is SOURCE_DATE_EPOCH, else now; the deployed site is at the address a production build would
 * take (SITE_URL, else the host's: settings.ts), or a copy of it in a folder: `npm run due -- --from dist`.
 */
import path from 'node:path';
import { siteContent } from '../content/site-content.ts';
import { scriptOptions } from '../pipeline/script-options.ts';
import { givenAddress, siteEnvFrom } from '../pipeline/settings.ts';
import { deployedPaths, duePosts, fromFolder, fromUrl, isPreview, nextPost, postTimes } from './due-posts.ts';

const root = path.resolve(import.meta.dirname, '../..');

const dueOptions = { from: { type: 'string', value: 'folder', help: 'read a copy of the deployed site in a folder (a production build) instead of the site at its address' } } as const;

/** The deployed site's address and the time, or the mistake that stops the script before it reads anything. */
function settings() {
  const { values } = scriptOptions('npm run due', dueOptions, process.argv.slice(2));
  // The site at its address needs one; a copy in a folder reads it only for the base path of its links.
  if (values.from === undefined && givenAddress(process.env) === undefined)
    throw new Error(
      "npm run due reads the deployed site's sitemap, at the address a production build takes: set SITE_URL (SITE_URL=https://example.org npm run due), or build on a host that gives it (Netlify's URL, Vercel's VERCEL_PROJECT_PRODUCTION_URL); or read a copy of the deployed site: npm run due -- --from dist",
    );
  return { folder: values.from, ...siteEnvFrom(process.env) };
}

async function main(): Promise<number> {
  let given: ReturnType<typeof settings>;
  try {
    given = settings();
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const { origin, base, buildTime, folder } = given;
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
