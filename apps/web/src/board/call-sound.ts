// The call's sounds: the store's ring (signage ring_sound_url) looping while the call screen shows,
// else — no URL, or a file that does not load — a built-in two-tone chime made with Web Audio (no
// file to ship); and the number spoken in Japanese then English when the store's signage settings
// turn it on (is_speak_numbers) or the board's address asks for it (`speech=1`).
import { type BiText, spokenCall } from './board-texts.ts';

export interface Ring {
  stop(): void;
}

/** How often the built-in chime repeats. */
const chimeEveryMs = 2500;

function startChime(onBlocked: () => void): Ring {
  const AudioContextClass =
    window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioContextClass) return { stop() {} };
  const context = new AudioContextClass();
  if (context.state === 'suspended') onBlocked();
  const tone = (frequency: number, at: number) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.9);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 1);
  };
  const ding = () => {
    const now = context.currentTime;
    tone(880, now);
    tone(659, now + 0.45);
  };
  ding();
  const timer = window.setInterval(ding, chimeEveryMs);
  return {
    stop() {
      window.clearInterval(timer);
      void context.close();
    },
  };
}

/** Starts the call's looping ring; `onBlocked` when the browser wants a tap first (autoplay). */
export function startRing(url: string | null, onBlocked: () => void): Ring {
  if (!url) return startChime(onBlocked);
  let fallback: Ring | null = null;
  const audio = new Audio(url);
  audio.loop = true;
  const fallBackToChime = () => {
    fallback ??= startChime(onBlocked);
  };
  audio.addEventListener('error', fallBackToChime, { once: true });
  // play() answers a promise in browsers; wrapped so a player without one (jsdom) cannot throw here.
  Promise.resolve()
    .then(() => audio.play())
    .catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'NotAllowedError') onBlocked();
      else fallBackToChime();
    });
  return {
    stop() {
      audio.pause();
      audio.removeAttribute('src');
      fallback?.stop();
    },
  };
}

/** Says `text` in Japanese, then in English (speechSynthesis queues them in order). */
function speak(text: BiText): void {
  if (!('speechSynthesis' in window)) return;
  for (const [line, lang] of [
    [text.jp, 'ja-JP'],
    [text.en, 'en-US'],
  ] as const) {
    const utterance = new SpeechSynthesisUtterance(line);
    utterance.lang = lang;
    window.speechSynthesis.speak(utterance);
  }
}

export function speakCall(orderNumber: string): void {
  speak(spokenCall(orderNumber));
}
