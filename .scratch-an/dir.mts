import { createIndex, close } from 'pagefind';
const t0 = performance.now();
const { index } = await createIndex({ rootSelector: 'main', forceLanguage: 'en' });
const r = await index!.addDirectory({ path: '/tmp/s4000-off', glob: 'blog/**/*.html' });
const t1 = performance.now();
const { files } = await index!.getFiles();
const t2 = performance.now();
console.log(r.page_count, Math.round(t1 - t0), Math.round(t2 - t1), files.length);
await close();
