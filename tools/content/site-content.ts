/** The default folders of the site's content and of the build's cache, relative to the project root. */
export const siteContent = { articlesDir: 'src/content/articles', cacheDir: 'node_modules/.cache/capcut-guide' } as const;
