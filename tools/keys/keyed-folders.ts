/**
 * The caches whose entries only the code that made them reads (compiled bodies, checked articles,
 * cards, encoded pictures, the pictures' facts) keep them in a folder named by that code's key
 * (code-digest.ts). Another key's folder holds what other code made, which this code never reads:
 * without pruning, each change to the card template left a whole set of cards behind (some 120 MB at
 * 4,000 articles), and a CI runner restores and saves all of them on every build.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** Removes everything beside the `kept` folders in their parent folders: called by a build that succeeded, with the folders it read through. */
export async function keepOnly(kept: Iterable<string>): Promise<void> {
  // Grouped by parent, so that two kept folders side by side both stay.
  const byParent = new Map<string, Set<string>>();
  for (const folder of kept) byParent.set(path.dirname(folder), (byParent.get(path.dirname(folder)) ?? new Set()).add(path.basename(folder)));
  for (const [parent, names] of byParent) {
    const others = (await readdir(parent).catch(() => [])).filter((name) => !names.has(name));
    await Promise.all(others.map((name) => rm(path.join(parent, name), { recursive: true, force: true })));
  }
}
