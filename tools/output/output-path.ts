/** Where a URL path is written in dist/: every path is a folder with an index.html, so hosts serve it without a redirect. */
export const outputFile = (path: string): string => `${path.slice(1)}index.html`;
