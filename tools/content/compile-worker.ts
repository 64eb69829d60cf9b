/** A worker thread of the compile pool (compile-article.ts): compiles the article bodies it is sent. */
import { compileBody } from './compile-body.ts';
import type { CompileJob } from './compile-article.ts';
import { answerJobs } from './thread-pool.ts';

answerJobs(({ body, format }: CompileJob) => compileBody(body, format));
