/** Largest amount of Rials the API accepts; JSON numbers stay exact below 2^53. */
export const MAX_RIALS = Number.MAX_SAFE_INTEGER;
