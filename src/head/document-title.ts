/** The <title> of a page: its own title, and the site's name after it where both fit in a search result. */
import { siteName } from '../site.ts';

/** Search results cut titles longer than about 60 characters. */
export const maxTitleLength = 60;

export const titleSuffix = ` | ${siteName}`;

/** "Privacy Policy | CapCut Guide"; a title too long to take the suffix goes alone, and one that has it keeps it once. */
export const documentTitle = (own: string): string =>
  own.endsWith(titleSuffix) || own.length + titleSuffix.length > maxTitleLength ? own : own + titleSuffix;
