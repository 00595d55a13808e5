/**
 * Longest search term, as the shop's search box and the analytics of searches take it. Kept apart
 * from the schemas so that browser code reading it does not bundle zod.
 */
export const SEARCH_TERM_MAX_LENGTH = 100;
