// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A Web Audio context that starts suspended, as Chromium's does in a window nobody has clicked yet, until a gesture resumes it. */
class FakeAudioContext extends EventTarget {
  static made: FakeAudioContext[] = [];
  static allowed = false;
  state: AudioContextState = FakeAudioContext.allowed ? 'running' : 'suspended';
  currentTime = 0;
  destination = {};
  oscillators = 0;
  private pending: Array<() => void> = [];
  constructor() {
    super();
    FakeAudioContext.made.push(this);
  }
  resume(): Promise<void> {
    return new Promise((resolve) => {
      this.pending.push(resolve);
      if (FakeAudioContext.allowed) this.start();
    });
  }
  /** What the browser does once audio is allowed: the context runs, the pending resumes resolve. */
  start(): void {
    this.state = 'running';
    this.dispatchEvent(new Event('statechange'));
    for (const resolve of this.pending.splice(0)) resolve();
  }
  createOscillator() {
    this.oscillators += 1;
    const node = { type: '', frequency: { value: 0 }, connect: (next: unknown) => next, start() {}, stop() {} };
    return node;
  }
  createGain() {
    return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (next: unknown) => next };
  }
}

beforeEach(() => {
  vi.resetModules();
  FakeAudioContext.made = [];
  FakeAudioContext.allowed = false;
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the alert beep', () => {
  it('answers false and says sound is blocked while the browser keeps audio off, and plays once a click unlocked it', async () => {
    const beep = await import('./alert-beep');
    expect(beep.playAlertBeep()).toBe(false);
    expect(beep.alertSoundBlocked()).toBe(true);
    const context = FakeAudioContext.made[0] as FakeAudioContext;
    expect(context.oscillators, 'nothing queued to blare out on unlocking').toBe(0);
    expect(beep.playAlertBeep()).toBe(false);

    // A click on the window: the gesture lets audio start, the context runs a moment later.
    FakeAudioContext.allowed = true;
    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(beep.alertSoundBlocked()).toBe(false));
    expect(beep.playAlertBeep()).toBe(true);
    expect(context.oscillators).toBe(2);
    expect(FakeAudioContext.made).toHaveLength(1);
  });

  it('plays at once where audio is allowed, and answers false where there is no audio at all', async () => {
    FakeAudioContext.allowed = true;
    const beep = await import('./alert-beep');
    expect(beep.playAlertBeep()).toBe(true);
    expect(beep.alertSoundBlocked()).toBe(false);
    vi.resetModules();
    vi.stubGlobal('AudioContext', undefined);
    const none = await import('./alert-beep');
    expect(none.playAlertBeep()).toBe(false);
    expect(none.alertSoundBlocked()).toBe(false);
  });
});
