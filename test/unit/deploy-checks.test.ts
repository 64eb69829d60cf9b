/**
 * What `npm run deploy` refuses before it sends any request: arguments it does not understand
 * (tools/deploy/deploy-options.ts) and a built site that is not a production build for the
 * address given (tools/deploy/built-site.ts); and how it words a request that failed, without a
 * credential (tools/deploy/request-errors.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { refusals, type BuiltSite, type Expected } from '../../tools/deploy/built-site.ts';
import { defaultMaxDeletes, parseArguments, parseTarget } from '../../tools/deploy/deploy-options.ts';
import { failureLine, failureOf, redactor, whatToDo } from '../../tools/deploy/request-errors.ts';
import { defaultOrigin } from '../../src/site.ts';

const refusedWith = (args: string[], env: Record<string, string> = {}): string => {
  try {
    parseArguments(args, env);
  } catch (error) {
    return (error as Error).message;
  }
  assert.fail(`${args.join(' ')} was not refused`);
};

describe('the arguments of npm run deploy', () => {
  it('take the bucket and prefix, with the defaults', () => {
    assert.deepEqual(parseArguments(['s3://my-site.example/docs/']), {
      help: false,
      options: { bucket: 'my-site.example', prefix: 'docs/', dryRun: false, maxDeletes: defaultMaxDeletes, preview: false, verbose: false },
    });
    assert.deepEqual(parseArguments(['--dry-run', '--max-deletes', '0', '--preview', 's3://b12']), {
      help: false,
      options: { bucket: 'b12', prefix: '', dryRun: true, maxDeletes: 0, preview: true, verbose: false },
    });
  });

  const targets: [string, string][] = [
    ['s3://site', ''],
    ['s3://site/', ''],
    ['s3://site/docs', 'docs/'],
    ['s3://site//a/b/', 'a/b/'],
  ];
  for (const [target, prefix] of targets) it(`put ${target} at the prefix "${prefix}"`, () => assert.equal(parseTarget(target).prefix, prefix));

  const refused: [string[], RegExp][] = [
    [['--dryrun', 's3://site'], /^--dryrun is no option of npm run deploy; did you mean --dry-run\?\nIts options:\n  --dry-run  list what/],
    [['--max-delete', '5', 's3://site'], /did you mean --max-deletes\?/],
    [['--previw', 's3://site'], /did you mean --preview\?/],
    [['--force', 's3://site'], /^--force is no option of npm run deploy\nIts options:/],
    [['--max-deletes', 'many', 's3://site'], /^--max-deletes "many" is not a number of objects/],
    [['--max-deletes'], /^npm run deploy: Option "--max-deletes <value>" argument missing/],
    [['--dry-run=no', 's3://site'], /^npm run deploy: Option "--dry-run" does not take an argument/],
    [[], /^Name the bucket to deploy to: npm run deploy -- s3:\/\/BUCKET/],
    [['s3://a-site', 's3://b-site'], /^One bucket at a time/],
    [['my-bucket'], /^"my-bucket" is not an s3:\/\/ address/],
    [['s3://My_Bucket'], /^"My_Bucket" is not a bucket name/],
    [['s3://site/a/../b'], /has a "\." or "\.\." segment/],
  ];
  for (const [args, message] of refused) it(`refuse ${JSON.stringify(args.join(' '))}, saying what to write`, () => assert.match(refusedWith(args), message));

  it('refuse an option npm took for itself (npm run deploy --dry-run), which would otherwise deploy for real', () => {
    assert.match(refusedWith(['s3://site'], { npm_config_dry_run: 'true' }), /^npm took --dry-run for itself: write the deploy's options after --, as in npm run deploy -- --dry-run s3:\/\/BUCKET$/);
    assert.doesNotThrow(() => parseArguments(['--dry-run', 's3://site'], { npm_config_dry_run: 'true' }));
  });
});

describe('the built sites a deploy refuses', () => {
  const production: BuiltSite = { address: 'https://example.org', preview: false };
  const toRoot: Expected = { address: undefined, preview: false, prefix: '' };

  it('accepts a production build, for the address the environment gives or when none is given', () => {
    assert.deepEqual(refusals(production, toRoot, 'dist'), []);
    assert.deepEqual(refusals(production, { ...toRoot, address: 'https://example.org/' }, 'dist'), []);
  });

  const cases: [string, BuiltSite | undefined, Partial<Expected>, RegExp][] = [
    ['no build', undefined, {}, /^dist holds no build \(it has no index\.html\): build the site first, SITE_URL=https:\/\/your\.domain npm run build\.$/],
    ['a home page without its own address', { address: undefined, preview: false }, {}, /^dist\/index\.html names no address of its own/],
    ['a --local build', { address: defaultOrigin, preview: false }, {}, /^dist is a build to look at on this machine \(npm start, npm run build -- --local\): its pages name the placeholder address https:\/\/capcut-guide\.example\./],
    ['a preview build, without --preview', { address: 'https://example.org', preview: true }, {}, /^dist is a preview build .*deploy the preview to a preview's bucket with --preview\.$/],
    ['a production build, with --preview', production, { preview: true }, /^dist is a production build, which search engines may index, and --preview says the bucket is a preview's/],
    ['a build for another address than SITE_URL', production, { address: 'https://guide.example.com' }, /^dist was built for https:\/\/example\.org, and SITE_URL \(or the host\) says https:\/\/guide\.example\.com: build again/],
    ['a build under a base path, to a prefix without it', { address: 'https://user.github.io/repo', preview: false }, {}, /^dist was built for the base path \/repo, .*such as s3:\/\/BUCKET\/repo\.$/],
  ];
  for (const [name, site, expected, message] of cases)
    it(`refuses ${name}`, () => {
      const problems = refusals(site, { ...toRoot, ...expected }, 'dist');
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.match(problems[0]!, message);
    });

  it('accepts a preview build with --preview, and a base path at the end of the prefix', () => {
    assert.deepEqual(refusals({ address: 'https://example.org', preview: true }, { ...toRoot, preview: true }, 'dist'), []);
    assert.deepEqual(refusals({ address: 'https://user.github.io/repo', preview: false }, { ...toRoot, prefix: 'sites/repo/' }, 'dist'), []);
  });
});

describe('a failed request, in words', () => {
  /** An error shaped as the SDK throws it for InvalidAccessKeyId, holding what the service sent back. */
  const refusedKey = Object.assign(new Error('The AWS Access Key Id you provided does not exist in our records.'), {
    name: 'InvalidAccessKeyId',
    Code: 'InvalidAccessKeyId',
    AWSAccessKeyId: 'AKIAEXAMPLEKEY123456',
    $metadata: { httpStatusCode: 403, attempts: 1 },
  });

  it('keeps the status, the code and the message, and nothing else the service sent back', () => {
    assert.deepEqual(failureOf(refusedKey), { status: 403, code: 'InvalidAccessKeyId', message: refusedKey.message, attempts: 1 });
    assert.equal(failureLine(failureOf(refusedKey)), '403 InvalidAccessKeyId: The AWS Access Key Id you provided does not exist in our records.');
    assert.doesNotMatch(JSON.stringify(failureOf(refusedKey)), /AKIAEXAMPLEKEY/);
  });

  const bucket = { bucket: 'site', endpoint: 'http://localhost:4568' };
  const advice: [string, Parameters<typeof whatToDo>[0], RegExp][] = [
    ['wrong credentials', failureOf(refusedKey), /^The credentials are not accepted by the endpoint http:\/\/localhost:4568 .*check AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY/],
    ['no credentials', { code: 'CredentialsProviderError', message: 'Could not load credentials from any providers' }, /^No credentials were found: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/],
    ['a missing bucket', { status: 404, code: 'NoSuchBucket', message: 'The specified bucket does not exist' }, /^There is no bucket named site at/],
    ['a refused permission', { status: 403, code: 'AccessDenied', message: 'Access Denied' }, /s3:ListBucket, s3:GetObject, s3:PutObject and s3:DeleteObject/],
    ['another region', { status: 301, code: 'PermanentRedirect', message: 'moved' }, /set AWS_REGION to its region/],
    ['a service that keeps failing', { status: 503, code: 'SlowDown', message: 'Please reduce your request rate.', attempts: 3 }, /^The service failed each time it was asked: run the deploy again later\.$/],
    ['an endpoint that does not answer', { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:9' }, /^The request did not reach the endpoint http:\/\/localhost:4568/],
    ['no region', { message: 'Region is missing' }, /^Set AWS_REGION/],
  ];
  for (const [name, failure, expected] of advice) it(`says what to do about ${name}`, () => assert.match(whatToDo(failure, bucket), expected));

  it('says how many times a request was sent when the SDK retried it', () => assert.match(failureLine({ status: 503, code: 'SlowDown', message: 'Reduce your rate.', attempts: 3 }), /\(after 3 attempts\)$/));

  it("hides the environment's credentials in anything printed", () => {
    const redact = redactor({ AWS_ACCESS_KEY_ID: 'AKIAEXAMPLEKEY123456', AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG', AWS_SESSION_TOKEN: 'tok3n-value' });
    assert.equal(redact('key AKIAEXAMPLEKEY123456, secret wJalrXUtnFEMI/K7MDENG, token tok3n-value.'), 'key [credential hidden], secret [credential hidden], token [credential hidden].');
  });
});
