/** The video host: its player for checked tutorial videos (loaded only when a visitor asks), and its search page. */
export const videoHost = {
  name: 'YouTube',
  origin: 'https://www.youtube-nocookie.com',
  /** The player for one video. */
  embedUrl: (mediaId: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(mediaId)}?autoplay=1&rel=0`,
  /** The video's own page, linked when the player cannot load. */
  watchUrl: (mediaId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(mediaId)}`,
  /** The host's search results for a topic: its own page, opened in a new tab; nothing of it loads here. */
  searchUrl: (query: string) => `https://www.youtube.com/results?search_query=${encodeURIComponent(query)}`,
} as const;
