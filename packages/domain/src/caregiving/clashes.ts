/**
 * The caregiver's week (issue 19): where a caregiver would have to be in two places at once.
 *
 * A caregiver brings the people they look after to their sessions, appointments and dental visits. Two bookings
 * clash when the caregiver cannot be at both: they overlap in time, or the second starts before the caregiver
 * can get there from the first one's centre. The travel time between two centres is estimated from their
 * coordinates: the great-circle distance, stretched by {@link CLASH_TRAVEL}'s road factor, at its door-to-door
 * speed, plus a changeover, rounded up to 5 minutes. Bookings at the same centre need no travel: one may end
 * exactly when the next starts.
 */

/** A point on the map: a centre's latitude and longitude, in degrees (WGS 84). */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** A centre where a booking takes place. */
export interface CareCentre extends GeoPoint {
  id: string;
}

/** One booking in a caregiver's week: a session, an appointment or a dental visit of one person. */
export interface CareEvent {
  id: string;
  /** The person it is for: the customer or one of their loved ones. */
  personId: string;
  startsAt: Date;
  endsAt: Date;
  /** Where it takes place; null when not known (then no travel time is counted to or from it). */
  centre: CareCentre | null;
}

/**
 * How travel between two centres is estimated: Singapore's roads are about 1.4 times the straight-line
 * distance, a door-to-door journey by bus, MRT or taxi averages about 25 km/h, and leaving one centre
 * and settling in at the next takes 10 minutes. Results are rounded up to whole 5 minutes.
 */
export const CLASH_TRAVEL = Object.freeze({
  roadFactor: 1.4,
  kilometresPerHour: 25,
  changeoverMinutes: 10,
  roundToMinutes: 5,
});

const EARTH_RADIUS_KM = 6371.0088;
const MS_PER_MINUTE = 60_000;

function radians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** The great-circle (haversine) distance between two points, in kilometres. */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The minutes to allow for getting from one centre to another ({@link CLASH_TRAVEL}): 0 for the same centre (or
 * when either is unknown), otherwise the changeover plus the road journey, rounded up to 5 minutes.
 *
 * @throws RangeError for a latitude or longitude that is not a finite number.
 */
export function travelMinutes(from: CareCentre | null, to: CareCentre | null): number {
  if (from === null || to === null || from.id === to.id) return 0;
  for (const point of [from, to]) {
    if (!Number.isFinite(point.latitude) || !Number.isFinite(point.longitude)) {
      throw new RangeError(`The centre ${point.id} has no valid coordinates.`);
    }
  }
  const { roadFactor, kilometresPerHour, changeoverMinutes, roundToMinutes } = CLASH_TRAVEL;
  const journey = ((distanceKm(from, to) * roadFactor) / kilometresPerHour) * 60;
  return Math.ceil((changeoverMinutes + journey) / roundToMinutes) * roundToMinutes;
}

/** Two bookings the caregiver cannot both attend. */
export interface CareClash<E extends CareEvent = CareEvent> {
  /** The one that starts first (by start, then end, then id). */
  first: E;
  second: E;
  /** `overlap`: they are at the same time; `travel`: the second starts before the caregiver can get there. */
  kind: 'overlap' | 'travel';
  /** Minutes from the first's end to the second's start (negative when they overlap). */
  gapMinutes: number;
  /** The minutes {@link travelMinutes} allows between their centres. */
  travelMinutes: number;
}

function byStart(a: CareEvent, b: CareEvent): number {
  return (
    a.startsAt.getTime() - b.startsAt.getTime() ||
    a.endsAt.getTime() - b.endsAt.getTime() ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/**
 * Every pair of bookings that clash, in the order of their first booking's start:
 *
 * - `overlap` when one starts before the other ends (bookings that only touch, one ending as the next starts,
 *   do not overlap);
 * - `travel` when they do not overlap, the second is the next booking to start once the first has ended (or
 *   one of several starting then), and the gap between them is shorter than {@link travelMinutes} between their
 *   centres. A gap exactly as long as the travel time is enough.
 *
 * Bookings of the same person count too: nobody can be in two places at once. Cancelled bookings are the
 * caller's to leave out.
 *
 * @throws RangeError for a booking whose end is not after its start, or a date that is not valid.
 */
export function findClashes<E extends CareEvent>(events: readonly E[]): CareClash<E>[] {
  for (const event of events) {
    const start = event.startsAt.getTime();
    const end = event.endsAt.getTime();
    if (Number.isNaN(start) || Number.isNaN(end) || end <= start) {
      throw new RangeError(`The booking ${event.id} must end after it starts.`);
    }
  }
  const sorted = [...events].sort(byStart);
  const clashes: CareClash<E>[] = [];
  sorted.forEach((first, index) => {
    const end = first.endsAt.getTime();
    let nextStart: number | undefined;
    for (const second of sorted.slice(index + 1)) {
      const start = second.startsAt.getTime();
      const gapMinutes = (start - end) / MS_PER_MINUTE;
      const travel = travelMinutes(first.centre, second.centre);
      if (start < end) {
        clashes.push({ first, second, kind: 'overlap', gapMinutes, travelMinutes: travel });
        continue;
      }
      // Only the next booking(s) to start after this one ends: the caregiver travels from here to there.
      nextStart ??= start;
      if (start !== nextStart) break;
      if (gapMinutes < travel) {
        clashes.push({ first, second, kind: 'travel', gapMinutes, travelMinutes: travel });
      }
    }
  });
  return clashes;
}
