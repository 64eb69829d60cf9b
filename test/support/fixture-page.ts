/**
 * A fixture page: a few lines of browser code that render a real component of the site, bundled
 * with esbuild and served from memory, so a test can drive a component in a state no page of the
 * built site has (a checked video, a page that throws) without adding that state to the site.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import { projectRoot, type Served } from './server.ts';
import { siteEnvFrom, siteSettingsOf } from '../../tools/pipeline/settings.ts';

/** Serves a page whose module script is `script`, run from the project root (imports like './src/...'). */
export async function serveFixturePage(script: readonly string[]): Promise<Served> {
  const bundle = await build({
    stdin: {
      contents: script.join('\n'),
      resolveDir: projectRoot,
      loader: 'tsx',
    },
    bundle: true,
    format: 'esm',
    write: false,
    // The site's settings as the build writes them in (tools/assets/bundle-js.ts), for src/browser/settings.ts; icons then point at no sprite, which no fixture needs.
    define: { 'process.env.NODE_ENV': '"production"', SITE_SETTINGS: JSON.stringify(siteSettingsOf(siteEnvFrom({ SOURCE_DATE_EPOCH: '1754611200' }))) },
    logLevel: 'silent',
  });
  const files: Record<string, string> = {
    '/': '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Fixture</title><link rel="icon" href="data:,"><script type="module" src="/fixture.js"></script></head><body><main id="root"></main></body></html>',
    '/fixture.js': bundle.outputFiles[0]!.text,
  };
  const server = createServer((request, response) => {
    const body = files[request.url ?? ''];
    response.writeHead(body ? 200 : 404, { 'Content-Type': request.url?.endsWith('.js') ? 'text/javascript' : 'text/html' });
    response.end(body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

