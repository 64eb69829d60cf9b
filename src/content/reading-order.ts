/** The guides a reader goes through one after another, by slug (the complete guide is the map of them, not a stop). */
export const readingOrder: readonly string[] = ['installation-guide', 'beginner-guide', 'keyboard-shortcuts', 'velocity-edit', 'blur-effects', 'color-grading', 'audio-sync', 'trending-templates'];
