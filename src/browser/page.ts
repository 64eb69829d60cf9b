/**
 * The one script every page names (tools/render/document.ts): the shell's few behaviours, the search
 * button, and the page's islands. A page without islands runs this alone; React comes only with
 * the first island or the search dialog.
 */
import { startIslands } from './islands.ts';
import { startNotFound } from './not-found.ts';
import { startSearchButton } from './search-button.ts';
import { startShell } from './shell.ts';

startShell();
startSearchButton();
startNotFound();
// Tests and tools wait for this mark: the shell is wired and the islands that hydrate at load have.
void startIslands().then(() => document.documentElement.setAttribute('data-hydrated', ''));
