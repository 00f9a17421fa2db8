import { useSyncExternalStore } from 'react';

let context: AudioContext | null = null;
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

/** The context's state moved (running after a gesture's resume, or suspended again). */
const followState = (): void => {
  if (context?.state === 'running') setBlocked(false);
};

/** A click or key on the window is a user gesture: audio may start now (the context runs a moment later). */
function unlock(): void {
  if (!context) return;
  context.resume().then(followState, () => undefined);
}

const beep = (audio: AudioContext): void => {
  const start = audio.currentTime;
  [880, 660].forEach((frequency, i) => {
    const at = start + i * 0.18;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.06, at);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.15);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.16);
  });
};

/**
 * A short two-tone beep through Web Audio (no sound file to load or ship): the audible half of a risk
 * alert. Answers whether it sounded; nothing happens where audio is unavailable.
 *
 * A browser (the browser host's Chromium) may refuse to start audio until the user has clicked or typed in
 * the window: a window reopened by the workspace restore, say. Then the context stays suspended, the beep
 * answers false and `useAlertSoundBlocked()` is true until a click or key on the window lets audio start.
 * No beep is queued meanwhile (a suspended context would play every queued beep at once on unlocking).
 */
export const playAlertBeep = (): boolean => {
  try {
    if (!context || context.state === 'closed') {
      context = new AudioContext();
      context.addEventListener('statechange', followState);
    }
    if (context.state !== 'running') {
      unlock();
      setBlocked(true);
      return false;
    }
    setBlocked(false);
    beep(context);
    return true;
  } catch {
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
