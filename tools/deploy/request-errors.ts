/**
 * A request the bucket refused, or that never reached it, in words: what failed, the status and
 * the service's code, and what to do about it. Only the error's code, status and message are
 * read: the SDK's error also holds what a service sends back, such as the access key's id with
 * InvalidAccessKeyId or the string signed with SignatureDoesNotMatch, which is never printed; and
 * whatever is printed passes through redact(), which hides the credentials of the environment.
 */

export interface RequestFailure {
  /** The HTTP status, when a response came. */
  readonly status?: number;
  /** The service's error code (AccessDenied), or the system's for a request that got no response (ECONNREFUSED). */
  readonly code?: string;
  readonly message: string;
  /** How many times the SDK sent it (it retries what may pass the next time). */
  readonly attempts?: number;
}

/** Where the deploy sends its requests, for the advice. */
export interface Endpoint {
  readonly bucket: string;
  /** AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL, when the bucket is not on AWS. */
  readonly endpoint?: string;
}

/** The parts of an SDK error (or a system error under it) that may be printed. */
export function failureOf(error: unknown): RequestFailure {
  const found = (error ?? {}) as { name?: unknown; code?: unknown; Code?: unknown; message?: unknown; $metadata?: { httpStatusCode?: number; attempts?: number } };
  const code = [found.Code, found.code, found.name].find((value): value is string => typeof value === 'string' && value !== 'Error');
  return {
    ...(found.$metadata?.httpStatusCode !== undefined && { status: found.$metadata.httpStatusCode }),
    ...(code !== undefined && { code }),
    message: typeof found.message === 'string' && found.message !== '' ? found.message : String(error),
    ...(found.$metadata?.attempts !== undefined && { attempts: found.$metadata.attempts }),
  };
}

const where = ({ endpoint }: Endpoint) => (endpoint ? `the endpoint ${endpoint} (AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL)` : 'AWS (no AWS_ENDPOINT_URL_S3 is set)');

/** What to do about a failure, by its code and status. */
export function whatToDo(failure: RequestFailure, target: Endpoint): string {
  const { status, code = '', message } = failure;
  if (/CredentialsProviderError/.test(code) || /Could not load credentials/i.test(message))
    return 'No credentials were found: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or AWS_PROFILE) to a key that may write to the bucket.';
  if (/Region is missing/i.test(message)) return 'Set AWS_REGION to the region of the bucket (for most S3-compatible services, the one their documentation names, such as us-east-1 or auto).';
  if (/^(InvalidAccessKeyId|SignatureDoesNotMatch|InvalidToken|ExpiredToken|TokenRefreshRequired)$/.test(code))
    return `The credentials are not accepted by ${where(target)}: check AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN, which expires) or the profile.`;
  if (code === 'NoSuchBucket') return `There is no bucket named ${target.bucket} at ${where(target)}: check the name, and AWS_REGION.`;
  if (status === 301 || code === 'PermanentRedirect' || code === 'AuthorizationHeaderMalformed') return `The bucket ${target.bucket} is in another region: set AWS_REGION to its region.`;
  if (status === 403 || code === 'AccessDenied')
    return `The credentials may not do this to ${target.bucket}: give them s3:ListBucket, s3:GetObject, s3:PutObject and s3:DeleteObject on it (and on its objects).`;
  if (code === 'BadDigest' || code === 'InvalidDigest') return 'The bytes that arrived were not the bytes sent (their MD5 differs): run the deploy again.';
  if (status === undefined && /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|ETIMEDOUT|TimeoutError|RequestTimeout)$/.test(code))
    return `The request did not reach ${where(target)}: check that address and the network, then run the deploy again.`;
  if (status !== undefined && status >= 500) return 'The service failed each time it was asked: run the deploy again later.';
  return 'Look at the code and message above in the service\'s documentation, then run the deploy again.';
}

/** The failure in one line: status, code and message. */
export const failureLine = ({ status, code, message, attempts }: RequestFailure): string =>
  [status, code].filter((part) => part !== undefined).join(' ') + `${status !== undefined || code !== undefined ? ': ' : ''}${message}` + (attempts !== undefined && attempts > 1 ? ` (after ${attempts} attempts)` : '');

/** Hides every credential of the environment that a text holds: nothing the deploy prints may carry one. */
export function redactor(env: Readonly<Record<string, string | undefined>>): (text: string) => string {
  const secrets = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN']
    .map((name) => env[name])
    .filter((value): value is string => value !== undefined && value.length >= 4)
    .sort((a, b) => b.length - a.length);
  return (text) => secrets.reduce((redacted, secret) => redacted.split(secret).join('[credential hidden]'), text);
}
