/**
 * Module hooks of `npm run dev`, which builds in its own process: a module of the project imported
 * with `?gen=N` imports the project's other modules with the same `?gen=N`, so each rebuild runs
 * the project's code afresh (an edited module is read anew) while packages (React, MDX, esbuild)
 * stay loaded.
 */
const project = new URL('../../', import.meta.url).href;
const packages = `${project}node_modules/`;

export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  const generation = context.parentURL?.startsWith(project) ? new URL(context.parentURL).searchParams.get('gen') : null;
  if (generation && result.url.startsWith(project) && !result.url.startsWith(packages) && !result.url.includes('?')) return { ...result, url: `${result.url}?gen=${generation}` };
  return result;
}
