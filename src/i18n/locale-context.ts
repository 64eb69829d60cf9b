/**
 * The language of the page being rendered, which the build sets at the document root from the
 * page's route (tools/render/render.tsx). A module of its own, so the links an island renders
 * (SiteLink) bring no more of the language machinery to the browser than this: an island has no
 * locale, and its links stay as written.
 */
import { createContext } from 'react';
import type { Locale } from './locale.ts';

export const LocaleContext = createContext<Locale | undefined>(undefined);
