/**
 * What stops a deploy, in words for the person who ran it: what is wrong and what to do. The
 * command prints its message alone, never a stack, and exits 1.
 */
export class DeployError extends Error {
  override readonly name = 'DeployError';
}
