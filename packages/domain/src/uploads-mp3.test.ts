// MP3 recognition (the signage ring sound, spec 1 §5 "ring sound must be audio (mp3)"): ID3-tagged
// and untagged (frame sync) MP3s pass by their bytes; a WAV, AAC or anything else renamed .mp3 does not.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectFileKind, isAllowedUpload } from './uploads.ts';

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const bytes = (...values: number[]) => Uint8Array.from(values);

/** A real 44-byte RIFF/WAVE header (PCM, mono, 8 kHz, 8 bit) and a few samples. */
function wav(): Uint8Array {
  const samples = [0x80, 0x90, 0xa0, 0x90, 0x80, 0x70, 0x60, 0x70];
  const header = new DataView(new ArrayBuffer(44));
  const put = (offset: number, text: string) => {
    for (const [index, code] of ascii(text).entries()) header.setUint8(offset + index, code);
  };
  put(0, 'RIFF');
  header.setUint32(4, 36 + samples.length, true);
  put(8, 'WAVE');
  put(12, 'fmt ');
  header.setUint32(16, 16, true);
  header.setUint16(20, 1, true);
  header.setUint16(22, 1, true);
  header.setUint32(24, 8000, true);
  header.setUint32(28, 8000, true);
  header.setUint16(32, 1, true);
  header.setUint16(34, 8, true);
  put(36, 'data');
  header.setUint32(40, samples.length, true);
  return Uint8Array.from([...new Uint8Array(header.buffer), ...samples]);
}

/** An ID3v2.3 tag of 0 bytes, then an MPEG-1 Layer III frame header (128 kbit/s, 44.1 kHz). */
const tagged = bytes(...ascii('ID3'), 3, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64, 0, 0);
const untagged = bytes(0xff, 0xfb, 0x90, 0x64, 0x00, 0x00);
/** MPEG-2 Layer III (22.05 kHz), another common untagged frame. */
const mpeg2 = bytes(0xff, 0xf3, 0x48, 0xc4, 0x00);

describe('MP3 detection', () => {
  it('recognises ID3-tagged and untagged MP3s', () => {
    for (const file of [tagged, untagged, mpeg2]) {
      expect(detectFileKind(file)).toBe('mp3');
      expect(isAllowedUpload('ring.mp3', file)).toBe(true);
    }
  });

  it('refuses a WAV renamed .mp3, by its bytes', () => {
    expect(detectFileKind(wav())).toBe('unknown');
    expect(isAllowedUpload('ring.mp3', wav())).toBe(false);
  });

  it('refuses AAC (ADTS), reserved versions, bad bitrates and sample rates, and bare 0xFF bytes', () => {
    expect(detectFileKind(bytes(0xff, 0xf1, 0x50, 0x80))).not.toBe('mp3'); // ADTS: layer 00
    expect(detectFileKind(bytes(0xff, 0xeb, 0x90, 0x64))).not.toBe('mp3'); // version 01 (reserved)
    expect(detectFileKind(bytes(0xff, 0xfb, 0xf0, 0x64))).not.toBe('mp3'); // bitrate 1111
    expect(detectFileKind(bytes(0xff, 0xfb, 0x9c, 0x64))).not.toBe('mp3'); // sample rate 11
    expect(detectFileKind(bytes(0xff, 0xfb))).not.toBe('mp3'); // no room for a header
    expect(isAllowedUpload('ring.mp3', bytes(0xff, 0xff, 0xff, 0xff))).toBe(false);
  });

  it("refuses 'ID3' followed by anything that is no tag header", () => {
    expect(detectFileKind(bytes(...ascii('ID3'), 9, 0, 0, 0, 0, 0, 0))).not.toBe('mp3'); // version 9
    expect(detectFileKind(bytes(...ascii('ID3'), 3, 0xff, 0, 0, 0, 0, 0))).not.toBe('mp3'); // revision 0xFF
    expect(detectFileKind(bytes(...ascii('ID3'), 3, 0, 0, 0x80, 0, 0, 0))).not.toBe('mp3'); // not syncsafe
    expect(isAllowedUpload('ring.mp3', Uint8Array.from(ascii('ID3 is a tag format, says this text')))).toBe(false);
  });

  it('never takes a RIFF container (WAV, AVI) for an MP3, whatever follows (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 4, maxLength: 4 }), fc.uint8Array({ maxLength: 64 }), (size, rest) => {
        const file = Uint8Array.from([...ascii('RIFF'), ...size, ...rest]);
        expect(isAllowedUpload('ring.mp3', file)).toBe(false);
      }),
    );
  });

  it('accepts an MP3 whatever follows its header (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(tagged, untagged, mpeg2), fc.uint8Array({ maxLength: 64 }), (head, tail) => {
        expect(detectFileKind(Uint8Array.from([...head, ...tail]))).toBe('mp3');
      }),
    );
  });
});
