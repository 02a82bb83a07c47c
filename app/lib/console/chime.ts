/** A chime's notes (Hz), one every quarter second. */
export const CONSOLE_CHIME = [880, 1320] as const;
/** The kitchen's own: lower and three notes, told apart from the new-order chime across a kitchen. */
export const KITCHEN_CHIME = [523, 659, 784] as const;

/** Made in the browser: no file to download. */
export function chime(context: AudioContext, notes: readonly number[] = CONSOLE_CHIME): void {
  const start = context.currentTime;
  notes.forEach((frequency, index) => {
    const offset = index * 0.25;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.2);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.22);
  });
}
