import { documentTitle } from '../head/document-title.ts';
import type { RouteRecord } from '../routing/route-types.ts';

type RouteInput = Omit<RouteRecord, 'aliases' | 'banner'> & Partial<Pick<RouteRecord, 'aliases' | 'banner'>>;

/**
 * A route record with the common defaults: no aliases, banner shown. `meta.title` is the page's own
 * title; the record keeps the <title>, with the site's name added where it fits.
 */
export const defineRoute = ({ meta, ...input }: RouteInput): RouteRecord => ({ aliases: [], banner: true, ...input, meta: { ...meta, title: documentTitle(meta.title) } });
