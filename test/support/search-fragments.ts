/** Reading Pagefind's index back: each page's fragment file holds its URL, title and text. */
import { gunzipSync } from 'node:zlib';

export interface Fragment {
  readonly url: string;
  readonly content: string;
  readonly meta: { readonly title?: string };
  readonly anchors: readonly { readonly id: string; readonly text: string }[];
}

/** Pagefind gzips each fragment and starts it with this signature. */
const signature = 'pagefind_dcd';

/** The fragments among index files given by path (relative to the output folder). */
export function fragmentsOf(files: ReadonlyMap<string, Uint8Array>): Fragment[] {
  return [...files]
    .filter(([file]) => file.endsWith('.pf_fragment'))
    .map(([file, content]) => {
      const text = gunzipSync(content).toString('utf8');
      if (!text.startsWith(signature)) throw new Error(`${file} is not a Pagefind fragment`);
      return JSON.parse(text.slice(signature.length)) as Fragment;
    });
}
