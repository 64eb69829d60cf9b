/**
 * The requests a deploy makes, through the AWS SDK's S3 client: list the keys under the prefix,
 * read and write one object, delete keys. The client takes its credentials and region where the
 * AWS CLI does (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN, AWS_PROFILE,
 * AWS_REGION, the shared config files); the endpoint of a service other than AWS (R2, B2, MinIO)
 * is AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL, addressed by path (bucket in the path, not in the
 * host name), which every S3-compatible service answers. The SDK retries what may pass the next
 * time (throttling, 5xx) with backoff, AWS_MAX_ATTEMPTS times (3 unless set); what still fails
 * reaches the caller.
 */
import { DeleteObjectsCommand, GetObjectCommand, paginateListObjectsV2, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Listing, SiteObject } from './deploy-plan.ts';
import type { Endpoint } from './request-errors.ts';

type Env = Readonly<Record<string, string | undefined>>;

export interface Bucket extends Endpoint {
  readonly client: S3Client;
}

/** The endpoint the environment names for S3, if any, as the SDK and the AWS CLI read it. */
export const endpointOf = (env: Env): string | undefined =>
  env.AWS_IGNORE_CONFIGURED_ENDPOINT_URLS === 'true' ? undefined : env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;

/**
 * A client for `bucket` as the environment configures it. Since 2025 the SDK sends a CRC32
 * checksum with every upload by default, which not every S3-compatible service takes; each upload
 * carries its Content-MD5 instead (which S3 checks), and the SDK's checksums are asked for only
 * where an operation requires one, unless AWS_REQUEST_CHECKSUM_CALCULATION says otherwise.
 */
export function openBucket(bucket: string, env: Env): Bucket {
  const endpoint = endpointOf(env);
  const region = env.AWS_REGION || env.AWS_DEFAULT_REGION || undefined;
  const client = new S3Client({
    ...(endpoint !== undefined && { endpoint, forcePathStyle: true }),
    ...(region !== undefined && { region }),
    // On AWS, a bucket in another region than AWS_REGION answers 301: asked again there.
    followRegionRedirects: true,
    ...(env.AWS_REQUEST_CHECKSUM_CALCULATION === undefined && { requestChecksumCalculation: 'WHEN_REQUIRED' as const }),
    ...(env.AWS_RESPONSE_CHECKSUM_VALIDATION === undefined && { responseChecksumValidation: 'WHEN_REQUIRED' as const }),
  });
  return { client, bucket, ...(endpoint !== undefined && { endpoint }) };
}

const unquoted = (etag: string | undefined): string => (etag ?? '').replace(/^"|"$/g, '');

/** Every key under `prefix` with its ETag; `onPage` is told how many each page of the listing held. */
export async function listKeys({ client, bucket }: Bucket, prefix: string, onPage: (count: number) => void = () => undefined): Promise<Listing> {
  const listing = new Map<string, string>();
  for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, ...(prefix !== '' && { Prefix: prefix }) })) {
    for (const { Key, ETag } of page.Contents ?? []) if (Key !== undefined) listing.set(Key, unquoted(ETag));
    onPage(page.Contents?.length ?? 0);
  }
  return listing;
}

/** The text of an object, or undefined when there is none at `key`. */
export async function readText({ client, bucket }: Bucket, key: string): Promise<string | undefined> {
  try {
    const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return await response.Body?.transformToString('utf8');
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
    throw error;
  }
}

/** Puts one object with its headers (a redirect empty, with its location) and returns the ETag the bucket gave it. */
export async function putObject({ client, bucket }: Bucket, object: Pick<SiteObject, 'key' | 'md5' | 'contentType' | 'cacheControl' | 'redirect'>, body: Uint8Array): Promise<string> {
  const response = await client.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: object.key,
      Body: body,
      ContentLength: body.length,
      ContentMD5: Buffer.from(object.md5, 'hex').toString('base64'),
      CacheControl: object.cacheControl,
      ...(object.contentType !== undefined && { ContentType: object.contentType }),
      ...(object.redirect !== undefined && { WebsiteRedirectLocation: object.redirect }),
    }),
  );
  return unquoted(response.ETag);
}

/** S3 deletes at most this many keys a request. */
const deleteBatch = 1000;

/** A key the bucket would not delete, with its reason, as a request's error is read (request-errors.ts). */
export class DeleteRefused extends Error {
  constructor(
    readonly key: string,
    readonly Code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** Deletes `keys` in their order, a batch at a time; `onDeleted` is told how many each batch deleted. */
export async function deleteKeys({ client, bucket }: Bucket, keys: readonly string[], onDeleted: (count: number) => void = () => undefined): Promise<void> {
  for (let start = 0; start < keys.length; start += deleteBatch) {
    const batch = keys.slice(start, start + deleteBatch);
    const response = await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
    const [refused] = response.Errors ?? [];
    if (refused) throw new DeleteRefused(refused.Key ?? batch[0]!, refused.Code, refused.Message ?? 'refused');
    onDeleted(batch.length);
  }
}
