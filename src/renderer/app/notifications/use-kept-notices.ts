import { useEffect } from 'react';
import { exchange } from '../exchange';
import { useNotices, type Notice } from '../notices/notice-store';
import { keepNoticesAcrossReloads } from './kept-notices';

let stopKeeping: (() => void) | undefined;

/** From the first bell on, for the window's life: its logout must be seen even after the bell has gone. */
const keepThisWindowsNotices = (): void => {
  // eslint-disable-next-line no-restricted-globals -- the bell's list only (words, times, links; schema in kept-notices.ts), never a credential
  stopKeeping ??= keepNoticesAcrossReloads(exchange().session, sessionStorage);
};

/** Ends the keeping started by the bell (a test's window closing). */
export const stopKeepingThisWindowsNotices = (): void => {
  stopKeeping?.();
  stopKeeping = undefined;
};

/** The notifications centre's list, kept across a reload of this window for the same user. */
export const useKeptNotices = (): readonly Notice[] => {
  useEffect(keepThisWindowsNotices, []);
  return useNotices();
};
