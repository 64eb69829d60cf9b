/** What a failed build says about its error: `npm run build` prints it, and `npm run dev` shows it in the page and the terminal. */
import { IslandError } from '../../src/hydration/Island.tsx';
import { InputError } from '../content/input-error.ts';
import { BrokenReferencesError } from '../checks/broken-references.ts';

/** Errors about the build's input say everything in their message; a stack would only bury it. */
const aboutTheInput = (error: unknown): error is Error => error instanceof InputError || error instanceof BrokenReferencesError || error instanceof IslandError;

/** What a failed build says: the message alone for a mistake in the input (also when a page's render failed with one), the stack for anything else. */
export function describeBuildError(error: unknown): unknown {
  const known = aboutTheInput(error) ? error : error instanceof Error && aboutTheInput(error.cause) ? error.cause : undefined;
  if (known) return known.message;
  return error instanceof Error && error.cause ? `${error.message}\n  caused by: ${(error.cause as Error).stack ?? error.cause}` : error;
}

