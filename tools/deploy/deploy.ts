/**
 * `npm run deploy -- s3://BUCKET[/PREFIX]`: the last build's dist/ (or DIST_DIR) to an S3 bucket
 * served as a website, what changed only, in an order no visitor can catch half-way, aliases as
 * the bucket's 301 redirects (run-deploy.ts). Prints one summary line, the lists with --dry-run
 * or --verbose, progress on a terminal; a refusal or a failure as a message saying what to do
 * (never a stack, never a credential), exiting 1.
 */
import path from 'node:path';
import { progressOn } from '../progress/progress.ts';
import { DeployError } from './deploy-error.ts';
import { parseArguments, usage } from './deploy-options.ts';
import { redactor } from './request-errors.ts';

const root = path.resolve(import.meta.dirname, '../..');

async function main(): Promise<number> {
  const env = process.env;
  const redact = redactor(env);
  const print = (line: string) => console.log(redact(line));
  let progress: ReturnType<typeof progressOn> | undefined;
  try {
    const parsed = parseArguments(process.argv.slice(2), env);
    if (parsed.help) {
      print(usage);
      return 0;
    }
    // The SDK warns on Node 20 that its releases after January 2027 need Node 22; the version installed here runs on Node 20.
    env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    // Loaded once the arguments are read: a mistyped option is answered at once.
    const [{ deploy }, { summaryLine }] = await Promise.all([import('./run-deploy.ts'), import('./deploy-report.ts')]);
    const dir = path.resolve(root, env.DIST_DIR ?? 'dist');
    progress = progressOn(process.stderr, { quietMs: 1000 });
    const relative = path.relative(process.cwd(), dir);
    const distName = relative === '' ? '.' : relative.startsWith('..') ? dir : relative;
    const summary = await deploy({ options: parsed.options, dir, distName, env, print, progress });
    progress.end();
    print(summaryLine(summary, `s3://${parsed.options.bucket}/${parsed.options.prefix}`, parsed.options.dryRun));
    return 0;
  } catch (error) {
    progress?.end();
    const message = error instanceof DeployError ? error.message : `The deploy failed unexpectedly: ${(error as Error)?.message ?? String(error)}`;
    console.error(redact(message));
    return 1;
  }
}

process.exitCode = await main();
