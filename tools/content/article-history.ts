/**
 * When each article file's body last changed, from git: one `git log` for the whole folder, its
 * patches (-U0) applied oldest first to rebuild each file's versions, so a commit that changed
 * only the front matter (a tag, a title) does not count. History is the first-parent line of
 * the checkout (a merged branch counts at its merge, when its change reached the site), and a
 * renamed file starts again at its rename. A checkout without history (no git, not a checkout, a
 * shallow clone) dates nothing and says why, once.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { dayAt, dayOf } from '../../src/article-dates.ts';
import { split } from './article-files.ts';

const run = promisify(execFile);

export interface ArticleHistory {
  /** Milliseconds since 1970 of the last commit that changed each file's body, by the file's path relative to the root. */
  readonly bodyChanged: ReadonlyMap<string, number>;
  /** Why there is no history, when there is none. */
  readonly missing?: string;
}

/**
 * When an article last changed: its front matter's `modified` when given; otherwise the day of the
 * last commit that changed its body, but never before it was published (a post written ahead was
 * not updated), and never the build's clock: without a commit (no history, a file not committed
 * yet) its published date.
 */
export function modifiedDate(article: { readonly file: string; readonly modifiedWritten: boolean; readonly record: { readonly published: string; readonly modified: string } }, history: ArticleHistory | undefined): string {
  const changed = history?.bodyChanged.get(article.file);
  if (article.modifiedWritten || changed === undefined) return article.record.modified;
  const day = dayAt(changed);
  return day > dayOf(article.record.published) ? day : article.record.published;
}

/** What the build says once when it cannot date articles from history. */
export const noHistoryNotice = (why: string): string =>
  `Dates: ${why}, so an article without "modified" shows its published date as its last change. Build from a full clone: actions/checkout with fetch-depth: 0, or git fetch --unshallow.`;

/** One `@@ -a,b +c,d @@` hunk: the old lines it removes and the lines it puts in their place. */
interface Hunk {
  readonly oldStart: number;
  readonly oldCount: number;
  readonly added: string[];
}

/** A file's lines after a commit's hunks (in order, from its -U0 patch) are applied to its lines before. */
export function applyHunks(lines: readonly string[], hunks: readonly Hunk[]): string[] {
  const result: string[] = [];
  let next = 0;
  for (const { oldStart, oldCount, added } of hunks) {
    // An insertion (no old lines) comes after line oldStart; a change starts at it.
    const start = oldCount === 0 ? oldStart : oldStart - 1;
    result.push(...lines.slice(next, start), ...added);
    next = start + oldCount;
  }
  result.push(...lines.slice(next));
  return result;
}

const bodyOf = (lines: readonly string[]): string => {
  const text = lines.join('\n');
  return split(text)?.body.replace(/^\n*/, '') ?? text;
};

/** Reads `git log -p -U0 --format=%x00%ct` output, oldest commit first, into the time each file's body last changed. */
export function bodyChanges(log: string): Map<string, number> {
  const files = new Map<string, string[]>();
  const changed = new Map<string, number>();
  let time = 0;
  let from: string | undefined;
  let file: string | undefined;
  let hunks: Hunk[] = [];
  /** Lines of the current hunk still to come: its removed and added lines, which may look like headers ("--- x" is a removed "-- x"). */
  let remaining = 0;
  const finish = () => {
    if (file !== undefined) {
      const before = (from !== undefined && files.get(from)) || [];
      const after = applyHunks(before, hunks);
      files.set(file, after);
      // A patch without hunks is a binary or a mode change: counted, since its text cannot be compared.
      if (hunks.length === 0 || bodyOf(after) !== bodyOf(before)) changed.set(file, time);
    } else if (from !== undefined) {
      // Deleted: forgotten, so a file added again later starts afresh.
      files.delete(from);
      changed.delete(from);
    }
    from = file = undefined;
    hunks = [];
  };
  for (const line of log.split('\n')) {
    if (remaining > 0) {
      if (line.startsWith('\\')) continue;
      remaining -= 1;
      if (line.startsWith('+')) hunks[hunks.length - 1]!.added.push(line.slice(1));
    } else if (line.startsWith('\0')) {
      finish();
      time = Number(line.slice(1)) * 1000;
    } else if (line.startsWith('diff --git ')) finish();
    else if (line.startsWith('--- ')) from = line === '--- /dev/null' ? undefined : line.slice(6);
    else if (line.startsWith('+++ ')) file = line === '+++ /dev/null' ? undefined : line.slice(6);
    else if (line.startsWith('@@ ')) {
      const match = /^@@ -(\d+)(?:,(\d+))? \+\d+(?:,(\d+))? @@/.exec(line);
      if (!match) continue;
      const oldCount = match[2] === undefined ? 1 : Number(match[2]);
      hunks.push({ oldStart: Number(match[1]), oldCount, added: [] });
      remaining = oldCount + (match[3] === undefined ? 1 : Number(match[3]));
    }
  }
  finish();
  return changed;
}

/**
 * The first-parent line, oldest commit first, each commit's time and its patches without context
 * lines, renames as a deletion and an addition, paths relative to the root, in git's own format
 * whatever the owner's settings (colour, external diff tools, prefixes).
 */
const logOptions = ['--first-parent', '--diff-merges=first-parent', '--no-renames', '--reverse', '--relative', '--no-color', '--no-ext-diff', '--no-textconv', '--src-prefix=a/', '--dst-prefix=b/', '-p', '-U0', '--format=%x00%ct'];

/**
 * The history of the article files in `folder` (relative to `root`): one `git log` over the
 * folder. Undefined dates and a reason when the checkout has no history to read.
 */
export async function articleHistory(root: string, folder: string): Promise<ArticleHistory> {
  // Settings of the owner's git that would change what it prints are set back to git's own.
  const git = (args: string[]) => run('git', ['-c', 'core.quotePath=false', '-c', 'log.showSignature=false', ...args], { cwd: root, maxBuffer: 1 << 30, encoding: 'utf8' });
  let shallow: string;
  try {
    shallow = (await git(['rev-parse', '--is-shallow-repository'])).stdout.trim();
  } catch {
    return { bodyChanged: new Map(), missing: 'this folder is not a git checkout (or git is not installed)' };
  }
  if (shallow === 'true') return { bodyChanged: new Map(), missing: 'this checkout is a shallow clone, without the history of the article files' };
  let log: string;
  try {
    log = (await git(['log', ...logOptions, '--', folder])).stdout;
  } catch (error) {
    return { bodyChanged: new Map(), missing: `git log could not read the history (${String((error as { stderr?: string }).stderr ?? error).trim().split('\n')[0]})` };
  }
  return { bodyChanged: bodyChanges(log) };
}
