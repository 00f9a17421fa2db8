import { describe, expect, it } from 'vitest';
import { holding } from '@shared/permissions/holding';
import { refusalText } from './refusal-text';

describe('a monitor window refused', () => {
  it('names, in words, the permission the account lacks, and every flag the monitor needs (QA live4 #6)', () => {
    // The QA viewer: live1to8 held, videoMonitor not.
    expect(refusalText({ kind: 'wall', slot: 1 }, holding('casinoMonitor', 'monitorCoreStreaming', 'live1to8'))).toEqual({
      missing: 'You do not have permission to open Video Wall 1: it needs the Video Monitor permission.',
      needs: 'Video Wall 1 needs the Casino Monitor, Live 1 to 8, and Video Monitor permissions.',
    });
    expect(refusalText({ kind: 'streamHealth', slot: 1 }, holding('casinoMonitor', 'monitorCoreStreaming')).missing).toBe(
      'You do not have permission to open Stream Health 1: it needs the Video Monitor permission.',
    );
  });

  it('keeps the sentence the end-to-end test reads when the slot flag is what is missing', () => {
    const { missing } = refusalText({ kind: 'wall', slot: 1 }, holding('casinoMonitor', 'videoMonitor', 'sportsStreaming', 'live9to16'));
    expect(missing).toBe('You do not have permission to open Video Wall 1: it needs the Live 1 to 8 permission.');
    expect(refusalText({ kind: 'wall', slot: 2 }, holding('casinoMonitor')).missing).toBe(
      'You do not have permission to open Video Wall 2: it needs the Live 9 to 16 and Video Monitor permissions.',
    );
  });

  it('says the flags once when the account lacks every one the monitor needs', () => {
    expect(refusalText({ kind: 'wall', slot: 2 }, holding())).toEqual({
      missing: 'You do not have permission to open Video Wall 2: it needs the Casino Monitor, Live 9 to 16, and Video Monitor permissions.',
      needs: null,
    });
  });
});
