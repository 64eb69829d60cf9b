/** Article bodies compiled on worker threads (tools/content/compile-pool.ts) come out as compiled in this thread, errors with their line. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileBody } from '../../tools/content/compile-body.ts';
import { compilePool } from '../../tools/content/compile-pool.ts';

const bodies = ['## One {#one}\n\nFirst body.\n', '## Two\n\n| a | b |\n| - | - |\n| 1 | 2 |\n', 'Plain **text** and [a link](/download/).\n', '<Callout>Note.</Callout>\n'];

describe('compilePool', () => {
  it('compiles a batch on worker threads exactly as in this thread', async () => {
    const compile = compilePool({ fewest: 2, threads: 2 });
    const compiled = await Promise.all(bodies.map((body) => compile(body, 'mdx')));
    assert.deepEqual(compiled, bodies.map((body) => compileBody(body, 'mdx')));
  });

  it("rejects a body MDX cannot read with MDX's line, column and reason, and compiles the others", async () => {
    const compile = compilePool({ fewest: 2, threads: 2 });
    const [broken, good] = await Promise.allSettled([compile('Text with a stray <brace.\n', 'mdx'), compile(bodies[0]!, 'mdx'), compile(bodies[1]!, 'mdx')]);
    assert.equal(broken.status, 'rejected');
    const { line, column, reason } = (broken as PromiseRejectedResult).reason as { line: number; column: number; reason: string };
    assert.deepEqual([line, column], [1, 26]);
    assert.match(reason, /^Unexpected end of file before member name/);
    assert.equal(good.status, 'fulfilled');
  });

  it('compiles a few bodies in this thread, as many as it is given', async () => {
    const compile = compilePool();
    const compiled = await Promise.all(bodies.slice(0, 2).map((body) => compile(body, 'md')));
    assert.deepEqual(compiled, bodies.slice(0, 2).map((body) => compileBody(body, 'md')));
  });
});
