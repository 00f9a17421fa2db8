import { describe, expect, it } from 'vitest';
import { holding } from '../permissions/holding';
import { KIND_PERMISSIONS, mayOpenMonitor, missingMonitorPermissions, monitorPermissions } from './windows';

describe('what a monitor needs', () => {
  it('names casinoMonitor, the slot flag and the kind flags, each once', () => {
    expect(monitorPermissions({ kind: 'wall', slot: 1 })).toEqual(['casinoMonitor', 'live1to8', 'videoMonitor']);
    expect(monitorPermissions({ kind: 'market', slot: 3 })).toEqual(['casinoMonitor', 'liveMonitor3']);
    expect(monitorPermissions({ kind: 'casino', slot: 1 })).toEqual(['casinoMonitor']);
  });

  it('asks videoMonitor of stream health: it reads the streams a user may watch (playerStreams, videoMonitor)', () => {
    expect(KIND_PERMISSIONS.streamHealth).toContain('videoMonitor');
    expect(monitorPermissions({ kind: 'streamHealth', slot: 1 })).toEqual(['casinoMonitor', 'monitorCoreStreaming', 'videoMonitor']);
    expect(mayOpenMonitor({ kind: 'streamHealth', slot: 1 }, holding('casinoMonitor', 'monitorCoreStreaming', 'live1to8'))).toBe(false);
    expect(mayOpenMonitor({ kind: 'streamHealth', slot: 1 }, holding('casinoMonitor', 'monitorCoreStreaming', 'videoMonitor'))).toBe(true);
  });

  it('says which flags an account lacks (QA live4 #6: a viewer with live1to8 but no videoMonitor)', () => {
    const viewer = holding('casinoMonitor', 'monitorCoreStreaming', 'live1to8');
    expect(missingMonitorPermissions({ kind: 'wall', slot: 1 }, viewer)).toEqual(['videoMonitor']);
    expect(missingMonitorPermissions({ kind: 'wall', slot: 2 }, viewer)).toEqual(['live9to16', 'videoMonitor']);
    expect(missingMonitorPermissions({ kind: 'casino', slot: 2 }, viewer)).toEqual([]);
    expect(mayOpenMonitor({ kind: 'wall', slot: 1 }, viewer)).toBe(false);
  });
});
