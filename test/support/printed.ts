/**
 * What a command printed, checked for the lines that matter: a long build also prints progress
 * lines (tools/progress/progress.ts) whenever it runs past a few seconds, which a slow or busy
 * machine decides, so a test names the lines it means and never the whole output.
 */
import assert from 'node:assert/strict';

/** Asserts that `lines` were printed one after another, in this order, somewhere in `output`. */
export function assertPrinted(output: string, lines: readonly string[]): void {
  const printed = output.split('\n');
  const at = printed.findIndex((_, start) => lines.every((line, offset) => printed[start + offset] === line));
  assert.ok(at >= 0, `expected these lines, in this order:\n${lines.join('\n')}\n\nin what was printed:\n${output}`);
}
