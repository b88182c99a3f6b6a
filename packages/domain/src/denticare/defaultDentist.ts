import { NO_PREFERENCE_DENTIST } from '../constants.js';

/** A Denticare dentist ("resource") as far as the default rule reads it. */
export interface NamedDentist {
  resourceName: string;
}

/**
 * Whether a dentist is the default one. Seed 001: "A resource named 'No preference' is the default dentist": the
 * name as the API gives it, exactly.
 */
export function isDefaultDentist(resource: NamedDentist): boolean {
  return resource.resourceName === NO_PREFERENCE_DENTIST;
}

/**
 * The dentist chosen when the person has chosen none yet (seed 001, booking step 1: "A 'No preference' dentist is
 * auto-selected when no dentist is chosen yet"): 'No preference', else the first of the list, else none.
 */
export function defaultDentist<T extends NamedDentist>(resources: readonly T[]): T | undefined {
  return resources.find(isDefaultDentist) ?? resources[0];
}
