/**
 * Outside systems, each behind an interface with a sandbox implementation (see README.md in this folder).
 *
 * The platform has none yet; feature work adds them here (postal lookup, card gateway, bank, mail and SMS) and
 * `buildApp({ adapters })` takes overrides, so tests and local runs never call a real outside system.
 */

/** Every adapter the app uses. Each key is added with its interface and sandbox. */
export type Adapters = Record<string, unknown>;

/** The sandbox adapters, used unless configuration names real ones. */
export function sandboxAdapters(): Adapters {
  return {};
}
