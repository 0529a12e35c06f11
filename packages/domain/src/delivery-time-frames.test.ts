// Time-frame generation, the settings it reads, the quota rule, and grouping by date.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  deliveryTimeQuerySchema,
  frameDates,
  generateTimeFrames,
  generateTimeFramesForDays,
  groupFramesByDate,
  isCalendarDate,
  minutesOfTime,
  quotaEditIssue,
  type TimeFrameSettings,
  timeFrameDefaults,
  timeFrameSettings,
  timeOfMinutes,
  updateDeliveryTimeSchema,
} from './delivery-time-frames.ts';
import { formatMessage } from './messages.ts';

const bento: TimeFrameSettings = {
  open_reservation: '11:00',
  close_reservation: '20:00',
  interval_time_frame: 30,
  days_time_frame: 10,
  max_order: 10,
  closing_time: 30,
};

const settingsArb = fc
  .record({
    open: fc.integer({ min: 0, max: 24 * 60 - 1 }),
    length: fc.integer({ min: 0, max: 24 * 60 }),
    interval_time_frame: fc.integer({ min: 5, max: 240 }),
    days_time_frame: fc.integer({ min: 1, max: 14 }),
    max_order: fc.integer({ min: 0, max: 50 }),
    closing_time: fc.integer({ min: 0, max: 120 }),
  })
  .map(({ open, length, ...rest }): TimeFrameSettings => {
    const close = Math.min(open + length, 24 * 60 - 1);
    return {
      ...rest,
      open_reservation: timeOfMinutes(open).slice(0, 5),
      close_reservation: timeOfMinutes(close).slice(0, 5),
    };
  });

const dateArb = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const toMinutes = (time: string) => minutesOfTime(time) as number;

describe('generateTimeFrames', () => {
  it('makes consecutive 30-minute frames from opening to closing', () => {
    const frames = generateTimeFrames(bento, '2026-04-01', []);
    expect(frames).toHaveLength(18);
    expect(frames[0]).toEqual({
      date: '2026-04-01',
      start_time: '11:00:00',
      end_time: '11:30:00',
      max_order: 10,
      closing_time: 30,
    });
    expect(frames.at(-1)?.end_time).toBe('20:00:00');
  });

  it('makes no frame that would run past closing', () => {
    const frames = generateTimeFrames({ ...bento, interval_time_frame: 45 }, '2026-04-01', []);
    // 11:00 + 12 × 45 min = 20:00 exactly; with 40 minutes the last whole frame ends at 19:40.
    expect(frames.at(-1)?.end_time).toBe('20:00:00');
    const forty = generateTimeFrames({ ...bento, interval_time_frame: 40 }, '2026-04-01', []);
    expect(forty.at(-1)).toMatchObject({ start_time: '19:00:00', end_time: '19:40:00' });
  });

  it('makes none on a holiday, and none when closing is not after opening', () => {
    expect(generateTimeFrames(bento, '2026-04-01', ['2026-04-01'])).toEqual([]);
    expect(generateTimeFrames(bento, '2026-04-01', new Set(['2026-04-01']))).toEqual([]);
    expect(generateTimeFrames({ ...bento, close_reservation: '11:00' }, '2026-04-01', [])).toEqual([]);
    expect(generateTimeFrames({ ...bento, close_reservation: '09:00' }, '2026-04-01', [])).toEqual([]);
  });

  it('never makes overlapping frames, and covers the window in interval steps (property)', () => {
    fc.assert(
      fc.property(settingsArb, dateArb, (settings, date) => {
        const frames = generateTimeFrames(settings, date, []);
        const open = toMinutes(settings.open_reservation);
        const close = toMinutes(settings.close_reservation);
        const step = settings.interval_time_frame;
        expect(frames).toHaveLength(Math.max(0, Math.floor((close - open) / step)));
        frames.forEach((frame, index) => {
          expect(frame.date).toBe(date);
          expect(toMinutes(frame.start_time)).toBe(open + index * step);
          expect(toMinutes(frame.end_time) - toMinutes(frame.start_time)).toBe(step);
          expect(toMinutes(frame.end_time)).toBeLessThanOrEqual(close);
          const next = frames[index + 1];
          // Each frame ends where the next begins: no overlap, no gap.
          if (next) expect(next.start_time).toBe(frame.end_time);
        });
        // The uncovered rest before closing is shorter than one frame.
        const coveredUntil = frames.length ? toMinutes(frames.at(-1)!.end_time) : open;
        if (close > open) expect(close - coveredUntil).toBeLessThan(step);
      }),
    );
  });

  it('gives no frame on any holiday, and the same frames otherwise (property)', () => {
    fc.assert(
      fc.property(
        settingsArb,
        dateArb,
        fc.array(fc.integer({ min: 0, max: 13 }), { maxLength: 5 }),
        (settings, from, offsets) => {
          const holidays = offsets.map((offset) => addDays(from, offset));
          const frames = generateTimeFramesForDays(settings, from, holidays);
          for (const frame of frames) expect(holidays).not.toContain(frame.date);
          const withoutHolidays = generateTimeFramesForDays(settings, from, []);
          expect(frames).toEqual(withoutHolidays.filter((frame) => !holidays.includes(frame.date)));
        },
      ),
    );
  });

  it('answers the same frames for the same input (property)', () => {
    fc.assert(
      fc.property(settingsArb, dateArb, fc.array(dateArb, { maxLength: 3 }), (settings, from, holidays) => {
        const first = generateTimeFramesForDays(settings, from, holidays);
        const second = generateTimeFramesForDays({ ...settings }, from, new Set(holidays));
        expect(second).toEqual(first);
        // No two frames share (date, start_time): the database's unique key.
        const keys = first.map((frame) => `${frame.date} ${frame.start_time}`);
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });

  it('covers days_time_frame consecutive dates from the first', () => {
    const frames = generateTimeFramesForDays({ ...bento, days_time_frame: 3 }, '2026-02-27', ['2026-02-28']);
    expect([...new Set(frames.map((frame) => frame.date))]).toEqual(['2026-02-27', '2026-03-01']);
  });
});

describe('timeFrameSettings', () => {
  it('reads the restaurant_type_detail settings', () => {
    expect(
      timeFrameSettings({
        open_reservation: '11:00',
        close_reservation: '20:00',
        interval_time_frame: 30,
        days_time_frame: 10,
        max_order: 10,
        closing_time: 30,
      }),
    ).toEqual(bento);
  });

  it('uses the defaults (10:00–20:00, 30 minutes, 7 days) for what is missing or wrong', () => {
    expect(timeFrameSettings({})).toEqual({ ...timeFrameDefaults });
    expect(timeFrameSettings(null)).toEqual({ ...timeFrameDefaults });
    expect(
      timeFrameSettings({
        open_reservation: '25:00',
        close_reservation: 'soon',
        interval_time_frame: 0,
        days_time_frame: 1000,
        max_order: -1,
        closing_time: 1.5,
      }),
    ).toEqual({ ...timeFrameDefaults });
  });

  it('accepts numbers typed as strings and times with seconds', () => {
    expect(
      timeFrameSettings({ interval_time_frame: '15', max_order: '4', open_reservation: '09:30:00' }),
    ).toMatchObject({ interval_time_frame: 15, max_order: 4, open_reservation: '09:30' });
  });
});

describe('quota edit', () => {
  it('refuses a max_order below the orders received, with the count', () => {
    expect(quotaEditIssue(2, 3)).toEqual({ code: 'DELIVERY_MAX_ORDER_BELOW_COUNT', params: { count: 3 } });
    expect(quotaEditIssue(3, 3)).toBeNull();
    expect(quotaEditIssue(0, 0)).toBeNull();
  });

  it('names the count in both languages', () => {
    const text = formatMessage('DELIVERY_MAX_ORDER_BELOW_COUNT', { count: 3 });
    expect(text.en).toBe("The maximal order can't be less than the received order in the current time (3)");
    expect(text.jp).toBe('最大注文数は、現在の受付済み注文数（3件）より少なくできません');
  });

  it('allows exactly the values at or above the count (property)', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.nat(100), (max, count) => {
        expect(quotaEditIssue(max, count) === null).toBe(max >= count);
      }),
    );
  });

  it('reads max_order as a whole number from 0, typed digits included', () => {
    expect(updateDeliveryTimeSchema.parse({ max_order: '12' })).toEqual({ max_order: 12 });
    expect(updateDeliveryTimeSchema.safeParse({ max_order: -1 }).success).toBe(false);
    expect(updateDeliveryTimeSchema.safeParse({ max_order: 1.5 }).success).toBe(false);
    expect(updateDeliveryTimeSchema.safeParse({}).success).toBe(false);
    for (const max_order of [null, '', ' ', '1e3', '-2']) {
      expect(updateDeliveryTimeSchema.safeParse({ max_order }).success).toBe(false);
    }
  });
});

describe('dates', () => {
  it('knows real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-13-01')).toBe(false);
    expect(isCalendarDate('2024/02/01')).toBe(false);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(frameDates('2024-02-28', 3)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  });

  it('validates from_date of the list query', () => {
    expect(deliveryTimeQuerySchema.parse({ id_restaurant: '3', from_date: '2026-04-01' })).toEqual({
      id_restaurant: 3,
      from_date: '2026-04-01',
    });
    expect(deliveryTimeQuerySchema.safeParse({ id_restaurant: '3', from_date: '2026-04-31' }).success).toBe(false);
    // PostgreSQL has no year 0; an id must be digits within int4.
    expect(deliveryTimeQuerySchema.safeParse({ id_restaurant: '3', from_date: '0000-01-01' }).success).toBe(false);
    expect(deliveryTimeQuerySchema.safeParse({ id_restaurant: '2147483648' }).success).toBe(false);
    expect(deliveryTimeQuerySchema.safeParse({ id_restaurant: ['3'] }).success).toBe(false);
  });
});

describe('groupFramesByDate', () => {
  const frame = (id: number, date: string, start: string) => ({
    id_delivery_time_frame: id,
    date,
    start_time: start,
    end_time: start,
    max_order: 10,
    count_order: 0,
    closing_time: 0,
  });

  it('groups by date ascending with frames by start time, holidays included', () => {
    const groups = groupFramesByDate(
      [frame(1, '2026-04-02', '11:00:00'), frame(2, '2026-04-01', '12:00:00'), frame(3, '2026-04-01', '11:00:00')],
      ['2026-04-03'],
    );
    expect(groups.map((group) => [group.date, group.holiday, group.list.map((f) => f.id_delivery_time_frame)])).toEqual(
      [
        ['2026-04-01', false, [3, 2]],
        ['2026-04-02', false, [1]],
        ['2026-04-03', true, []],
      ],
    );
  });
});
