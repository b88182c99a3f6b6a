import { describe, expect, it } from 'vitest';
import {
  NO_SLOT_CHOICE,
  chooseSlotPart,
  slotChoiceOf,
  withHeldSlot,
  type DenticareFreeTime,
  type DenticareSlotChoice,
} from './slotChoice.js';

const everything: DenticareSlotChoice = {
  centerId: 'bedok',
  resourceId: 'dr-lim',
  month: '2026-12',
  date: '2026-12-03',
  timeSlot: '09:45 am',
};

const held = {
  monthAndYear: '2026-12',
  dayOfMonth: '03',
  timeSlot: '09:45 AM',
  startsAt: '2026-12-03T01:45:00.000Z',
};

const nine: DenticareFreeTime = [
  '09:00 am',
  { startsAt: '2026-12-03T01:00:00.000Z', endsAt: '2026-12-03T01:45:00.000Z' },
];
const eleven: DenticareFreeTime = [
  '11:15 am',
  { startsAt: '2026-12-03T03:15:00.000Z', endsAt: '2026-12-03T04:00:00.000Z' },
];

describe('choosing a part of a Denticare slot', () => {
  it('a centre clears the dentist, the month, the day and the time', () => {
    expect(chooseSlotPart(everything, 'centerId', 'jurong')).toEqual({
      ...NO_SLOT_CHOICE,
      centerId: 'jurong',
    });
  });

  it('a dentist clears the month onwards, keeping the centre', () => {
    expect(chooseSlotPart(everything, 'resourceId', 'dr-tan')).toEqual({
      ...NO_SLOT_CHOICE,
      centerId: 'bedok',
      resourceId: 'dr-tan',
    });
  });

  it('a month clears the day and the time; a day the time', () => {
    expect(chooseSlotPart(everything, 'month', '2027-01')).toEqual({
      ...everything,
      month: '2027-01',
      date: null,
      timeSlot: null,
    });
    expect(chooseSlotPart(everything, 'date', '2026-12-04')).toEqual({
      ...everything,
      date: '2026-12-04',
      timeSlot: null,
    });
  });

  it('a time is kept lower-cased, as the API keys it', () => {
    expect(chooseSlotPart(everything, 'timeSlot', '10:30 AM').timeSlot).toBe('10:30 am');
    expect(chooseSlotPart(everything, 'timeSlot', null).timeSlot).toBeNull();
  });
});

describe('the choice an appointment restores', () => {
  const appointment = { centerId: 'bedok', resourceId: 'dr-lim', ...held };

  it('is its centre, dentist, month, day and lower-cased time', () => {
    expect(slotChoiceOf(appointment, false)).toEqual(everything);
  });

  it('leaves the time blank when the appointment is being changed', () => {
    expect(slotChoiceOf(appointment, true)).toEqual({ ...everything, timeSlot: null });
  });
});

describe('the free times with the held slot', () => {
  it('offers the held slot on its day, in time order, one session long', () => {
    expect(withHeldSlot([nine, eleven], held, '2026-12-03')).toEqual([
      nine,
      ['09:45 am', { startsAt: held.startsAt, endsAt: '2026-12-03T02:30:00.000Z' }],
      eleven,
    ]);
  });

  it('offers it once when the free times have it already, whatever its case', () => {
    const free: DenticareFreeTime[] = [nine, ['09:45 AM', { startsAt: held.startsAt, endsAt: 'x' }]];
    expect(withHeldSlot(free, held, '2026-12-03')).toEqual(free);
  });

  it('leaves the free times of another day, or without a hold, as they are', () => {
    expect(withHeldSlot([nine], held, '2026-12-04')).toEqual([nine]);
    expect(withHeldSlot([nine], null, '2026-12-03')).toEqual([nine]);
    expect(withHeldSlot([], held, null)).toEqual([]);
  });
});
