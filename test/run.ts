/**
 * `npm test`: type-check, build dist/ for this machine, then run every test file, all at one clock.
 *
 * The build and the tests read the time from SOURCE_DATE_EPOCH, set here once (to the caller's
 * value, else the time `npm test` starts): a post an owner schedules for later today is in both
 * the built site and the site the tests load, or in neither. Test files run a few at a time
 * (TEST_CONCURRENCY, else one more than the cores): much of a browser test's time is spent
 * waiting for Chromium's next frame, which another file's work fills.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { positionals: files } = parseArgs({ allowPositionals: true });
const epoch = process.env.SOURCE_DATE_EPOCH ?? String(Math.floor(Date.now() / 1000));
const concurrency = process.env.TEST_CONCURRENCY ?? String(availableParallelism() + 1);
const env = { ...process.env, SOURCE_DATE_EPOCH: epoch };
const started = performance.now();
/**
 * The file that takes longest, several minutes on two cores, runs in a test runner of its own,
 * started beside the one that runs the others: Node 20's runner sorts the files it is given, so in
 * one runner it would start when its turn came in that order and run on alone at the end.
 */
const longest = 'test/build/incremental.test.ts';
/** Every test file of the three folders, by path relative to the project (Node 20's --test takes no patterns). */
const everyTestFile = () => ['build', 'browser', 'unit'].flatMap((folder) => readdirSync(path.join(root, 'test', folder)).filter((name) => name.endsWith('.test.ts')).sort().map((name) => `test/${folder}/${name}`));

const run = (what: string, command: string, args: readonly string[]) => {
  const { status, signal } = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (status !== 0) {
    console.error(`npm test: ${what} ${signal ? `was stopped by ${signal}` : 'failed'}`);
    process.exit(status ?? 1);
  }
};

run('the type check', process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json']);
run('the build', process.execPath, ['--import', 'tsx', 'tools/pipeline/build.ts', '--local']);
/** A test runner over `testFiles`, `at` files at a time; its exit status. */
const testRunner = (testFiles: readonly string[], at: number) =>
  new Promise<number | null>((resolve) =>
    spawn(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', `--test-concurrency=${at}`, ...testFiles], { cwd: root, env, stdio: 'inherit' }).on('close', resolve),
  );
const all = everyTestFile();
const statuses = await Promise.all(
  files.length > 0
    ? [testRunner(files, Number(concurrency))]
    : [testRunner([longest], 1), testRunner(all.filter((file) => file !== longest), Math.max(1, Number(concurrency) - 1))],
);
if (statuses.some((status) => status !== 0)) {
  console.error('npm test: a test failed');
  process.exit(1);
}
console.log(`npm test: passed in ${((performance.now() - started) / 60_000).toFixed(1)} min (${concurrency} test files at a time)`);
