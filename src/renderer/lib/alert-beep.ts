let context: AudioContext | null = null;

/**
 * A short two-tone beep through Web Audio (no sound file to load or ship): the audible half of a risk
 * alert. Answers whether it sounded; nothing happens where audio is unavailable.
 */
export const playAlertBeep = (): boolean => {
  try {
    context ??= new AudioContext();
    void context.resume();
    const start = context.currentTime;
    [880, 660].forEach((frequency, i) => {
      if (!context) return;
      const at = start + i * 0.18;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'square';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.06, at);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.15);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.16);
    });
    return true;
  } catch {
    return false;
  }
};
