/**
 * A deploy from start to end: the built site checked (built-site.ts) and read (site-objects.ts)
 * before any request; the bucket listed and its manifest read; the plan made (deploy-plan.ts) and
 * held to --max-deletes before anything changes; then each step of publish-order.ts in turn, a
 * few uploads at a time, the manifest, and last the deletions. The first request that still fails
 * after the SDK's retries stops the deploy where it is, which publish-order.ts makes a state a
 * visitor may meet: the error names the file, the status and what to do, and running the deploy
 * again finishes it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pLimit from 'p-limit';
import { InputError } from '../content/input-error.ts';
import { givenAddress, parseSiteUrl } from '../pipeline/settings.ts';
import type { Progress } from '../progress/progress.ts';
import type { Bucket } from './bucket.ts';
import { readBuiltSite, refusals } from './built-site.ts';
import { DeployError } from './deploy-error.ts';
import { manifestName, manifestText, parseManifest } from './deploy-manifest.ts';
import type { DeployOptions } from './deploy-options.ts';
import { deployPlan, manifestAfter, type DeployPlan, type SiteObject } from './deploy-plan.ts';
import { deletionLine, lineOf, planLines, summaryOf, type DeploySummary } from './deploy-report.ts';
import { failureLine, failureOf, whatToDo } from './request-errors.ts';
import { md5Of, siteObjects } from './site-objects.ts';

type Env = Readonly<Record<string, string | undefined>>;

export interface DeployRequest {
  readonly options: DeployOptions;
  /** The built site's folder, and its name in messages ("dist"). */
  readonly dir: string;
  readonly distName: string;
  readonly env: Env;
  /** Where the lists go (stdout). */
  readonly print: (line: string) => void;
  readonly progress: Progress;
}

/** Uploads at once: enough to hide each request's round trip, few enough for a small machine and the service's rate. */
const concurrency = 16;

/** The address the environment gives a production build, as origin and base path, or a DeployError for one that is no address. */
function expectedAddress(env: Env): string | undefined {
  const given = givenAddress(env);
  if (given === undefined) return undefined;
  try {
    const { origin, base } = parseSiteUrl(given);
    return origin + base;
  } catch (error) {
    if (error instanceof InputError) throw new DeployError(error.problems.join('\n'));
    throw error;
  }
}

/** A failed request as a DeployError: what failed, how, what to do, and what the bucket is left as. */
function requestError(what: string, error: unknown, bucket: Bucket, state: string): DeployError {
  if (error instanceof DeployError) return error;
  const failure = failureOf(error);
  return new DeployError(`Could not ${what}: ${failureLine(failure)}\n  ${whatToDo(failure, bucket)}\n  ${state}`);
}

/** A request whose failure stops the deploy, saying what the bucket is left as (`state`, asked for then). */
async function request<T>(bucket: Bucket, what: string, work: () => Promise<T>, state: () => string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw requestError(what, error, bucket, state());
  }
}

const nothingChanged = () => 'Nothing was changed.';

export async function deploy({ options, dir, distName, env, print, progress }: DeployRequest): Promise<DeploySummary> {
  const started = performance.now();
  const target = `s3://${options.bucket}/${options.prefix}`;
  const site = await readBuiltSite(dir);
  const problems = refusals(site, { address: expectedAddress(env), preview: options.preview, prefix: options.prefix }, distName);
  if (problems.length > 0) throw new DeployError(`Nothing was deployed to ${target}:\n  - ${problems.join('\n  - ')}`);
  const address = site!.address!;

  const reading = progress.stage('files read');
  const objects = await siteObjects(dir, options.prefix, new URL(address).pathname.replace(/\/$/, ''), () => reading.did());
  reading.end();

  // The SDK is loaded only for a deploy that may go ahead.
  const { deleteKeys, listKeys, openBucket, putObject, readText } = await import('./bucket.ts');
  const bucket = openBucket(options.bucket, env);
  const manifestKey = options.prefix + manifestName;
  const listing = progress.stage('keys listed');
  const listed = await request(bucket, `list ${target}`, () => listKeys(bucket, options.prefix, (count) => listing.did(count)), nothingChanged);
  listing.end();
  const storedManifest = listed.has(manifestKey) ? await request(bucket, `read ${manifestKey}`, () => readText(bucket, manifestKey), nothingChanged) : undefined;
  const plan = deployPlan(objects, listed, parseManifest(storedManifest), options.prefix, [manifestKey]);

  const tooMany = `The deploy would delete ${plan.deletes.length} objects under ${target}, more than --max-deletes ${options.maxDeletes}`;
  if (options.dryRun) {
    planLines(plan).forEach((line) => print(line));
    if (plan.deletes.length > options.maxDeletes) print(`${tooMany}: it would stop before changing anything.`);
    return summaryOf(plan, address, plan.deletes.length, (performance.now() - started) / 1000);
  }
  if (plan.deletes.length > options.maxDeletes)
    throw new DeployError(`${tooMany}, so it stopped before changing anything. List them with --dry-run; if they are meant to go (a section removed, every card drawn again), run it with --max-deletes ${plan.deletes.length}.`);

  const put = async (object: SiteObject) => putObject(bucket, object, await bodyOf(dir, distName, object));
  const etags = await putInSteps(plan, put, progress, (object) => options.verbose && print(lineOf(object)), (object, error, state) =>
    requestError(`${object.redirect !== undefined ? 'set the redirect' : 'upload'} ${object.file ?? object.key} (to s3://${options.bucket}/${object.key})`, error, bucket, state),
  );
  for (const { key } of plan.unchanged) etags.set(key, listed.get(key)!);

  const manifest = manifestText(manifestAfter(objects, etags));
  if (manifest !== storedManifest && md5Of(manifest) !== listed.get(manifestKey)) {
    const object = { key: manifestKey, md5: md5Of(manifest), contentType: 'application/json', cacheControl: 'no-store' };
    await request(bucket, `upload ${manifestKey}`, () => putObject(bucket, object, Buffer.from(manifest)), () => 'Everything is uploaded and nothing was deleted; the next deploy uploads again what changed in it.');
  }

  let deleted = 0;
  const deleting = progress.stage('objects deleted', plan.deletes.length);
  await request(
    bucket,
    `delete ${plan.deletes.length} objects under ${target}`,
    () => deleteKeys(bucket, plan.deletes, (batch) => ((deleted += batch), deleting.did(batch))),
    () => `Everything is uploaded; ${deleted} of ${plan.deletes.length} old objects were deleted. Running the deploy again deletes the rest.`,
  );
  deleting.end();
  if (options.verbose) plan.deletes.forEach((key) => print(deletionLine(key)));
  return summaryOf(plan, address, deleted, (performance.now() - started) / 1000);
}

/**
 * Puts the plan's objects step by step, `concurrency` at a time, each step once the one before it
 * is done, and returns the ETag the bucket gave each. The first failure starts no other upload and
 * ends the deploy once those under way are done, with the error `failed` makes of it.
 */
async function putInSteps(
  plan: DeployPlan,
  put: (object: SiteObject) => Promise<string>,
  progress: Progress,
  onPut: (object: SiteObject) => void,
  failed: (object: SiteObject, error: unknown, state: string) => DeployError,
): Promise<Map<string, string>> {
  const etags = new Map<string, string>();
  const total = plan.steps.reduce((sum, { objects }) => sum + objects.length, 0);
  for (const { phase, objects } of plan.steps) {
    const stage = progress.stage(`${phase} uploaded`, objects.length);
    const limit = pLimit(concurrency);
    let failure: { object: SiteObject; error: unknown } | undefined;
    await Promise.all(
      objects.map((object) =>
        limit(async () => {
          if (failure !== undefined) return;
          try {
            etags.set(object.key, await put(object));
            stage.did();
            onPut(object);
          } catch (error) {
            failure ??= { object, error };
          }
        }),
      ),
    );
    stage.end();
    if (failure !== undefined)
      throw failed(failure.object, failure.error, `The site is served as it was before this step (${phase}): ${etags.size} of ${total} uploads are done, nothing was deleted. Running the deploy again finishes it.`);
  }
  return etags;
}

/** An object's body: empty for a redirect; a file's bytes, which must still be those planned (a build may have replaced dist/ since). */
async function bodyOf(dir: string, distName: string, object: SiteObject): Promise<Uint8Array> {
  if (object.file === undefined) return new Uint8Array();
  const bytes = await readFile(path.join(dir, object.file)).catch(() => undefined);
  if (bytes === undefined || md5Of(bytes) !== object.md5)
    throw new DeployError(`${distName}/${object.file} changed while it was being deployed (did a build replace ${distName}?): run the deploy again once the build is done; the site is served as it was.`);
  return bytes;
}
