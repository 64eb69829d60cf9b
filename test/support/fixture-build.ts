/**
 * The build with one set of test pages (test/fixtures/fixture-routes.ts) or test languages
 * (test/fixtures/fixture-locales.ts) added, named as the first argument:
 * `node --import tsx test/support/fixture-build.ts page-error`. Otherwise it is `npm run build`,
 * reading the same environment.
 */
import { runBuild } from '../../tools/pipeline/build-cli.ts';
import { fixtureLocales } from '../fixtures/fixture-locales.ts';
import { fixtureRoutes } from '../fixtures/fixture-routes.ts';

const set = process.argv[2] ?? '';
runBuild({
  routes: fixtureRoutes(set),
  pageDirs: ['test/fixtures/pages'],
  islandDirs: ['test/fixtures/islands'],
  extraLocales: fixtureLocales(set),
});
