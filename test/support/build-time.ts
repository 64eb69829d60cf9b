/**
 * The clock of the builds a test makes itself (fixture sets, copies of the project), in seconds
 * (SOURCE_DATE_EPOCH): fixed, so a fixture's dates read the same whenever the suite runs; the
 * fixtures' scheduled post comes after it. The project's own dist/ is built at `npm test`'s clock
 * instead (test/support/site.ts), and an owner's article published after this one is left out of
 * the copies (ownersUnpublished), so no owner content changes what a fixture build shows.
 */
export const testBuildEpoch = '1795651200';
