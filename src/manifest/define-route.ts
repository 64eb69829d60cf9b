import type { RouteRecord } from '../routing/route-types.ts';

type RouteInput = Omit<RouteRecord, 'aliases' | 'banner'> & Partial<Pick<RouteRecord, 'aliases' | 'banner'>>;

/** A route record with the common defaults: no aliases, banner shown. */
export const defineRoute = (input: RouteInput): RouteRecord => ({ aliases: [], banner: true, ...input });
