// The signage ring sound of the demo: a two-tone chime (880 Hz, then 660 Hz, each with a short
// attack and a decaying tail, about 1.2 s) synthesised as PCM and encoded to a real MP3 with the
// pure-JavaScript LAME port (no network, no ffmpeg). The server takes only real MP3 bytes for a
// ring sound (an MPEG audio frame header or an ID3v2 tag; packages/domain/src/uploads.ts).
import { Mp3Encoder } from '@breezystack/lamejs';

export const chimeFormat = { sampleRate: 44_100, seconds: 1.2, kbps: 128 } as const;

/** The chime as 16-bit mono PCM. */
export function chimePcm(): Int16Array {
  const { sampleRate, seconds } = chimeFormat;
  const length = Math.round(sampleRate * seconds);
  const mix = new Float32Array(length);
  const tone = (frequency: number, start: number, gain: number) => {
    const first = Math.round(start * sampleRate);
    for (let index = first; index < length; index += 1) {
      const t = (index - first) / sampleRate;
      const attack = Math.min(1, t / 0.006);
      const envelope = attack * Math.exp(-t * 4.2);
      // A bell: the fundamental with a soft octave partial.
      const wave = Math.sin(2 * Math.PI * frequency * t) + 0.25 * Math.sin(4 * Math.PI * frequency * t);
      mix[index] = (mix[index] ?? 0) + gain * envelope * wave;
    }
  };
  tone(880, 0, 0.45);
  tone(660, 0.42, 0.5);
  const fade = Math.round(0.03 * sampleRate);
  const pcm = new Int16Array(length);
  for (let index = 0; index < length; index += 1) {
    const tail = Math.min(1, (length - index) / fade);
    const value = Math.max(-1, Math.min(1, (mix[index] ?? 0) * tail));
    pcm[index] = Math.round(value * 32_767);
  }
  return pcm;
}

/** The chime encoded as MP3 (MPEG-1 Layer III, 44.1 kHz mono, 128 kbps). */
export function chimeMp3(): Buffer {
  const encoder = new Mp3Encoder(1, chimeFormat.sampleRate, chimeFormat.kbps);
  const pcm = chimePcm();
  const parts: Uint8Array[] = [];
  const block = 1152;
  for (let start = 0; start < pcm.length; start += block)
    parts.push(encoder.encodeBuffer(pcm.subarray(start, start + block)));
  parts.push(encoder.flush());
  return Buffer.concat(parts.map((part) => Buffer.from(part.buffer, part.byteOffset, part.byteLength)));
}
