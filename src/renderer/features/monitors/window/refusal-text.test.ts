import { describe, expect, it } from 'vitest';
import { holding } from '@shared/permissions/holding';
import { refusalText } from './refusal-text';

describe('a monitor window refused', () => {
  it('names the flag the account lacks, and every flag the monitor needs (QA live4 #6)', () => {
    // The QA viewer: live1to8 held, videoMonitor not.
    expect(refusalText({ kind: 'wall', slot: 1 }, holding('casinoMonitor', 'monitorCoreStreaming', 'live1to8'))).toEqual({
      missing: 'You do not have permission to open Video Wall 1: it needs the videoMonitor permission.',
      needs: 'Video Wall 1 needs the casinoMonitor, live1to8, and videoMonitor permissions.',
    });
    expect(refusalText({ kind: 'streamHealth', slot: 1 }, holding('casinoMonitor', 'monitorCoreStreaming')).missing).toBe(
      'You do not have permission to open Stream Health 1: it needs the videoMonitor permission.',
    );
  });

  it('keeps the sentence the end-to-end test reads when the slot flag is what is missing', () => {
    const { missing } = refusalText({ kind: 'wall', slot: 1 }, holding('casinoMonitor', 'videoMonitor', 'sportsStreaming', 'live9to16'));
    expect(missing).toBe('You do not have permission to open Video Wall 1: it needs the live1to8 permission.');
    expect(refusalText({ kind: 'wall', slot: 2 }, holding('casinoMonitor')).missing).toBe(
      'You do not have permission to open Video Wall 2: it needs the live9to16 and videoMonitor permissions.',
    );
  });

  it('says the flags once when the account lacks every one the monitor needs', () => {
    expect(refusalText({ kind: 'wall', slot: 2 }, holding())).toEqual({
      missing: 'You do not have permission to open Video Wall 2: it needs the casinoMonitor, live9to16, and videoMonitor permissions.',
      needs: null,
    });
  });
});
