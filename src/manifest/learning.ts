/** The learning tools: quick tips, video tutorials, effects library, templates, and the coming-soon page. */
import type { RouteRecord } from '../route-types.ts';

export const learningRoutes: readonly RouteRecord[] = [];
