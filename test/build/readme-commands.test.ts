/**
 * The README's commands as written, in a copy of the project: each host's build command of the
 * host table, with the variables the table says to set and those the host sets itself, says in its
 * summary that it was built for that host and leaves the rule files the table names in the output
 * folder it names; `npm run due` against a build reads it and finds nothing due; `npm run new`
 * writes the file the README says it writes; `npm run deploy` puts the S3 build into a bucket (an
 * offline S3 engine), and every option the README gives it is one the deploy knows. A command that
 * serves or runs the suite (`npm run dev`, `npm test`) is held to naming a script that exists.
 * What runs is what the `sh` blocks of "Common tasks" and "Deploying, per host" and the table say.
 */
import assert from 'node:assert/strict';
import { exec } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parseArguments } from '../../tools/deploy/deploy-options.ts';
import { testBuildEpoch } from '../support/build-time.ts';
import { copyOfProject, seededCache } from '../support/project-copy.ts';
import { startS3Engine, type S3Engine } from '../support/s3-engine.ts';
import { projectRoot } from '../support/server.ts';
import { ownersUnpublished } from '../support/unpublished-articles.ts';

const readme = readFileSync(path.join(projectRoot, 'README.md'), 'utf8');
const scripts = Object.keys((JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);

/** The text of a `## ` section of the README, up to the next one. */
function section(title: string): string {
  const start = readme.indexOf(`\n## ${title}\n`);
  assert.notEqual(start, -1, `README.md has no section "## ${title}"`);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
}

/** Each command line of a section's `sh` blocks (a comment after it left off), with the paragraph that follows its block. */
const commandsIn = (text: string): { command: string; said: string }[] =>
  [...text.matchAll(/```sh\n([\s\S]*?)```\n([\s\S]*?)(?=\n\n|$)/g)].flatMap(([, block = '', said = '']) =>
    block
      .split('\n')
      .map((line) => line.replace(/\s+#.*$/, '').trim())
      .filter(Boolean)
      .map((command) => ({ command, said })),
  );

const codeSpans = (text: string): string[] => [...text.matchAll(/`([^`]+)`/g)].map(([, span = '']) => span);

const tasks = section('Common tasks');
const hosting = section('Deploying, per host');
const commands = [...commandsIn(tasks), ...commandsIn(hosting)];

/** The host table's rows: the host, its build command, the variables to set, the rule files it reads, the output folder. */
const hostRows = hosting
  .split('\n')
  .filter((line) => line.startsWith('| ') && !/^\| Host \|/.test(line))
  .map((line) => line.slice(2, -2).split(' | '))
  .map(([host = '', command = '', variables = '', files = '', out = '']) => ({
    host,
    command: codeSpans(command)[0] ?? '',
    variables: Object.fromEntries(codeSpans(variables).filter((span) => /^[A-Z_]+=\S+$/.test(span)).map((span) => span.split('=', 2) as [string, string])),
    files: codeSpans(files),
    out: codeSpans(out)[0] ?? '',
  }));

/** What each host sets by itself in its builds (tools/pipeline/host-environment.ts reads them): a production build of the branch main. */
const setByHost: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'Cloudflare Pages': { CF_PAGES: '1', CF_PAGES_BRANCH: 'main', CF_PAGES_URL: 'https://0123abcd.capcut-guide.pages.dev' },
  Netlify: { NETLIFY: 'true', CONTEXT: 'production', URL: 'https://your.domain', DEPLOY_PRIME_URL: 'https://main--capcut-guide.netlify.app' },
  Vercel: { VERCEL: '1', VERCEL_ENV: 'production', VERCEL_PROJECT_PRODUCTION_URL: 'your.domain', VERCEL_URL: 'capcut-guide-0123abcd.vercel.app' },
  'GitHub Pages': {},
  'Amazon S3': {},
  'any static host': {},
};

const copy = copyOfProject({}, { without: ownersUnpublished() });
const cache = seededCache(path.join(copy, 'build-cache'));

/** The caller's environment without what a README command should get only from the README or the host: no site, host or npm settings of the caller's. */
const inherited = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(SITE_URL|PREVIEW|DEPLOY_HOST|DIST_DIR|BUILD_REPORT|SEARCH_INDEX|AWS_.*|NETLIFY|URL|CONTEXT|DEPLOY_PRIME_URL|CF_PAGES.*|PRODUCTION_BRANCH|VERCEL.*|npm_.*)$/.test(name)),
);

/** A README command run as written, by a shell in the copy; asynchronously, since the S3 engine answers in this process. */
const run = (command: string, env: Readonly<Record<string, string>> = {}) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = exec(command, { cwd: copy, encoding: 'utf8', maxBuffer: 1 << 26, env: { ...inherited, SOURCE_DATE_EPOCH: testBuildEpoch, BUILD_CACHE: cache, ...env } }, (_error, stdout, stderr) =>
      resolve({ status: child.exitCode, stdout, stderr }),
    );
  });

/** The commands of the README's blocks that start with `start`. */
const commandsStarting = (start: string) => commands.filter(({ command }) => command.startsWith(start));

let engine: S3Engine;
const bucketOf = (command: string) => /s3:\/\/([^/\s]+)/.exec(command)?.[1] ?? '';
before(async () => (engine = await startS3Engine(bucketOf(commandsStarting('npm run deploy')[0]?.command ?? 's3://site'))));
after(async () => {
  await engine.close();
  rmSync(copy, { recursive: true, force: true });
});

describe("the README's commands, run as written", () => {
  it('name only scripts of package.json', () => {
    assert.ok(commands.length > 0, 'README.md gives no commands in sh blocks');
    for (const { command } of [...commands, ...hostRows]) {
      const script = /\bnpm (?:run (\S+)|(start|test)\b)/.exec(command);
      assert.ok(script, `"${command}" runs no npm script`);
      assert.ok(scripts.includes(script[1] ?? script[2]!), `"${command}" names no script of package.json`);
    }
  });

  it('name test files that exist', () => {
    for (const { command } of commandsStarting('npm test -- ')) for (const file of command.split(/\s+/).slice(3)) assert.ok(existsSync(path.join(projectRoot, file)), `${command}: ${file} is no file`);
  });

  it("name only options the deploy knows, in the S3 paragraph's list of options", () => {
    const options = /Options: ([\s\S]*?)\n\n/.exec(hosting)?.[1];
    assert.ok(options, 'the S3 paragraph lists no options');
    const named = codeSpans(options).filter((span) => span.startsWith('--'));
    assert.ok(named.length >= 4, named.join(' '));
    for (const option of named) assert.doesNotThrow(() => parseArguments([...option.split(' ').map((word) => (/^[A-Z]+$/.test(word) ? '1' : word)), 's3://a-bucket']), option);
  });

  it('give a host each row of the host table names, and a build command each', () => {
    assert.deepEqual(hostRows.map(({ host }) => host).sort(), Object.keys(setByHost).sort());
    for (const row of hostRows) assert.match(row.command, /\bnpm run build\b/, row.host);
  });

  // The hosts with a base path last: the others share one address, so their builds after the first take most pages from the cache.
  const rows = [...hostRows].sort((a, b) => Number(a.command.includes('github.io')) - Number(b.command.includes('github.io')));
  for (const row of rows) {
    it(`builds for ${row.host} with "${row.command}", as the table says`, async () => {
      const built = await run(row.command, { ...setByHost[row.host], ...row.variables });
      assert.equal(built.status, 0, built.stderr);
      assert.match(built.stdout, new RegExp(`^Built for ${row.host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'm'));
      const out = path.join(copy, row.out);
      assert.ok(existsSync(path.join(out, 'index.html')), `${row.out}/index.html`);
      for (const file of row.files.filter((name) => name.startsWith('_') || name.endsWith('.json'))) assert.ok(existsSync(path.join(out, file)), `${row.host}: ${row.out}/${file}`);
      if (row.host === 'Netlify' && hosting.includes('(`301!`')) assert.match(readFileSync(path.join(out, '_redirects'), 'utf8'), / 301!$/m);

      if (row.host === 'Amazon S3')
        for (const { command } of commandsStarting('npm run deploy')) {
          const deployed = await run(command, { ...engine.env, ...row.variables });
          assert.equal(deployed.status, 0, deployed.stderr);
          assert.match(deployed.stdout, new RegExp(`^Deployed https://your\\.domain/ to s3://${engine.bucket}/: \\d+ uploaded`, 'm'));
        }
      // A build of the site's own address (no base path), as the deployed site is read.
      if (row.host === 'any static host')
        for (const { command } of commandsStarting('npm run due')) {
          const due = await run(command);
          assert.equal(due.status, 1, `${command}: ${due.stdout}${due.stderr}`);
          assert.match(due.stdout, /^Nothing to publish: the copy in dist has every post that is due\./m);
        }
    });
  }

  it('write with npm run new the files the README says', async () => {
    const made = commandsStarting('npm run new');
    assert.ok(made.length >= 2, 'README gives npm run new for a draft and a translation');
    for (const { command, said } of made) {
      const file = codeSpans(said).find((span) => /^src\/content\/articles\/.+\.mdx$/.test(span));
      assert.ok(file, `the paragraph after "${command}" names no file it writes`);
      assert.ok(!existsSync(path.join(copy, file)), `${file} exists before ${command}`);
      const result = await run(command);
      assert.equal(result.status, 0, result.stderr);
      assert.ok(existsSync(path.join(copy, file)), `${command} wrote no ${file}`);
      assert.match(readFileSync(path.join(copy, file), 'utf8'), /^draft: true$/m);
    }
  });
});
