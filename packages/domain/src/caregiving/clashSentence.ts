import { formatMessage } from '../messages/format.js';
import { careCalendarPageMessages } from '../messages/pagesCareCalendar.js';
import type { CareClash } from './clashes.js';

/** One booking of a clash, as the sentence names it. */
export interface ClashParty {
  /** The person's name. */
  person: string;
  /** The programme or dental service. */
  event: string;
  /** Its time, as the page writes it ('09:00 AM to 09:45 AM'). */
  time: string;
  /** The centre's name. */
  centre: string;
}

/**
 * How a clash is said, once for the care calendar and for a time about to be chosen: 'at the same time' for an
 * overlap, else how many minutes the second starts after the first ends and how long the journey between the
 * centres takes. `day` is the day as the page writes it.
 */
export function clashSentence(
  clash: Pick<CareClash, 'kind' | 'gapMinutes' | 'travelMinutes'>,
  first: ClashParty,
  second: ClashParty,
  day: string,
): string {
  const text = careCalendarPageMessages;
  return clash.kind === 'overlap'
    ? formatMessage(text.clashOverlap, {
        firstPerson: first.person,
        firstEvent: first.event,
        firstTime: first.time,
        secondPerson: second.person,
        secondEvent: second.event,
        secondTime: second.time,
        day,
      })
    : formatMessage(text.clashTravel, {
        firstPerson: first.person,
        firstEvent: first.event,
        firstCentre: first.centre,
        secondPerson: second.person,
        secondEvent: second.event,
        secondCentre: second.centre,
        gap: clash.gapMinutes,
        travel: clash.travelMinutes,
        day,
      });
}
