/** Reading times of the comparison pages (spec §9) and their fixed dates: read by the manifest and the pages alike. */

export const readingMinutes = {
  inshot: 18,
  vnEditor: 16,
  premiereRush: 20,
  alightMotion: 15,
  kinemaster: 8,
  capcutVsPro: 12,
  capcutVsVn: 15,
} as const;

export const comparisonPublished = '2025-08-08';
export const comparisonModified = '2025-08-08';
