/**
 * The build with one set of test pages added (test/fixtures/fixture-routes.ts), named as the first
 * argument: `node --import tsx test/support/fixture-build.ts page-error`. Otherwise it is
 * `npm run build`, reading the same environment.
 */
import { runBuild } from '../../build/build-cli.ts';

const set = process.argv[2] ?? '';
runBuild({
  routes: async () => (await import('../fixtures/fixture-routes.ts')).fixtureRoutes(set),
  pageDirs: ['test/fixtures/pages'],
  islandDirs: ['test/fixtures/islands'],
});
