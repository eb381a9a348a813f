// The end-of-rest signal (docs/sets.md): a vibration where the phone has one, and a short chime
// made by the Web Audio API (no sound file, so it works offline). Browsers only let a page start
// sound after a tap, so `primeChime` runs on the set's tick and the chime plays later on it.
type AudioCtx = AudioContext;
let ctx: AudioCtx | null = null;

export function primeChime(): void {
  try {
    const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctor) return;
    ctx ??= new Ctor();
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  } catch {
    ctx = null;
  }
}

export function signalRestOver(): void {
  try {
    navigator.vibrate?.([200, 100, 200]);
  } catch {
    // No vibration here.
  }
  if (!ctx) return;
  try {
    const start = ctx.currentTime;
    for (const [i, freq] of [880, 1320].entries()) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, start + i * 0.25);
      gain.gain.exponentialRampToValueAtTime(0.3, start + i * 0.25 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.25 + 0.22);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start + i * 0.25);
      osc.stop(start + i * 0.25 + 0.25);
    }
  } catch {
    // Sound is a nicety: never let it break the screen.
  }
}
