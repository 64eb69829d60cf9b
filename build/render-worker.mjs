// The render worker's entry: worker threads do not inherit the build's TypeScript loader, so this
// registers tsx in the worker, then loads the worker itself (build/render-worker.ts).
import { register } from 'tsx/esm/api';

// React picks its build when first imported; the worker renders with the production one, as the build does.
process.env.NODE_ENV ??= 'production';

register();
const { default: render } = await import('./render-worker.ts');
export default render;
