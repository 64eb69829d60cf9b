/**
 * An S3 engine for tests, offline: s3rver on a free loopback port, its data in a temporary
 * folder, one bucket served as a website as `aws s3 website s3://BUCKET --index-document
 * index.html --error-document 404.html` configures it, and `npm run deploy` run against it as a
 * site owner runs it. s3rver answers the website endpoint by the Host header
 * (<bucket>.s3-website.localhost:<port>), which Node's fetch does not let a caller set, so pages
 * are asked for with http.get. A test can count the requests that reached the engine, and have it
 * answer some with 503 SlowDown, as a service under load does.
 */
import { CreateBucketCommand, PutBucketWebsiteCommand, S3Client } from '@aws-sdk/client-s3';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { projectRoot } from './server.ts';

/** s3rver's own key pair, the one it accepts. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface WebsiteAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

export interface S3Engine {
  readonly bucket: string;
  /** The AWS_* variables that point a deploy at the engine. */
  readonly env: Readonly<Record<string, string>>;
  /** How many requests reached it, and how many of them could change a bucket (PUT, POST, DELETE). */
  counts(): { readonly requests: number; readonly changes: number };
  /** From now on, answers the requests `refuse` picks with 503 SlowDown; none, when not given. */
  failWhen(refuse?: (request: IncomingMessage) => boolean): void;
  /** What the bucket's website endpoint answers for a path. */
  website(sitePath: string): Promise<WebsiteAnswer>;
  close(): Promise<void>;
}

/**
 * s3rver continues a listing past 1,000 keys with a token it encrypts with DES, which OpenSSL 3
 * (Node 17 on) leaves to its legacy provider: the second page of a listing fails with a 500. Triple
 * DES with three equal keys is DES, byte for byte, and OpenSSL 3 still has it, so s3rver's DES is
 * sent there (nothing else here uses DES), and a site past 1,000 objects lists as on S3.
 */
function desAsTripleDes(): void {
  const crypto = createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto') & { desShimmed?: boolean };
  if (crypto.desShimmed) return;
  const { createCipheriv, createDecipheriv } = crypto;
  const triple = (key: Buffer) => Buffer.concat([key, key, key]);
  crypto.createCipheriv = ((algorithm: string, key: Buffer, iv: Buffer) => (algorithm === 'des' ? createCipheriv('des-ede3-cbc', triple(key), iv) : createCipheriv(algorithm, key, iv))) as typeof createCipheriv;
  crypto.createDecipheriv = ((algorithm: string, key: Buffer, iv: Buffer) => (algorithm === 'des' ? createDecipheriv('des-ede3-cbc', triple(key), iv) : createDecipheriv(algorithm, key, iv))) as typeof createDecipheriv;
  crypto.desShimmed = true;
}

const slowDown = '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>';

export async function startS3Engine(bucket = 'site'): Promise<S3Engine> {
  desAsTripleDes();
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const engine = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, serviceEndpoint: 'localhost' });
  const { port } = await engine.run();
  const endpoint = `http://127.0.0.1:${port}`;

  // Between the socket and s3rver: counted, and refused when a test says so.
  const server = (engine as unknown as { httpServer: Server }).httpServer;
  const [serve] = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  server.removeAllListeners('request');
  let requests = 0;
  let changes = 0;
  let refuse: ((request: IncomingMessage) => boolean) | undefined;
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    requests += 1;
    if (request.method !== 'GET' && request.method !== 'HEAD') changes += 1;
    if (!refuse?.(request)) return serve!(request, response);
    request.resume();
    response.writeHead(503, { 'content-type': 'application/xml' }).end(slowDown);
  });

  // The SDK warns on Node 20 that its releases after January 2027 need Node 22 (the deploy says the same to itself).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  await client.send(new PutBucketWebsiteCommand({ Bucket: bucket, WebsiteConfiguration: { IndexDocument: { Suffix: 'index.html' }, ErrorDocument: { Key: '404.html' } } }));
  client.destroy();

  return {
    bucket,
    env: { AWS_ACCESS_KEY_ID: credentials.accessKeyId, AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey, AWS_REGION: 'us-east-1', AWS_ENDPOINT_URL_S3: endpoint },
    counts: () => ({ requests, changes }),
    failWhen: (given) => void (refuse = given),
    website: (sitePath) =>
      new Promise((resolve, reject) => {
        get({ host: '127.0.0.1', port, path: sitePath, headers: { host: `${bucket}.s3-website.localhost:${port}` } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      }),
    async close() {
      await engine.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export interface DeployRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** `npm run deploy -- ...args` with the environment given (and nothing of the caller's AWS or site settings), asynchronously: the engine answers in this process. */
export const runDeploy = (args: readonly string[], env: Readonly<Record<string, string>>): Promise<DeployRun> =>
  new Promise((resolve) => {
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(AWS_|SITE_URL$|PREVIEW$|DIST_DIR$|npm_config_)/.test(name)));
    const child = execFile(process.execPath, ['--import', 'tsx', 'tools/deploy/deploy.ts', ...args], { cwd: projectRoot, encoding: 'utf8', env: { ...inherited, ...env } }, (_error, stdout, stderr) =>
      resolve({ status: child.exitCode, stdout, stderr }),
    );
  });
