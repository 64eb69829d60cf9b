/**
 * Which part of the code may import which, checked by test/unit/architecture.test.ts:
 * pages -> components -> content types and facts; the site (src/) never imports the build
 * (tools/), reads no file and no environment; content never imports a component.
 */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'An import circle ties modules together so neither can change alone.', from: { path: '^(src|tools)/' }, to: { circular: true } },
    { name: 'site-not-build', severity: 'error', comment: 'src/ is what pages and the browser run; the build (tools/) hands it what it needs.', from: { path: '^src/' }, to: { path: '^(tools|test)/' } },
    { name: 'site-no-node', severity: 'error', comment: 'src/ reads no file, process or environment: the content layer (tools/content/) loads everything and hands it down.', from: { path: '^src/' }, to: { dependencyTypes: ['core'] } },
    { name: 'content-not-components', severity: 'error', comment: 'Content is data: the types it shares with components live in src/content-types.ts, src/articles.ts and src/icon-names.ts.', from: { path: '^src/content/' }, to: { path: '^src/(components|pages|islands|shell|hydration|search|browser)/' } },
    { name: 'components-not-pages', severity: 'error', comment: 'Pages are made of components, not the other way round.', from: { path: '^src/(components|shell|hydration)/' }, to: { path: '^src/pages/' } },
    { name: 'browser-not-server-render', severity: 'error', comment: 'The browser code carries no prerender code.', from: { path: '^src/(browser|search)/' }, to: { path: '^(src/pages|src/manifest|src/routing|src/head)/|react-dom/server' } },
    { name: 'shared-below-both', severity: 'error', comment: 'The worker pool (tools/workers/) and the progress display (tools/progress/) serve the content layer and the pipeline alike, so they import neither: the work and the counts are handed to them.', from: { path: '^tools/(workers|progress)/' }, to: { path: '^(src|tools/(content|pipeline|serve|measure))/' } },
    { name: 'pipeline-not-tools', severity: 'error', comment: 'The build pipeline and the content layer do not depend on the dev server or the measuring tools.', from: { path: '^tools/(pipeline|content)/' }, to: { path: '^tools/(serve|measure)/' } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^test/hosts/' },
  },
};
