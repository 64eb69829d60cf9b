/** The words of /coming-soon/ in English, and the shape of their translations (src/content/page-copies.ts). */

export const comingSoonPageCopy = {
  title: 'Coming Soon',
  lead: 'This written guide is still being prepared. Meanwhile, these cover the same ground:',
  videoTutorials: 'See the video tutorials',
  blog: 'Read the blog',
};

export type ComingSoonPageCopy = typeof comingSoonPageCopy;
