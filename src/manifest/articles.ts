/** The blog index and every guide article, with the aliases each is known by. */
import type { RouteRecord } from '../route-types.ts';

export const articleRoutes: readonly RouteRecord[] = [];
