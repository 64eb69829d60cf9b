/** The few words a component says also inside an island, where it has no language (islands are on English pages): the English catalogue's, there too. */
export const islandWords = { newTab: ' (opens in a new tab)' } as const;
