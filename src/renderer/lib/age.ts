/** "3 min 20 s" since a time: how long something (a round without a result) has waited. */
export const ageOf = (since: string, now: number): string => {
  const seconds = Math.max(0, Math.round((now - new Date(since).getTime()) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return `${hours} h ${minutes} min`;
  return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
};
