/**
 * How every search box of the console reads its text, on the exchange and in the page alike: word by word.
 * A row is found when each word is in at least one of the fields the list searches, in any order and any
 * case ("Risk Ravi" finds Ravi Risk; "Total Goals Tottenham" finds the Total Goals market of Tottenham v
 * Newcastle). A word with no letter or digit ("·", "-", "/") is no word: a name pasted with its separators
 * ("Total Goals · Tottenham v Newcastle") finds what its words find.
 */
export const searchWords = (text: string): string[] =>
  // Control characters (a pasted NUL would end an index query's text early) separate words like spaces.
  text.split(/[\s\p{Cc}]+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));

/** Whether every word of the search is somewhere in this text, ignoring case (a search of no words finds everything). */
export const hasEveryWord = (text: string, search: string): boolean => {
  const haystack = text.toLowerCase();
  return searchWords(search.toLowerCase()).every((word) => haystack.includes(word));
};
