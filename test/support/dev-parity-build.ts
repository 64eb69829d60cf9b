/**
 * The build `npm run dev` is compared with (test/build/dev-parity.test.ts): `npm run build` from the
 * same environment, given the dev client's script as a build's live-reload script, which makes the
 * build show what a dev server shows and a build leaves out (drafts and scheduled posts, marked) and
 * put the same script tag in every page.
 */
import { buildWith } from '../../tools/pipeline/build-cli.ts';
import { buildConfig, buildOptions } from '../../tools/pipeline/build-config.ts';
import { scriptOptions } from '../../tools/pipeline/script-options.ts';
import { devFiles } from '../../tools/dev/dev-vite.ts';

const { values: options } = scriptOptions('the dev parity build', buildOptions, process.argv.slice(2));
await buildWith(buildConfig(options, process.env, new Date(), {}, { devScript: devFiles.client }));
