/**
 * The architecture as a test: dependency-cruiser checks every import of src/ and tools/ against
 * the rules of .dependency-cruiser.cjs (no circle; no import runs back up the layers; the site
 * never imports the build, reads no file; neither content nor the content layer imports a component).
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { cruise, type ICruiseOptions, type IForbiddenRuleType, type IViolation } from 'dependency-cruiser';
import { projectRoot } from '../support/server.ts';

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as { forbidden: IForbiddenRuleType[]; options: ICruiseOptions };

const violations = async (folders: string[], forbidden = config.forbidden): Promise<string[]> => {
  const previous = process.cwd();
  process.chdir(projectRoot);
  try {
    const result = await cruise(folders, { ...config.options, validate: true, ruleSet: { forbidden } });
    if (typeof result.output === 'string') throw new Error(result.output);
    return result.output.summary.violations.map((violation: IViolation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}${violation.cycle ? ` (${violation.cycle.map((step) => step.name).join(' -> ')})` : ''}`);
  } finally {
    process.chdir(previous);
  }
};

describe('the architecture', () => {
  it('holds every rule over src/ and tools/', async () => assert.deepEqual(await violations(['src', 'tools']), []));

  it('names a module that breaks a rule', async () => {
    // The rule that content imports no component, held against a folder where it does not hold.
    const rule = config.forbidden.find((candidate) => candidate.name === 'content-not-components')!;
    const found = await violations(['src/content', 'src/components'], [{ ...rule, from: { path: '^src/components/' }, to: { path: '^src/content/' } }]);
    assert.ok(found.some((line) => /^content-not-components: src\/components\/.+ -> src\/content\//.test(line)), found.join('\n'));
  });
});
