/**
 * The build with one set of test pages (test/fixtures/fixture-routes.ts) or test languages
 * (test/fixtures/fixture-locales.ts) added, named as the first argument, then the build's own options:
 * `node --import tsx test/support/fixture-build.ts page-error --local`. Otherwise it is
 * `npm run build`, reading the same environment.
 */
import { runBuild } from '../../tools/pipeline/build-cli.ts';
import { buildConfig, buildOptions } from '../../tools/pipeline/build-config.ts';
import { scriptOptions } from '../../tools/pipeline/script-options.ts';
import { fixtureLocales } from '../fixtures/fixture-locales.ts';
import { fixtureRoutes } from '../fixtures/fixture-routes.ts';

const [set = '', ...args] = process.argv.slice(2);
const { values: options } = scriptOptions('the fixture build', buildOptions, args);
const extra = { routes: fixtureRoutes(set), pageDirs: ['test/fixtures/pages'], islandDirs: ['test/fixtures/islands'], extraLocales: fixtureLocales(set) };
runBuild({ options, ...buildConfig(options, process.env, new Date(), extra) });
