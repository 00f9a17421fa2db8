import { useEffect, useState } from 'react';

/** The time now, redrawn every `everyMs`: for ages that count up on screen. */
export const useNow = (everyMs = 1_000): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
};
