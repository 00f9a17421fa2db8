import { useEffect, useState } from 'react';
import { createTimedValue, type TimedValue } from './timed-value';

/** React state that clears itself after the given time; the timer dies with the component. */
export const useTimedValue = <T>(): [T | undefined, TimedValue<T>] => {
  const [value, setValue] = useState<T | undefined>(undefined);
  const [timed] = useState(() => createTimedValue<T>(setValue));
  useEffect(() => () => timed.dispose(), [timed]);
  return [value, timed];
};
