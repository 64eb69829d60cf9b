/** Which alternative editors the /alternatives list shows: the type filter and the search text, applied together: an editor shows when its type matches (or All) and its name or best-for text contains the search, ignoring case. */
import { containsText } from './text-match.ts';

/** What the filter looks at in an editor. */
export interface FilterableEditor {
  readonly name: string;
  readonly bestFor: string;
  readonly category: string;
}

export interface AlternativesFilter {
  /** The category label; '' for All. */
  readonly category: string;
  /** Free text; trimmed and compared ignoring case, never as a regular expression. */
  readonly text: string;
}

/** An editor is listed when its category matches (or All is selected) and its name or bestFor contains the text. */
export const matchesEditor = (editor: FilterableEditor, { category, text }: AlternativesFilter): boolean =>
  (category === '' || editor.category === category) && containsText([editor.name, editor.bestFor], text);

export const filterEditors = <T extends FilterableEditor>(editors: readonly T[], filter: AlternativesFilter): T[] =>
  editors.filter((editor) => matchesEditor(editor, filter));
