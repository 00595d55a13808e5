// Kept apart from the search schemas so that browser code folding text does not bundle zod.
/**
 * Folds the ways one Persian word can be typed into one form: Arabic ي/ك/ى/ة/أ/إ to their
 * Persian letters, diacritics dropped, zero-width non-joiners as spaces, any digits to Western, lower case.
 */
export function foldPersian(text: string): string {
  return (
    text
      .normalize('NFKC')
      .replace(/[يى]/g, 'ی')
      .replace(/ك/g, 'ک')
      .replace(/ة/g, 'ه')
      .replace(/[أإٱ]/g, 'ا')
      .replace(/ؤ/g, 'و')
      .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
      // People type a space where a zero-width non-joiner belongs, so both become a space.
      .replace(/[\u200C\u200D]/g, ' ')
      .replace(/[\u200B\u200E\u200F\uFEFF]/g, '')
      .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
      .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
  );
}
