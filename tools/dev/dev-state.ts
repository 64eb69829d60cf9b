/**
 * What `npm run dev` holds between requests, as plain data: dev-server.ts keeps it and hands it to
 * the code Vite loads (dev-site.ts and what it imports), which is evaluated again when a module it
 * is made of is saved; the data outlives it. Types and the empty state only: no work is done here.
 */
import { emptyContentState, type ContentState } from '../content/content-store.ts';
import type { SiteEnv } from '../pipeline/settings.ts';
import type { DeployHost } from '../site-files/host-files.ts';
import type { PageSources } from '../render/page-modules.ts';

/** What the dev server was started with: the build's settings, read from the environment once. */
export interface DevConfig {
  readonly root: string;
  readonly siteEnv: SiteEnv;
  readonly cacheDir: string;
  readonly host: DeployHost;
  readonly sources: PageSources;
  /** The folder of the article files, relative to the root. */
  readonly articlesDir: string;
}

export interface DevState {
  readonly config: DevConfig;
  /** The content store (tools/content/content-store.ts), which the build settles once and the dev server after every save. */
  readonly content: ContentState;
  /** Counts up with every saved module of the server's graph: pages are rendered with the modules as they are now. */
  code: number;
}

export const emptyDevState = (config: DevConfig): DevState => ({ config, content: emptyContentState(), code: 0 });
