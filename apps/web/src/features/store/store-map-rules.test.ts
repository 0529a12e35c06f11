// The store map's pure part: typed coordinates to a pin (both valid or none), and a clicked or
// dragged point to the form's coordinate texts (rounded to 6 decimals, within ±90 / ±180), which
// the form's own check then accepts.
import { describe, expect, it } from 'vitest';
import { coordinatesOfPoint, defaultMapCentre, parseCoordinate, pinOf } from './store-rules.ts';

describe('pinOf', () => {
  it('places the pin only when both typed coordinates are valid', () => {
    expect(pinOf('35.681236', '139.767125')).toEqual({ latitude: 35.681236, longitude: 139.767125 });
    expect(pinOf(' -33.8688 ', '151.2093')).toEqual({ latitude: -33.8688, longitude: 151.2093 });
    expect(pinOf('', '139.767125')).toBeNull();
    expect(pinOf('35.681236', '')).toBeNull();
    expect(pinOf('91', '139')).toBeNull();
    expect(pinOf('35', '181')).toBeNull();
    expect(pinOf('35.6,', '139.7')).toBeNull();
  });

  it('opens at Tokyo Station when there is no pin', () => {
    expect(defaultMapCentre).toEqual({ latitude: 35.681236, longitude: 139.767125 });
  });
});

describe('coordinatesOfPoint', () => {
  it('rounds to 6 decimals without trailing zeros', () => {
    expect(coordinatesOfPoint(35.68123649999, 139.76712551)).toEqual({
      latitude: '35.681236',
      longitude: '139.767126',
    });
    expect(coordinatesOfPoint(35.5, 139)).toEqual({ latitude: '35.5', longitude: '139' });
    expect(coordinatesOfPoint(-0.0000001, 0.0000004)).toEqual({ latitude: '0', longitude: '0' });
    expect(coordinatesOfPoint(-12.3456789, -45.0000001)).toEqual({ latitude: '-12.345679', longitude: '-45' });
  });

  it('keeps latitude within ±90 and brings longitude back into ±180', () => {
    expect(coordinatesOfPoint(95, 10)).toEqual({ latitude: '90', longitude: '10' });
    expect(coordinatesOfPoint(-95, 10)).toEqual({ latitude: '-90', longitude: '10' });
    expect(coordinatesOfPoint(35, 499.5)).toEqual({ latitude: '35', longitude: '139.5' });
    expect(coordinatesOfPoint(35, -220)).toEqual({ latitude: '35', longitude: '140' });
    expect(coordinatesOfPoint(35, 180)).toEqual({ latitude: '35', longitude: '180' });
  });

  it('gives texts the form accepts, for any point', () => {
    for (let index = 0; index < 500; index += 1) {
      const latitude = (Math.random() - 0.5) * 200;
      const longitude = (Math.random() - 0.5) * 2000;
      const place = coordinatesOfPoint(latitude, longitude);
      expect(parseCoordinate(place.latitude, 90), place.latitude).not.toBeNull();
      expect(parseCoordinate(place.longitude, 180), place.longitude).not.toBeNull();
      expect(place.latitude).toMatch(/^-?\d{1,3}(\.\d{1,6})?$/);
    }
  });
});
