/** Each alternative editor's own website: where "See on official site" and "Visit" lead. Not CapCut download links. Kept apart from the editor list so detail pages do not load it. */
import type { EditorKey } from '../../content-types.ts';

export const officialSites: Readonly<Record<EditorKey, string>> = {
  inshot: 'https://inshot.com/',
  vnEditor: 'https://www.vlognow.me/',
  premiereRush: 'https://www.adobe.com/products/premiere-rush.html',
  alightMotion: 'https://alightmotion.com/',
  kinemaster: 'https://www.kinemaster.com/',
};
