import { describe, expect, it } from 'vitest';
import { deskAction } from '@renderer/components/desks/desk-keys';

const key = (k: string, more: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean; code: string }> = {}) => ({ key: k, altKey: false, ctrlKey: false, metaKey: false, ...more });

describe('the fancy desk keys', () => {
  it('commits with Enter, abandons with Escape, and leaves typing and stepping to the inputs', () => {
    expect(deskAction(key('Enter'))).toEqual({ kind: 'commit' });
    expect(deskAction(key('Escape'))).toEqual({ kind: 'abandon' });
    expect(deskAction(key('ArrowUp'))).toBeUndefined();
    expect(deskAction(key('5'))).toBeUndefined();
  });

  it('moves between markets, shifts the lines, applies presets and suspends with Alt', () => {
    expect(deskAction(key('ArrowDown', { altKey: true }))).toEqual({ kind: 'moveMarket', by: 1 });
    expect(deskAction(key('ArrowRight', { altKey: true }))).toEqual({ kind: 'shiftAll', by: 1 });
    expect(deskAction(key('¡', { altKey: true, code: 'Digit1' }))).toEqual({ kind: 'preset', index: 0 });
    expect(deskAction(key('ß', { altKey: true, code: 'KeyS' }))).toEqual({ kind: 'toggleStatus' });
    expect(deskAction(key('s', { ctrlKey: true, altKey: true }))).toBeUndefined();
  });
});
