// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** An audio element as Chromium's: it refuses to play (NotAllowedError) in a window nobody has clicked yet, until audio is allowed. */
class FakeAudio {
  static played: string[] = [];
  static allowed = false;
  constructor(readonly src: string) {}
  play(): Promise<void> {
    if (!FakeAudio.allowed) return Promise.reject(new DOMException('play() failed because the user did not interact with the document first', 'NotAllowedError'));
    FakeAudio.played.push(this.src);
    return Promise.resolve();
  }
}

beforeEach(() => {
  vi.resetModules();
  FakeAudio.played = [];
  FakeAudio.allowed = false;
  vi.stubGlobal('Audio', FakeAudio);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the alert beep', () => {
  it('answers false and says sound is blocked while the browser keeps audio off, and plays once a click unlocked it', async () => {
    const beep = await import('./alert-beep');
    expect(await beep.playAlertBeep()).toBe(false);
    expect(beep.alertSoundBlocked()).toBe(true);
    expect(FakeAudio.played, 'nothing queued to blare out on unlocking').toEqual([]);

    // A click on the window: the gesture lets audio start.
    FakeAudio.allowed = true;
    window.dispatchEvent(new Event('pointerdown'));
    expect(beep.alertSoundBlocked()).toBe(false);
    expect(await beep.playAlertBeep()).toBe(true);
    expect(await beep.playAlertBeep()).toBe(true);
    expect(FakeAudio.played).toHaveLength(2);
    expect(new Set(FakeAudio.played).size, 'one sound, made once').toBe(1);
  });

  it('plays at once where audio is allowed, and answers false where there is no audio at all', async () => {
    FakeAudio.allowed = true;
    const beep = await import('./alert-beep');
    expect(await beep.playAlertBeep()).toBe(true);
    expect(beep.alertSoundBlocked()).toBe(false);
    vi.resetModules();
    vi.stubGlobal('Audio', undefined);
    const none = await import('./alert-beep');
    expect(await none.playAlertBeep()).toBe(false);
    expect(none.alertSoundBlocked()).toBe(false);
  });

  it('is a WAV of two tones, 880 then 660 Hz, with silence between them and after', async () => {
    FakeAudio.allowed = true;
    const made = vi.spyOn(URL, 'createObjectURL');
    const beep = await import('./alert-beep');
    await beep.playAlertBeep();
    const wav = new DataView(await (made.mock.calls[0]?.[0] as Blob).arrayBuffer());
    made.mockRestore();
    const rate = wav.getUint32(24, true);
    const sample = (seconds: number) => wav.getInt16(44 + Math.floor(seconds * rate) * 2, true);
    // Sign changes in a window: a square wave of f Hz changes sign 2f times a second.
    const crossings = (from: number, to: number) => {
      let count = 0;
      for (let t = from; t < to; t += 1 / rate) if (Math.sign(sample(t)) !== Math.sign(sample(t + 1 / rate)) && sample(t + 1 / rate) !== 0) count += 1;
      return count / (to - from) / 2;
    };
    expect(String.fromCharCode(...[0, 1, 2, 3].map((i) => wav.getUint8(i)))).toBe('RIFF');
    expect(crossings(0.01, 0.1)).toBeCloseTo(880, -1);
    expect(crossings(0.19, 0.28)).toBeCloseTo(660, -1);
    expect(sample(0.165)).toBe(0);
    expect(sample(0.335)).toBe(0);
  });
});
