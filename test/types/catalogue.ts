/**
 * A catalogue's type is its check: `npm run typecheck` (tsconfig.json includes test/) fails on a
 * catalogue that lacks a key of Messages (src/i18n/catalogue/en.ts) or has one too many, naming the
 * catalogue's file, its line and the key. Each catalogue below is such a mistake, made on the test
 * locale's (test/fixtures/locales/id-messages.ts); `@ts-expect-error` turns the error tsc must find
 * into a pass, and into a failure ("Unused '@ts-expect-error' directive") the day it stops finding
 * it. Nothing imports or runs this file: the type-check is the test. (A key added to English's
 * catalogue alone fails the same way in every other: "src/i18n/catalogue/es.ts(5,3): error TS2741:
 * Property 'skipToMenu' is missing in type ..." and one line for pt-br.ts and the test locale's.)
 */
import type { Messages } from '../../src/i18n/locale.ts';
import { indonesianMessages } from '../fixtures/locales/id-messages.ts';

const { skipToContent: _dropped, ...shellWithoutSkip } = indonesianMessages.shell;
const { notFound: _droppedGroup, ...withoutNotFound } = indonesianMessages;

/*
 * A key missing in a group. Without the directive tsc prints:
 * test/types/catalogue.ts(23,60): error TS2741: Property 'skipToContent' is missing in type
 * '{ mainNavigation: string; ... }' but required in type '{ skipToContent: string; ... }'.
 */
// @ts-expect-error: the catalogue lacks shell.skipToContent
export const lacksKey: Messages = { ...indonesianMessages, shell: shellWithoutSkip };

/*
 * A whole group missing. Without the directive tsc prints:
 * test/types/catalogue.ts(31,14): error TS2741: Property 'notFound' is missing in type
 * '{ shell: ...; ... }' but required in type '{ shell: ...; ...; notFound: ...; ... }'.
 */
// @ts-expect-error: the catalogue lacks notFound
export const lacksGroup: Messages = withoutNotFound;

/*
 * A key no component reads (a misspelt one, or one left over). Without the directive tsc prints:
 * test/types/catalogue.ts(39,98): error TS2353: Object literal may only specify known properties,
 * and 'skipToMenu' does not exist in type '{ skipToContent: string; ... }'.
 */
// @ts-expect-error: the catalogue has shell.skipToMenu, which Messages has not
export const extraKey: Messages = { ...indonesianMessages, shell: { ...indonesianMessages.shell, skipToMenu: 'Langsung ke menu' } };
