/**
 * The router hooks pages use. The core shares this module with the page files instead of all of
 * wouter (src/routing/core-modules.ts), so the core carries only the parts of the router the site uses.
 */
export { useLocation, useSearchParams } from 'wouter';
