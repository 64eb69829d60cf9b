/** Illustrative feedback for /reviews/: written by the editors to show typical opinions, not store reviews, so none is verified. */

export interface ReviewCard {
  readonly name: string;
  /** 1 to 5. */
  readonly rating: number;
  readonly date: string;
  readonly verified: boolean;
  readonly text: string;
  readonly helpful: number;
}

export const reviewCards: readonly ReviewCard[] = [
  { name: 'Maya, travel vlogger', rating: 5, date: 'July 2025', verified: false, text: 'Templates and auto captions cut my editing time in half. Free exports have no watermark, which is what made me switch from another app.', helpful: 124 },
  { name: 'Daniel, small business owner', rating: 4, date: 'July 2025', verified: false, text: 'I make product clips for Instagram on my phone. Easy to learn, but a few effects I liked turned out to be Pro.', helpful: 87 },
  { name: 'Priya, student', rating: 5, date: 'June 2025', verified: false, text: 'Used it for a school project and then for my own reels. The keyframe tutorials on this site helped a lot.', helpful: 65 },
  { name: 'Tom, gaming creator', rating: 4, date: 'June 2025', verified: false, text: 'The desktop version handles my long gameplay recordings well. The phone app gets slow with many effects on my older device.', helpful: 52 },
  { name: 'Lena, fitness coach', rating: 3, date: 'May 2025', verified: false, text: 'Good features, but there are many menus, and I needed a while to find the speed curves. Works well once you know where things are.', helpful: 31 },
  { name: 'Carlos, musician', rating: 5, date: 'May 2025', verified: false, text: 'Beat sync and the audio tools are great for lyric videos. Export up to 4K looks sharp on YouTube.', helpful: 44 },
];
