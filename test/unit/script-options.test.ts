/** A script's options (tools/pipeline/script-options.ts): what it knows is read, anything else refused before it does anything. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OptionError, scriptOptions } from '../../tools/pipeline/script-options.ts';
import { buildOptions } from '../../tools/pipeline/build-config.ts';

const refused = (args: string[], options = {}) => {
  try {
    scriptOptions('npm run build', buildOptions, args, options);
  } catch (error) {
    assert.ok(error instanceof OptionError);
    return error.message;
  }
  assert.fail(`${args.join(' ')} was taken`);
};

describe('a script', () => {
  it('reads the options it knows', () => assert.deepEqual(scriptOptions('npm run build', buildOptions, ['--local', '--drafts']).values, { local: true, drafts: true }));
  it('refuses an option it does not know, naming the one meant and listing them all', () => {
    const message = refused(['--draft']);
    assert.match(message, /^--draft is no option of npm run build; did you mean --drafts\?\nIts options:\n {2}--local /);
    assert.match(message, /\n {2}--verbose {2}list every file/);
  });
  it('refuses an option near none it knows without guessing', () => assert.match(refused(['--nonsense']), /^--nonsense is no option of npm run build\nIts options:/));
  it('refuses an argument where it takes none', () => assert.match(refused(['dist']), /^npm run build: Unexpected argument "dist"/));
  it('takes as many arguments as it says', () => assert.deepEqual(scriptOptions('npm run new', {}, ['Trim', 'clips'], { positionals: 2 }).positionals, ['Trim', 'clips']));
  it('refuses an option without its value', () =>
    assert.throws(() => scriptOptions('npm run due', { from: { type: 'string', value: 'folder', help: 'a copy' } }, ['--from']), (error: unknown) => {
      assert.ok(error instanceof OptionError);
      assert.match(error.message, /^npm run due: Option "--from <value>" argument missing\nIts options:\n {2}--from <folder> {2}a copy$/);
      return true;
    }));
});
