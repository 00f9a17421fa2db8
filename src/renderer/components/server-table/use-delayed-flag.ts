import { useEffect, useMemo, useState } from 'react';

/**
 * True once `flag` has stayed true for `delayMs`: a progress bar for a slow load, and no flash (and no
 * extra table render) for a fast one. Each stretch of `flag` being true is its own episode, so a new load
 * starts un-shown again.
 */
export function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new episode object each time the flag flips
  const episode = useMemo(() => ({}), [flag]);
  const [slow, setSlow] = useState<object | null>(null);
  useEffect(() => {
    if (!flag) return undefined;
    const timer = setTimeout(() => setSlow(episode), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs, episode]);
  return flag && slow === episode;
}
