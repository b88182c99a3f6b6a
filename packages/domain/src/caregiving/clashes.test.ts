import { describe, expect, it } from 'vitest';

import { CLASH_TRAVEL, distanceKm, findClashes, travelMinutes, type CareEvent } from './clashes.js';

// Real places: Tampines and Jurong East MRT stations, and Tampines Hub, about 1 km from the station.
const TAMPINES = { id: 'tampines', latitude: 1.35459, longitude: 103.94285 };
const TAMPINES_HUB = { id: 'tampines-hub', latitude: 1.35327, longitude: 103.94079 };
const JURONG_EAST = { id: 'jurong-east', latitude: 1.33315, longitude: 103.74228 };

/** A booking on 2 March 2027, Singapore time, from `from` to `to` ('09:00'). */
function event(id: string, personId: string, from: string, to: string, centre = TAMPINES): CareEvent {
  return {
    id,
    personId,
    startsAt: new Date(`2027-03-02T${from}:00+08:00`),
    endsAt: new Date(`2027-03-02T${to}:00+08:00`),
    centre,
  };
}

describe('distanceKm', () => {
  it('measures the great-circle distance', () => {
    expect(distanceKm(TAMPINES, JURONG_EAST)).toBeCloseTo(22.4, 1);
    expect(distanceKm(JURONG_EAST, TAMPINES)).toBeCloseTo(distanceKm(TAMPINES, JURONG_EAST), 9);
    expect(distanceKm(TAMPINES, TAMPINES)).toBe(0);
  });
});

describe('travelMinutes', () => {
  it('allows nothing within one centre or with an unknown one', () => {
    expect(travelMinutes(TAMPINES, TAMPINES)).toBe(0);
    expect(travelMinutes(TAMPINES, { ...TAMPINES })).toBe(0);
    expect(travelMinutes(null, TAMPINES)).toBe(0);
    expect(travelMinutes(TAMPINES, null)).toBe(0);
  });

  it('allows the changeover and the road journey, rounded up to 5 minutes', () => {
    // 0.27 km: 10 minutes' changeover and under a minute on the road.
    expect(travelMinutes(TAMPINES, TAMPINES_HUB)).toBe(15);
    // 22.4 km × 1.4 at 25 km/h is 75.2 minutes; with the changeover 85.2, so 90.
    expect(travelMinutes(TAMPINES, JURONG_EAST)).toBe(90);
    expect(travelMinutes(JURONG_EAST, TAMPINES)).toBe(90);
    expect(travelMinutes(TAMPINES, JURONG_EAST) % CLASH_TRAVEL.roundToMinutes).toBe(0);
  });

  it('refuses coordinates that are not numbers', () => {
    expect(() => travelMinutes(TAMPINES, { id: 'x', latitude: Number.NaN, longitude: 103.9 })).toThrow(
      RangeError,
    );
  });
});

describe('findClashes', () => {
  it('finds nothing in an empty week or a lone booking', () => {
    expect(findClashes([])).toEqual([]);
    expect(findClashes([event('a', 'mum', '09:00', '10:00')])).toEqual([]);
  });

  it('finds two people booked at the same time, whichever is listed first', () => {
    const mum = event('mum-gym', 'mum', '09:00', '10:00');
    const dad = event('dad-dental', 'dad', '09:30', '10:15');
    const expected = [{ first: mum, second: dad, kind: 'overlap', gapMinutes: -30, travelMinutes: 0 }];
    expect(findClashes([mum, dad])).toEqual(expected);
    expect(findClashes([dad, mum])).toEqual(expected);
  });

  it('lets a booking end exactly when the next starts at the same centre', () => {
    expect(findClashes([event('a', 'mum', '09:00', '10:00'), event('b', 'dad', '10:00', '11:00')])).toEqual(
      [],
    );
  });

  it('counts the journey between two centres, a gap as long as the journey being enough', () => {
    const mum = event('mum', 'mum', '09:00', '10:00', TAMPINES);
    const tooSoon = event('dad', 'dad', '11:25', '12:00', JURONG_EAST);
    expect(findClashes([mum, tooSoon])).toEqual([
      { first: mum, second: tooSoon, kind: 'travel', gapMinutes: 85, travelMinutes: 90 },
    ]);
    expect(findClashes([mum, event('dad', 'dad', '11:30', '12:00', JURONG_EAST)])).toEqual([]);
    // Touching bookings at two centres a few hundred metres apart still need the changeover.
    expect(findClashes([mum, event('dad', 'dad', '10:00', '10:30', TAMPINES_HUB)])).toHaveLength(1);
    expect(findClashes([mum, event('dad', 'dad', '10:15', '10:45', TAMPINES_HUB)])).toEqual([]);
  });

  it('counts the journey only to the next booking the caregiver goes to', () => {
    // Mum at Tampines, then Dad at Tampines Hub, then Mum again at Tampines: the long way is never travelled.
    const first = event('a', 'mum', '09:00', '10:00', TAMPINES);
    const middle = event('b', 'dad', '10:15', '10:45', TAMPINES_HUB);
    const last = event('c', 'mum', '11:00', '12:00', TAMPINES);
    expect(findClashes([first, middle, last])).toEqual([]);
    // Two bookings starting together after the first are both the next one.
    const twins = [event('d', 'dad', '10:05', '10:30', TAMPINES_HUB), event('e', 'gran', '10:05', '10:30')];
    const found = findClashes([first, ...twins]);
    expect(found.map((c) => [c.first.id, c.second.id, c.kind])).toEqual([
      ['a', 'd', 'travel'],
      ['d', 'e', 'overlap'],
    ]);
  });

  it("counts one person's own double booking, and a booking inside a longer one", () => {
    const long = event('long', 'mum', '09:00', '12:00');
    const inside = event('inside', 'mum', '10:00', '10:30');
    expect(findClashes([inside, long]).map((c) => [c.first.id, c.second.id, c.kind])).toEqual([
      ['long', 'inside', 'overlap'],
    ]);
  });

  it('refuses a booking that does not end after it starts', () => {
    expect(() => findClashes([event('a', 'mum', '10:00', '10:00')])).toThrow(RangeError);
    expect(() =>
      findClashes([{ ...event('a', 'mum', '10:00', '11:00'), startsAt: new Date(Number.NaN) }]),
    ).toThrow(RangeError);
  });
});
