/**
 * The options a script takes (`npm run build -- --drafts`), read once when it starts, by node:util's
 * parseArgs in strict mode: an option the script does not know stops it before it does anything,
 * naming the nearest one it knows and listing them all, instead of building a production site
 * without the option that was meant (`--draft` for `--drafts`).
 */
import { parseArgs } from 'node:util';
import { nearest } from '../content/nearest-word.ts';

/** An option a script does not know, or a value it lacks: its message says which and lists the options. */
export class OptionError extends Error {
  override name = 'OptionError';
}

/** An option: a flag, or one taking a value (`--from dist`); what it does, for the list a mistake prints. */
export interface OptionSpec {
  readonly type: 'boolean' | 'string';
  readonly help: string;
  /** The value's name in the list (`--from <folder>`). */
  readonly value?: string;
}

export type OptionSpecs = Readonly<Record<string, OptionSpec>>;

/** The values given, by option: true for a flag, the text for an option taking one. */
export type OptionValues<Specs extends OptionSpecs> = { readonly [Name in keyof Specs]?: Specs[Name]['type'] extends 'boolean' ? boolean : string };

/** The list of a script's options, one a line, as its mistakes print it. */
export const optionList = (specs: OptionSpecs): string =>
  Object.entries(specs)
    .map(([name, { help, value }]) => `  --${name}${value ? ` <${value}>` : ''}  ${help}`)
    .join('\n');

/**
 * A script's options and its other arguments, or an OptionError that says what is wrong: an option it
 * does not know (with the nearest it knows), a value missing, or an argument where it takes none.
 */
export function scriptOptions<Specs extends OptionSpecs>(script: string, specs: Specs, args: readonly string[], { positionals = 0 } = {}): { values: OptionValues<Specs>; positionals: string[] } {
  try {
    const parsed = parseArgs({ args: [...args], options: Object.fromEntries(Object.entries(specs).map(([name, { type }]) => [name, { type }])), strict: true, allowPositionals: positionals > 0 });
    if (parsed.positionals.length > positionals) throw new Error(`Unexpected argument '${parsed.positionals[positionals]}'`);
    return { values: { ...parsed.values } as OptionValues<Specs>, positionals: parsed.positionals };
  } catch (error) {
    const message = (error as Error).message;
    const unknown = /Unknown option '(-{1,2}[^']+)'/.exec(message)?.[1];
    const near = unknown && nearest(unknown.replace(/^-+/, ''), Object.keys(specs));
    const what = unknown ? `${unknown} is no option of ${script}${near ? `; did you mean --${near}?` : ''}` : `${script}: ${message.replace(/\. To specify.*$/s, '').replace(/'/g, '"')}`;
    throw new OptionError(`${what}\n${Object.keys(specs).length > 0 ? `Its options:\n${optionList(specs)}` : 'It takes no option.'}`);
  }
}

/** scriptOptions for a script's entry: a mistake is printed, without a stack, and the script exits with 2 before it does anything. */
export function optionsOrExit<Specs extends OptionSpecs>(script: string, specs: Specs, args: readonly string[], given: { positionals?: number } = {}): ReturnType<typeof scriptOptions<Specs>> {
  try {
    return scriptOptions(script, specs, args, given);
  } catch (error) {
    if (!(error instanceof OptionError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}
