/**
 * The build with N synthetic blog posts added (build/bench/synthetic-posts.ts), for the scale run
 * of `npm run bench`: `node --import tsx build/bench/synthetic-build.ts 4000`.
 */
import { runBuild } from '../build-cli.ts';

const count = Number(process.argv[2] ?? 0);
runBuild({ routes: async () => (await import('./synthetic-posts.ts')).benchPostRoutes(count) });
