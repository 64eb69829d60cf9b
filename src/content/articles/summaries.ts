/** The summary (card excerpt and meta description) and keywords of every entry of the catalog. */

export interface Summary {
  readonly excerpt: string;
  readonly keywords: readonly string[];
}

export const summaries: Readonly<Record<string, Summary>> = {
  'installation-guide': {
    excerpt: 'Install CapCut from official channels only: Android, iPhone and iPad, Windows, Mac and the web editor, plus fixes for common install problems.',
    keywords: ['install CapCut', 'CapCut installation guide', 'CapCut download safe', 'CapCut not installing'],
  },
  'beginner-guide': {
    excerpt: 'A three-level learning path from your first project to export settings for every platform, with the mistakes to avoid.',
    keywords: ['CapCut beginner guide', 'how to use CapCut', 'CapCut tutorial for beginners'],
  },
  'keyboard-shortcuts': {
    excerpt: 'The shortcuts that speed up editing in CapCut for Windows and Mac, grouped by playback, editing, timeline and project.',
    keywords: ['CapCut keyboard shortcuts', 'CapCut PC shortcuts', 'CapCut hotkeys', 'split shortcut'],
  },
  'velocity-edit': {
    excerpt: 'Build a beat-synced velocity edit step by step: pick a clip, mark the beats, shape speed curves and smooth the ramps.',
    keywords: ['velocity edit', 'CapCut speed curve', 'speed ramp', 'beat sync edit'],
  },
  'blur-effects': {
    excerpt: 'Background blur, motion blur, zoom blur and censoring faces: which CapCut blur to use, how to keyframe it and keep playback smooth.',
    keywords: ['CapCut blur effect', 'motion blur', 'background blur', 'blur face CapCut'],
  },
  'color-grading': {
    excerpt: 'Correct first, then grade: white balance, exposure, HSL, curves, LUTs and matching shots so a whole video feels consistent.',
    keywords: ['CapCut color grading', 'color correction', 'CapCut LUT', 'HSL curves'],
  },
  'audio-sync': {
    excerpt: 'Cut on the beat, balance music, voice and effects, clean up noise and use fades so your edit sounds as good as it looks.',
    keywords: ['CapCut audio sync', 'sound design', 'beat sync', 'CapCut audio mix'],
  },
  'trending-templates': {
    excerpt: 'Which template styles are trending, how to find and customize them, and how to fit them to TikTok, Reels and Shorts.',
    keywords: ['trending CapCut templates', 'CapCut template', 'viral templates', 'TikTok templates'],
  },
  'complete-guide': {
    excerpt: 'One route through every guide on this site, in order: install, learn the basics, add effects, grade color, mix audio, use templates and grow.',
    keywords: ['complete CapCut guide', 'learn CapCut', 'CapCut course', 'CapCut step by step'],
  },
  'top-templates-2025': {
    excerpt: 'The ten most-used CapCut templates of the year, ranked, with what each is best for and how hard it is to customize.',
    keywords: ['top CapCut templates 2025', 'best CapCut templates', 'popular templates'],
  },
  'tiktok-templates': {
    excerpt: 'Quick start, popular TikTok templates, a weekly posting plan and the metrics that show whether a template works for you.',
    keywords: ['CapCut TikTok templates', 'TikTok template guide', 'viral TikTok edits'],
  },
  'capcut-vs-pro': {
    excerpt: 'What the official Pro subscription adds over the free app, what it costs, and who actually needs it.',
    keywords: ['CapCut vs CapCut Pro', 'CapCut Pro worth it', 'CapCut Pro price'],
  },
  'capcut-vs-vn': {
    excerpt: 'Scores by category, performance and the pros and cons of both editors, with a verdict argued from the comparison.',
    keywords: ['CapCut vs VN', 'VN editor comparison', 'best free video editor'],
  },
};

export const summaryOf = (slug: string): Summary => {
  const found = summaries[slug];
  if (!found) throw new Error(`No summary for "${slug}"`);
  return found;
};
