import { useSyncExternalStore } from 'react';

/** The last beep could not sound: the browser keeps audio off until the user acts on the window. */
let blocked = false;
const listeners = new Set<() => void>();
const GESTURES = ['pointerdown', 'keydown'] as const;

const setBlocked = (next: boolean): void => {
  if (next === blocked) return;
  blocked = next;
  for (const gesture of GESTURES) {
    if (next) window.addEventListener(gesture, unlock, true);
    else window.removeEventListener(gesture, unlock, true);
  }
  for (const listener of [...listeners]) listener();
};

/**
 * A click or key on the window that activates it (Escape does not) lets the next beep sound. Where the
 * browser does not say (no `userActivation`), any click or key counts.
 */
function unlock(): void {
  const activation = (navigator as { userActivation?: UserActivation }).userActivation;
  if (activation?.isActive === false) return;
  setBlocked(false);
}

const RATE = 16_000;
/** Two square tones, 880 then 660 Hz, each 0.15 s fading out, 0.18 s apart: the beep. */
const TONES = [880, 660].map((frequency, i) => ({ frequency, from: i * 0.18, length: 0.15 }));
const LEVEL = 0.06 * 32_767;

/** The beep as a 16-bit mono WAV file (a few milliseconds to compute, once; no sound file to ship). */
const beepWav = (): Blob => {
  const samples = Math.ceil(RATE * 0.34);
  const data = new DataView(new ArrayBuffer(44 + samples * 2));
  const text = (at: number, value: string) => [...value].forEach((char, i) => data.setUint8(at + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  data.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVEfmt ');
  data.setUint32(16, 16, true);
  data.setUint16(20, 1, true); // PCM
  data.setUint16(22, 1, true); // mono
  data.setUint32(24, RATE, true);
  data.setUint32(28, RATE * 2, true);
  data.setUint16(32, 2, true);
  data.setUint16(34, 16, true);
  text(36, 'data');
  data.setUint32(40, samples * 2, true);
  for (let n = 0; n < samples; n++) {
    const t = n / RATE;
    const tone = TONES.find(({ from, length }) => t >= from && t < from + length);
    // Exponential fade over the tone from 0.06 to 0.0001 of full scale, as the Web Audio beep before it did.
    const value = tone ? Math.sign(Math.sin(2 * Math.PI * tone.frequency * (t - tone.from))) * LEVEL * (0.0001 / 0.06) ** ((t - tone.from) / tone.length) : 0;
    data.setInt16(44 + n * 2, Math.round(value), true);
  }
  return new Blob([data.buffer], { type: 'audio/wav' });
};

/** One element, reused: a beep restarts it, so beeps a browser holds back (a hidden tab) never pile up. */
let element: HTMLAudioElement | null = null;
/** How long a beep may wait to start before it counts as not sounded (and is stopped, not left to sound later). */
export const BEEP_START_MS = 500;

const startWithin = (audio: HTMLAudioElement, ms: number): Promise<boolean> =>
  new Promise((resolve, reject) => {
    const late = setTimeout(() => {
      audio.pause();
      resolve(false);
    }, ms);
    audio.play().then(
      () => {
        clearTimeout(late);
        resolve(true);
      },
      (error: unknown) => {
        clearTimeout(late);
        reject(error);
      },
    );
  });

/**
 * A short two-tone beep: the audible half of a risk alert. Answers whether it sounded; nothing happens where
 * audio is unavailable.
 *
 * It plays through an audio element, not Web Audio: the first `new AudioContext()` of a window holds its
 * main thread 40-100 ms while Chromium opens the audio output, a long task in a live risk window at the
 * moment an alert arrives; an audio element starts in under a millisecond of the window's thread.
 *
 * A browser (the browser host's Chromium) may refuse to start audio until the user has clicked or typed in
 * the window: a window reopened by the workspace restore, say. Then the beep answers false and
 * `useAlertSoundBlocked()` is true until a click or key on the window. No beep is queued meanwhile: a beep
 * that has not started within `BEEP_START_MS` (Chromium defers media in a hidden tab that never played any)
 * is stopped and answers false, rather than sounding with the others when the tab shows.
 */
export const playAlertBeep = async (): Promise<boolean> => {
  if (typeof Audio === 'undefined') return false;
  try {
    element ??= new Audio(URL.createObjectURL(beepWav()));
    element.currentTime = 0;
    const sounded = await startWithin(element, BEEP_START_MS);
    if (sounded) setBlocked(false);
    return sounded;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotAllowedError') setBlocked(true);
    return false;
  }
};

/** Whether the last beep was refused by the browser until a user gesture (see playAlertBeep). */
export const alertSoundBlocked = (): boolean => blocked;

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Re-renders when alert sound becomes blocked or unblocked: for a "Sound blocked" notice near the alerts. */
export const useAlertSoundBlocked = (): boolean => useSyncExternalStore(subscribe, alertSoundBlocked, () => false);
