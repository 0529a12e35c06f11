// The new-order chime, made here as a WAV (no file to ship, nothing fetched): two soft bell notes
// (E6, then C6) with a quick decay, followed by a pause so that looping rings about every 2 s.
const sampleRate = 11_025;
const lengthSeconds = 2;

function tone(samples: Float32Array, frequency: number, startSeconds: number, durationSeconds: number): void {
  const start = Math.floor(startSeconds * sampleRate);
  const count = Math.floor(durationSeconds * sampleRate);
  for (let index = 0; index < count && start + index < samples.length; index++) {
    const time = index / sampleRate;
    // A short attack avoids a click; the exponential tail sounds like a bell.
    const envelope = Math.min(1, time / 0.005) * Math.exp(-time * 5);
    const wave = Math.sin(2 * Math.PI * frequency * time) + 0.3 * Math.sin(4 * Math.PI * frequency * time);
    samples[start + index] = (samples[start + index] ?? 0) + 0.35 * envelope * wave;
  }
}

/** 16-bit mono PCM WAV bytes of the chime. */
export function chimeWav(): Uint8Array {
  const samples = new Float32Array(sampleRate * lengthSeconds);
  tone(samples, 1318.5, 0, 0.7);
  tone(samples, 1046.5, 0.22, 0.9);
  const dataBytes = samples.length * 2;
  const buffer = new ArrayBuffer(44 + dataBytes);
  const view = new DataView(buffer);
  const ascii = (offset: number, text: string) => {
    for (let index = 0; index < text.length; index++) view.setUint8(offset + index, text.charCodeAt(index));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  samples.forEach((sample, index) => {
    const clamped = Math.max(-1, Math.min(1, sample));
    view.setInt16(44 + index * 2, Math.round(clamped * 32_767), true);
  });
  return new Uint8Array(buffer);
}

let dataUrl: string | null = null;

/** The chime as a data: URL (made once). */
export function chimeUrl(): string {
  if (dataUrl === null) {
    const bytes = chimeWav();
    let binary = '';
    for (let index = 0; index < bytes.length; index += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
    }
    dataUrl = `data:audio/wav;base64,${btoa(binary)}`;
  }
  return dataUrl;
}
