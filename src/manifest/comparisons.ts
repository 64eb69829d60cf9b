/** Alternatives, comparisons and reviews. */
import type { RouteRecord } from '../route-types.ts';

export const comparisonRoutes: readonly RouteRecord[] = [];
