/** Dates the legal pages state (spec §2 "Legal and utility"). */
export const legalLastUpdated = 'August 2025';
/** The age under which the site does not target visitors. */
export const minimumAge = 13;
