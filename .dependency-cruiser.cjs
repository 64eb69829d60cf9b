/**
 * Which part of the code may import which, checked by test/unit/architecture.test.ts. The layers of
 * src/, from the top: pages and the browser code -> shell, islands -> components -> head, hydration
 * -> the site value (site-context.tsx), the manifest (manifest/) -> the article collection
 * (articles.ts) -> content data (content/) -> route types and helpers (routing/) -> the article
 * record -> leaves (facts, site, content types, icon names...). No import runs back up; the site
 * never imports the build (tools/), reads no file and no environment; content never imports a
 * component, and neither does the build's content layer (tools/content/, markdown/, pictures/). The
 * folders of tools/ follow the build's order: the content layer first, then the stages the pipeline
 * (tools/pipeline/) runs, over leaves every stage uses (progress/, output/, keys/). Beside the build,
 * tools that read or serve what it wrote (serve/, dev/, measure/, schedule/, deploy/) import
 * what they need of it; the build imports none of them.
 */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'An import circle ties modules together so neither can change alone.', from: { path: '^(src|tools)/' }, to: { circular: true } },
    { name: 'site-not-build', severity: 'error', comment: 'src/ is what pages and the browser run; the build (tools/) hands it what it needs.', from: { path: '^src/' }, to: { path: '^(tools|test)/' } },
    { name: 'site-no-node', severity: 'error', comment: 'src/ reads no file, process or environment: the content layer (tools/content/) loads everything and hands it down.', from: { path: '^src/' }, to: { dependencyTypes: ['core'] } },
    { name: 'content-not-components', severity: 'error', comment: 'Content is data: the types it shares with components live in src/content-types.ts, src/article-record.ts and src/icon-names.ts.', from: { path: '^src/content/' }, to: { path: '^src/(components|pages|islands|shell|hydration|browser)/' } },
    { name: 'content-below-collection', severity: 'error', comment: 'Content data is gathered by the article collection (src/articles.ts) and the manifest (src/manifest/), which name page modules; it imports neither, nor the head or the site value.', from: { path: '^src/content/' }, to: { path: '^src/(manifest|head)/|^src/(articles\\.ts|site-context\\.tsx)$' } },
    { name: 'routing-is-a-leaf', severity: 'error', comment: 'src/routing/ holds the route record\'s types and pure path helpers that everything above reads: it imports nothing above it (manifest, head, content, the article collection, the view).', from: { path: '^src/routing/' }, to: { path: '^src/(manifest|head|content|components|pages|shell|islands|hydration|browser|filters)/|^src/(articles\\.ts|site-context\\.tsx)$' } },
    { name: 'leaves-import-no-folder', severity: 'error', comment: 'The modules at the root of src/ below the article collection (the article record, facts, the site, content types, icon names...) are what every folder builds on: they import no folder of src/.', from: { path: '^src/[^/]+\\.ts$', pathNot: '^src/articles\\.ts$' }, to: { path: '^src/[^/]+/' } },
    { name: 'manifest-not-in-components', severity: 'error', comment: 'The manifest (src/manifest/) is read by the build, and by pages through the site value; components, the shell, islands, the head and the browser code take routes from the site (useSite()) or as props.', from: { path: '^src/(components|shell|islands|hydration|head|browser)/' }, to: { path: '^src/manifest/' } },
    { name: 'content-layer-not-components', severity: 'error', comment: 'The content layer (tools/content/, tools/markdown/, tools/pictures/) loads and checks data: it imports no component and renders nothing; the pipeline counts the words of the components that lay out data (tools/render/component-words.ts) and hands the count in.', from: { path: '^tools/(content|markdown|pictures)/' }, to: { path: '^src/(components|pages|islands|shell|hydration|browser|head)/|^node_modules/react-dom/|^react-dom' } },
    { name: 'components-not-pages', severity: 'error', comment: 'Pages are made of components, not the other way round.', from: { path: '^src/(components|shell|hydration)/' }, to: { path: '^src/pages/' } },
    { name: 'browser-not-server-render', severity: 'error', comment: 'The browser code carries no prerender code.', from: { path: '^src/browser/' }, to: { path: '^(src/pages|src/manifest|src/routing|src/head)/|react-dom/server' } },
    { name: 'leaves-below-stages', severity: 'error', comment: 'The progress display, the output folder\'s helpers and the cache keys (tools/progress/, output/, keys/) serve every stage, so they import none: the counts and the files are handed to them.', from: { path: '^tools/(progress|output|keys)/' }, to: { path: '^(src|tools/(?!(progress|output|keys)/))' } },
    { name: 'content-before-stages', severity: 'error', comment: 'The content layer (content/, markdown/, pictures/) is the first stage: it imports none of the later ones, which read the site value it makes.', from: { path: '^tools/(content|markdown|pictures)/' }, to: { path: '^tools/(pipeline|incremental|render|assets|cards|search|site-files|checks|report|serve|dev|measure|schedule|deploy)/' } },
    { name: 'stages-below-pipeline', severity: 'error', comment: 'tools/pipeline/ runs the stages in order; a stage imports no other stage\'s entry, only what it needs of lower folders. The build\'s report alone reads the pipeline\'s result type.', from: { path: '^tools/(content|markdown|pictures|incremental|render|assets|cards|search|site-files|checks)/' }, to: { path: '^tools/pipeline/' } },
    { name: 'pipeline-not-tools', severity: 'error', comment: 'The build does not depend on the dev server or the measuring, scheduling and deploying tools: they read what it wrote.', from: { path: '^tools/(?!(serve|dev|measure|schedule|deploy)/)' }, to: { path: '^tools/(serve|dev|measure|schedule|deploy)/' } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^test/hosts/' },
  },
};
