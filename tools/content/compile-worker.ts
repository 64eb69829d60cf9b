/** A worker thread of the compile pool (compile-article.ts, through tools/workers/worker-pool.ts): compiles the article bodies it is sent. */
import { compileBody } from './compile-body.ts';
import type { CompileJob } from './compile-article.ts';

export default ({ body, format }: CompileJob) => compileBody(body, format);
