/**
 * What `npm run deploy` is asked to do, read from its arguments: the bucket and the prefix it
 * deploys to (s3://bucket[/prefix]) and its options. Read as every script reads its options
 * (script-options.ts): one it does not know is refused before any request, naming the nearest,
 * since a mistyped --dry-run would otherwise be a real deploy.
 */
import { optionList, OptionError, scriptOptions, type OptionSpecs } from '../pipeline/script-options.ts';
import { DeployError } from './deploy-error.ts';

/** How many objects a deploy deletes without being told it may: a few removed articles, not a site. */
export const defaultMaxDeletes = 256;

export interface DeployOptions {
  readonly bucket: string;
  /** Put before every key: "" for the bucket's root, else ending in "/" ("docs/"). */
  readonly prefix: string;
  readonly dryRun: boolean;
  readonly maxDeletes: number;
  /** The bucket is a preview's: it takes a preview build, and only one. */
  readonly preview: boolean;
  /** Lists every object uploaded, redirected and deleted, as --dry-run does. */
  readonly verbose: boolean;
}

const known = {
  'dry-run': { type: 'boolean', help: 'list what would be uploaded, redirected and deleted, and change nothing' },
  'max-deletes': { type: 'string', value: 'N', help: `stop before deleting more than N objects (${defaultMaxDeletes} unless given)` },
  preview: { type: 'boolean', help: "the bucket is a preview's: deploy a preview build (PREVIEW=true npm run build) there" },
  verbose: { type: 'boolean', help: 'list every object uploaded, redirected and deleted' },
  help: { type: 'boolean', help: 'print this' },
} as const satisfies OptionSpecs;

const script = 'npm run deploy';

export const usage = [
  `${script} -- s3://BUCKET[/PREFIX] [options]`,
  "Deploys the last build's dist/ (or DIST_DIR) to an S3 bucket; credentials, region and endpoint from the AWS_* variables.",
  optionList(known),
].join('\n');

/**
 * The bucket and prefix of an s3:// address. A prefix is taken without its slashes at either end
 * and given one after, so "s3://b/docs/" and "s3://b/docs" put the site at the same keys.
 */
export function parseTarget(target: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(target);
  if (!match) throw new DeployError(`"${target}" is not an s3:// address: give the bucket as s3://BUCKET, or s3://BUCKET/PREFIX to deploy under a prefix.`);
  const [, bucket = '', rest = ''] = match;
  // S3's rules for a bucket's name; a name the service would refuse is refused before asking it.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || bucket.includes('..'))
    throw new DeployError(`"${bucket}" is not a bucket name: 3 to 63 lowercase letters, digits, "." and "-", starting and ending with a letter or digit.`);
  const segments = rest.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '.' || segment === '..')) throw new DeployError(`The prefix "${rest}" has a "." or ".." segment, which no URL path keeps.`);
  return { bucket, prefix: segments.length > 0 ? `${segments.join('/')}/` : '' };
}

/**
 * npm takes options written before `--` for itself and runs the script without them:
 * `npm run deploy --dry-run s3://b` would deploy for real. npm says so in its environment
 * (npm_config_dry_run), so such an option is refused, with the line to write.
 */
function takenByNpm(env: Readonly<Record<string, string | undefined>>, given: ReadonlySet<string>): string | undefined {
  return Object.keys(known).find((name) => env[`npm_config_${name.replaceAll('-', '_')}`] !== undefined && !given.has(name));
}

export type ParsedArguments = { readonly help: true } | { readonly help: false; readonly options: DeployOptions };

/** The deploy's arguments (after `npm run deploy --`), or a DeployError saying what is wrong and what to write. */
export function parseArguments(args: readonly string[], env: Readonly<Record<string, string | undefined>> = {}): ParsedArguments {
  let parsed: ReturnType<typeof scriptOptions<typeof known>>;
  try {
    parsed = scriptOptions(script, known, args, { positionals: 2 });
  } catch (error) {
    throw error instanceof OptionError ? new DeployError(error.message) : error;
  }
  const { values, positionals } = parsed;
  const npmOption = takenByNpm(env, new Set(Object.keys(values)));
  if (npmOption) throw new DeployError(`npm took --${npmOption} for itself: write the deploy's options after --, as in npm run deploy -- --${npmOption} s3://BUCKET`);
  if (values.help) return { help: true };
  if (positionals.length !== 1)
    throw new DeployError(positionals.length === 0 ? `Name the bucket to deploy to: ${usage.split('\n')[0]}` : `One bucket at a time: ${positionals.join(', ')} were given.`);
  const maxDeletes = values['max-deletes'] === undefined ? defaultMaxDeletes : Number(values['max-deletes']);
  if (!Number.isInteger(maxDeletes) || maxDeletes < 0) throw new DeployError(`--max-deletes "${values['max-deletes']}" is not a number of objects: --max-deletes 500 lets a deploy delete up to 500.`);
  return {
    help: false,
    options: { ...parseTarget(positionals[0]!), dryRun: values['dry-run'] === true, maxDeletes, preview: values.preview === true, verbose: values.verbose === true },
  };
}
