import { build } from 'esbuild';
// quick analysis: core inputs by size
const r = await build({ absWorkingDir: '/work/main', entryPoints: ['src/client.tsx'], bundle: true, minify: true, format: 'esm', write: false, metafile: true, outdir: '/tmp/an', define: { 'process.env.NODE_ENV': '"production"' }, external: ['/assets/*'], logLevel: 'silent',
  plugins: [{ name: 'x', setup(b) { b.onResolve({ filter: /^use-sync-external-store\/shim/ }, () => ({ path: '/work/main/build/use-sync-external-store.ts' })); b.onLoad({filter: /\.data\.ts$/}, async ({path}) => { const v = await import(path); return { loader: 'js', contents: Object.entries(v).map(([k, x]) => `export const ${k} = ${JSON.stringify(x)};`).join('\n') }; }); } }] });
for (const out of Object.values(r.metafile.outputs)) {
  const rows = Object.entries(out.inputs).map(([k, v]) => [k, v.bytesInOutput] as const).sort((a, b) => b[1] - a[1]);
  for (const [k, v] of rows.filter(([k]) => !k.includes('node_modules')).slice(0, 40)) console.log(v, k);
}
