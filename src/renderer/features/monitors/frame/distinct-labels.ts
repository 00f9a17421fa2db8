/**
 * Labels joined with " · ", each said once: a market named after its family ("Match Odds") is not
 * followed by "Match Odds" again ("Match Odds · Cricket", not "Match Odds · Match Odds · Cricket").
 */
export const distinctLabels = (...labels: ReadonlyArray<string | null | undefined>): string => {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const label of labels) {
    const text = label?.trim();
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    kept.push(text);
  }
  return kept.join(' · ');
};
