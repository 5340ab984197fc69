let audio: AudioContext | null = null;

/**
 * A short low tone for a code no product has: the cashier hears the miss without looking
 * up from the scanner. WebAudio only; where it is missing (tests, old browsers) the message alone says it.
 */
export function beep(): void {
  const Context = globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  audio ??= new Context();
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'square';
  oscillator.frequency.value = 220;
  gain.gain.value = 0.08;
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start();
  oscillator.stop(audio.currentTime + 0.18);
}
