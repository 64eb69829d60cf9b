/** The folder of the site that holds the search engine and its index: the build writes it, the browser loads from it. */
export const searchFolder = 'pagefind';
