/**
 * `npm run build` in a child process, into a folder of the test's, with extra environment
 * variables: what a site owner would run. With `fixtures`, the build adds that set of test pages
 * (test/fixtures/fixture-routes.ts) through test/support/fixture-build.ts.
 */
import { testBuildEpoch } from './build-time.ts';
import { spawn } from 'node:child_process';
import { projectRoot } from './server.ts';

export interface BuildRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export function runBuild(outDir: string, env: Readonly<Record<string, string>> = {}, fixtures?: string): Promise<BuildRun> {
  const command = fixtures === undefined ? ['tools/pipeline/build.ts'] : ['test/support/fixture-build.ts', fixtures];
  const child = spawn(process.execPath, ['--import', 'tsx', ...command, '--local'], {
    cwd: projectRoot,
    env: { ...process.env, SITE_URL: '', SOURCE_DATE_EPOCH: testBuildEpoch, ...env, DIST_DIR: outDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Runs the build and throws with its output unless it succeeded. */
export async function buildOrThrow(outDir: string, env: Readonly<Record<string, string>> = {}, fixtures?: string): Promise<void> {
  const run = await runBuild(outDir, env, fixtures);
  if (run.code !== 0) throw new Error(`The build into ${outDir} failed:\n${run.stderr}`);
}
