/**
 * `npm test`: type-check, build dist/ for this machine, then run every test file, all at one clock.
 *
 * The build and the tests read the time from SOURCE_DATE_EPOCH, set here once (to the caller's
 * value, else the time `npm test` starts): a post an owner schedules for later today is in both
 * the built site and the site the tests load, or in neither. Test files run a few at a time
 * (TEST_CONCURRENCY, else one more than the cores): much of a browser test's time is spent
 * waiting for Chromium's next frame, which another file's work fills.
 */
import { spawnSync } from 'node:child_process';
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
 * The files that take longest, each several minutes on two cores: they start first, so that the
 * others fill the time beside them instead of leaving them to run on alone at the end.
 */
const longest = ['test/build/incremental.test.ts', 'test/browser/layout.test.ts', 'test/browser/every-route.test.ts'];
/**
 * Every test file of the three folders, by path relative to the project (Node 20's --test takes no
 * patterns): the longest first, then the build and browser tests, and the many short unit files
 * last, filling the time the long ones leave.
 */
const everyTestFile = () => {
  const files = ['build', 'browser', 'unit'].flatMap((folder) => readdirSync(path.join(root, 'test', folder)).filter((name) => name.endsWith('.test.ts')).sort().map((name) => `test/${folder}/${name}`));
  return [...longest.filter((file) => files.includes(file)), ...files.filter((file) => !longest.includes(file))];
};

const run = (what: string, command: string, args: readonly string[]) => {
  const { status, signal } = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (status !== 0) {
    console.error(`npm test: ${what} ${signal ? `was stopped by ${signal}` : 'failed'}`);
    process.exit(status ?? 1);
  }
};

run('the type check', process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json']);
run('the build', process.execPath, ['--import', 'tsx', 'tools/pipeline/build.ts', '--local']);
run('a test', process.execPath, [
  '--import',
  'tsx',
  '--test',
  '--test-reporter=spec',
  `--test-concurrency=${concurrency}`,
  ...(files.length > 0 ? files : everyTestFile()),
]);
console.log(`npm test: passed in ${((performance.now() - started) / 60_000).toFixed(1)} min (${concurrency} test files at a time)`);
