/**
 * The programme showcase content per environment (seed 001 section 3, "Programme showcase entry": content exists
 * for alpha, qa, uat and prod; the uat set is the one used). The seed stores the set the configuration names
 * (API_SHOWCASE_CONTENT, uat by default) in programme_showcases; GET public/v1/showcases answers from there.
 *
 * qa and prod carry the uat content. alpha, as the seeds say, names the first programme with a QA suffix, gives
 * it another id, and holds only Circuit Training and Gym Tonic.
 */
import { SHOWCASES } from './seed-data.ts';

/** The environments that have a content set. */
export const SHOWCASE_CONTENT_SETS = ['alpha', 'qa', 'uat', 'prod'] as const;
/** One of {@link SHOWCASE_CONTENT_SETS}. */
export type ShowcaseContentSet = (typeof SHOWCASE_CONTENT_SETS)[number];
/** The set used unless configured otherwise. */
export const DEFAULT_SHOWCASE_CONTENT_SET: ShowcaseContentSet = 'uat';

/** A showcase of a set; `idKey` is the key its GUID is derived from (seed.ts seedId('showcase', idKey)). */
export type ShowcaseEntry = (typeof SHOWCASES)[number] & { idKey: string; displayName: string };

const uat: readonly ShowcaseEntry[] = SHOWCASES.map((s) => ({ ...s, idKey: s.slug, displayName: s.name }));

const alpha: readonly ShowcaseEntry[] = uat
  .filter((s) => s.slug === 'circuit-training' || s.slug === 'gym-tonic')
  .map((s, index) => (index === 0 ? { ...s, idKey: `alpha:${s.slug}`, displayName: `${s.name} QA` } : s));

/** The content sets by environment. */
export const SHOWCASE_CONTENT: Readonly<Record<ShowcaseContentSet, readonly ShowcaseEntry[]>> = {
  alpha,
  qa: uat,
  uat,
  prod: uat,
};
