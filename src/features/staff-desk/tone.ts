/**
 * The new-order sound: a short two-note chime generated with WebAudio (no audio file to load).
 * Browsers allow sound only after a user gesture: `unlock` is called from the sign-in click.
 */
let context: AudioContext | null = null;

export function unlockSound() {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return;
  context ??= new AudioContext();
  void context.resume().catch(() => {});
}

export function playChime() {
  if (!context) return;
  const t = context.currentTime;
  // 880 Hz then 1320 Hz, 0.18 s each, fading out: audible over a kitchen, not alarming.
  [880, 1320].forEach((hz, i) => {
    const osc = context!.createOscillator();
    const gain = context!.createGain();
    osc.frequency.value = hz;
    gain.gain.setValueAtTime(0.25, t + i * 0.2);
    gain.gain.exponentialRampToValueAtTime(0.001, t + i * 0.2 + 0.18);
    osc.connect(gain).connect(context!.destination);
    osc.start(t + i * 0.2);
    osc.stop(t + i * 0.2 + 0.2);
  });
}
