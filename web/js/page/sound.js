// The page's sounds, synthesized with Web Audio (no files): a wooden tap for a move, a
// heavier knock for a capture, a two-note call for check, a falling phrase at the end of
// the game and a short beep when time runs low. Browsers allow audio only after the
// person has touched the page, so the audio context is made on the first touch or key,
// never before (and so never a console error); until then nothing plays. Each sound
// played is named on <body data-sound>, for tests to follow.

let context = null;
let enabled = true;

/** Whether sounds play; remembered by the page in its preferences. */
export function setSoundOn(on) {
  enabled = on;
  const button = document.querySelector('[data-action="sound"]');
  if (button) button.setAttribute('aria-pressed', String(on));
}

export function soundOn() {
  return enabled;
}

/** Listens for the first touch or key, which lets the page make sound. */
export function allowSoundAfterFirstTouch() {
  const unlock = () => {
    if (typeof AudioContext !== 'function') return;
    context ??= new AudioContext();
    if (context.state === 'suspended') context.resume().catch(() => {});
  };
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, unlock, { capture: true, passive: true });
}

/** The notes of each sound: [start s, length s, frequency Hz, wave, loudness]; a
 *  frequency of 0 is a burst of noise (the tap of wood on wood). */
const SOUNDS = {
  move: [[0, 0.06, 0, 'noise', 0.5]],
  capture: [[0, 0.05, 0, 'noise', 0.7], [0.05, 0.09, 0, 'noise', 0.9], [0.04, 0.12, 140, 'triangle', 0.35]],
  check: [[0, 0.16, 880, 'sine', 0.25], [0.16, 0.26, 660, 'sine', 0.25]],
  gameover: [[0, 0.22, 784, 'sine', 0.22], [0.2, 0.22, 659, 'sine', 0.22], [0.4, 0.5, 523, 'sine', 0.22]],
  lowtime: [[0, 0.07, 1200, 'square', 0.08]],
};

/** Plays sound `name` (a key of SOUNDS) if sound is on and the page may make it. */
export function play(name) {
  if (!enabled || !context || context.state !== 'running') return;
  const start = context.currentTime + 0.01;
  for (const [at, length, frequency, wave, loudness] of SOUNDS[name]) {
    const gain = context.createGain();
    gain.gain.setValueAtTime(loudness, start + at);
    gain.gain.exponentialRampToValueAtTime(0.001, start + at + length);
    gain.connect(context.destination);
    const source = wave === 'noise' ? noise(length) : tone(frequency, wave);
    source.connect(wave === 'noise' ? woodFilter(gain) : gain);
    source.start(start + at);
    source.stop(start + at + length);
  }
  document.body.dataset.sound = name;
}

function tone(frequency, wave) {
  const oscillator = context.createOscillator();
  oscillator.type = wave;
  oscillator.frequency.value = frequency;
  return oscillator;
}

function noise(length) {
  const buffer = context.createBuffer(1, Math.ceil(context.sampleRate * length), context.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / data.length);
  const source = context.createBufferSource();
  source.buffer = buffer;
  return source;
}

/** A band around 1.2 kHz: noise through it sounds like a piece set down on a board. */
function woodFilter(next) {
  const filter = context.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = 1200;
  filter.Q.value = 1.5;
  filter.connect(next);
  return filter;
}
