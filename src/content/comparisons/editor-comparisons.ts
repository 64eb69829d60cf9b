/** The data of each "CapCut vs X" page, by the editor's key (an article file's `editor`). */
import { alightMotionComparison } from './alight-motion.ts';
import { inshotComparison } from './inshot.ts';
import { kinemasterComparison } from './kinemaster.ts';
import type { EditorKey } from '../../content-types.ts';
import { premiereRushComparison } from './premiere-rush.ts';
import type { EditorComparison } from './types.ts';
import { vnEditorComparison } from './vn-editor.ts';

export const editorComparisons: Readonly<Record<EditorKey, EditorComparison>> = {
  inshot: inshotComparison,
  vnEditor: vnEditorComparison,
  premiereRush: premiereRushComparison,
  alightMotion: alightMotionComparison,
  kinemaster: kinemasterComparison,
};
