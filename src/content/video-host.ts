/** The video host whose player the tutorials page embeds, only after a visitor asks for a video. */
export const videoHost = {
  name: 'YouTube',
  origin: 'https://www.youtube-nocookie.com',
  /** The player for one video. */
  embedUrl: (mediaId: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(mediaId)}?autoplay=1&rel=0`,
  /** The video's own page, linked when the player cannot load. */
  watchUrl: (mediaId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(mediaId)}`,
} as const;
