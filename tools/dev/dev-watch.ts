/**
 * Watches the folders of article files for `npm run dev`: one fs.watch per folder, Node's own,
 * which looks at no file to start. Vite's watcher, which watches the rest of the project, looks at
 * every file it watches when it starts, which for thousands of articles takes a second or more.
 * A folder made later (a translation's, an article's own folder) is watched from its first event.
 */
import { watch, type FSWatcher } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** Told each file or folder of the watched folders that changed ('change') or was added, removed or renamed ('rename'), by its path. */
export type FolderChange = (file: string, event: 'change' | 'rename') => void;

export async function watchFolders(top: string, onChange: FolderChange): Promise<{ close(): void }> {
  const watchers = new Map<string, FSWatcher>();
  const add = async (folder: string): Promise<void> => {
    if (watchers.has(folder)) return;
    let watcher: FSWatcher;
    try {
      watcher = watch(folder, (event, name) => {
        if (!name) return;
        const file = path.join(folder, name.toString());
        onChange(file, event);
        // A folder made inside is watched too.
        if (event === 'rename') void stat(file).then((stats) => (stats.isDirectory() ? add(file) : undefined), () => undefined);
      });
    } catch {
      return;
    }
    // A folder removed ends its watcher.
    watcher.on('error', () => {
      watcher.close();
      watchers.delete(folder);
    });
    watchers.set(folder, watcher);
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    await Promise.all(entries.filter((entry) => entry.isDirectory()).map((entry) => add(path.join(folder, entry.name))));
  };
  await add(top);
  return {
    close: () => {
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}
