// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** An audio element as Chromium's: it refuses to play (NotAllowedError) in a window nobody has clicked yet, until audio is allowed. */
class FakeAudio {
  static made: FakeAudio[] = [];
  static played: string[] = [];
  static allowed = false;
  /** As Chromium in a hidden tab that never played media: play() waits, neither starting nor refusing. */
  static deferred = false;
  currentTime = 0;
  paused = true;
  constructor(readonly src: string) {
    FakeAudio.made.push(this);
  }
  play(): Promise<void> {
    if (FakeAudio.deferred) return new Promise(() => undefined);
    if (!FakeAudio.allowed) return Promise.reject(new DOMException('play() failed because the user did not interact with the document first', 'NotAllowedError'));
    FakeAudio.played.push(this.src);
    this.paused = false;
    return Promise.resolve();
  }
  pause(): void {
    this.paused = true;
  }
}

beforeEach(() => {
  vi.resetModules();
  FakeAudio.made = [];
  FakeAudio.played = [];
  FakeAudio.allowed = false;
  FakeAudio.deferred = false;
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

    // A click on the window: the gesture lets audio start; nothing refused before sounds now.
    FakeAudio.allowed = true;
    window.dispatchEvent(new Event('pointerdown'));
    expect(beep.alertSoundBlocked()).toBe(false);
    expect(FakeAudio.played, 'nothing queued to blare out on unlocking').toEqual([]);
    expect(await beep.playAlertBeep()).toBe(true);
    expect(await beep.playAlertBeep()).toBe(true);
    expect(FakeAudio.played).toHaveLength(2);
    expect(FakeAudio.made, 'one element, restarted for each beep').toHaveLength(1);
  });

  it('stops a beep the browser holds back (a hidden tab) and answers false, so beeps never pile up', async () => {
    vi.useFakeTimers();
    try {
      FakeAudio.deferred = true;
      const beep = await import('./alert-beep');
      const first = beep.playAlertBeep();
      const second = beep.playAlertBeep();
      await vi.advanceTimersByTimeAsync(beep.BEEP_START_MS);
      expect(await first).toBe(false);
      expect(await second).toBe(false);
      expect(FakeAudio.made).toHaveLength(1);
      expect(FakeAudio.made[0]?.paused).toBe(true);
      expect(beep.alertSoundBlocked(), 'held back is not refused').toBe(false);
    } finally {
      vi.useRealTimers();
    }
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
    const text = (at: number, length: number) => String.fromCharCode(...Array.from({ length }, (_, i) => wav.getUint8(at + i)));
    expect([text(0, 4), text(8, 8), text(36, 4)]).toEqual(['RIFF', 'WAVEfmt ', 'data']);
    // PCM, mono, 16 bits: a byte rate of two bytes a sample, a block of two, and sizes that add up.
    expect([wav.getUint16(20, true), wav.getUint16(22, true), wav.getUint32(28, true), wav.getUint16(32, true), wav.getUint16(34, true)]).toEqual([1, 1, rate * 2, 2, 16]);
    expect(wav.getUint32(40, true) + 44).toBe(wav.byteLength);
    expect(wav.getUint32(4, true) + 8).toBe(wav.byteLength);
    expect(crossings(0.01, 0.1)).toBeCloseTo(880, -1);
    expect(crossings(0.19, 0.28)).toBeCloseTo(660, -1);
    expect(sample(0.165)).toBe(0);
    expect(sample(0.335)).toBe(0);
  });
});
