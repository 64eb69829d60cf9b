/**
 * The build's one error about its input: every problem found in the content, the manifest and the
 * settings, each naming its file and field, listed at once. The build prints its message alone,
 * without a stack, since the message says everything.
 */
export class InputError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`${problems.length} problem${problems.length === 1 ? '' : 's'} in the site's input; nothing was built:\n  - ${problems.join('\n  - ')}`);
    this.name = 'InputError';
  }
}
