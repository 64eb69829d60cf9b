/**
 * The data of each "CapCut vs X" page, by the editor's key (an article file's `editor`): the English, and
 * the shape of a locale's translation (editor-comparisons.es.ts), each made with the page's figures.
 */
import { alightMotionComparison } from './alight-motion.ts';
import { inshotComparison } from './inshot.ts';
import { kinemasterComparison } from './kinemaster.ts';
import type { EditorKey } from '../../content-types.ts';
import { premiereRushComparison } from './premiere-rush.ts';
import type { EditorComparison, FactText } from './types.ts';
import { vnEditorComparison } from './vn-editor.ts';

export type EditorComparisons = Readonly<Record<EditorKey, (fact: FactText) => EditorComparison>>;

/** The English quotes the facts as they are written. */
export const editorComparisons: EditorComparisons = {
  inshot: () => inshotComparison,
  vnEditor: () => vnEditorComparison,
  premiereRush: () => premiereRushComparison,
  alightMotion: () => alightMotionComparison,
  kinemaster: () => kinemasterComparison,
};
