import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ViewAsScope } from '../../data/ApiProvider';
import { getViewAsClientId, setViewAsClientId } from '../../storage';
import { useAppConfigSettled, useDisabledLovedOne, useRemoteAppConfig } from '../../shell/appConfig';

/** Whom the customer acts for on the profile page. */
export interface ActingFor {
  /** The loved one's id, or null when the customer acts for themselves. */
  lovedOneId: string | null;
  /** Acts for the loved one with `id`, or for oneself with null; every call then sends (or drops) `view-as`. */
  actFor: (id: string | null) => void;
  /** Whether the loved-one feature is on (remote configuration disabledLovedOne is false). */
  lovedOnesEnabled: boolean;
  /** Whether that is known yet: the remote configuration has answered (or failed, and the default stands). */
  lovedOnesKnown: boolean;
}

const ActingForContext = createContext<ActingFor | null>(null);

/**
 * Keeps whom the customer acts for: the `view-as` client id in session storage (which the API client sends)
 * and the same id in state, so that data keyed by it reloads when it changes. With the loved-one feature
 * switched off remotely, the customer always acts for themselves.
 */
export function ActingForProvider({ children }: { children: ReactNode }) {
  const [chosen, setChosen] = useState(getViewAsClientId);
  const remoteLoaded = useRemoteAppConfig() !== null;
  const lovedOnesEnabled = !useDisabledLovedOne();
  const lovedOnesKnown = useAppConfigSettled();
  // Until the configuration has loaded the stored choice stands (it is what the client sends); once the
  // feature is known to be off, nobody acts for a loved one.
  const lovedOneId = remoteLoaded && !lovedOnesEnabled ? null : chosen;
  if (lovedOneId === null && getViewAsClientId() !== null) {
    // The header must match the key before any call below is made; clearing twice is harmless.
    setViewAsClientId(null);
  }

  const actFor = useCallback((id: string | null) => {
    setViewAsClientId(id);
    setChosen(id);
  }, []);

  const value = useMemo(
    () => ({ lovedOneId, actFor, lovedOnesEnabled, lovedOnesKnown }),
    [lovedOneId, actFor, lovedOnesEnabled, lovedOnesKnown],
  );
  // The calls below follow the choice at once: every read's key holds the person, so each reads again.
  return (
    <ActingForContext.Provider value={value}>
      <ViewAsScope viewAs={lovedOneId} isolated={false}>
        {children}
      </ViewAsScope>
    </ActingForContext.Provider>
  );
}

/** Whom the customer acts for, or null outside an {@link ActingForProvider}. */
export function useOptionalActingFor(): ActingFor | null {
  return useContext(ActingForContext);
}

/** Whom the customer acts for; needs an {@link ActingForProvider} above. */
export function useActingFor(): ActingFor {
  const value = useContext(ActingForContext);
  if (!value) throw new Error('useActingFor needs an ActingForProvider above it.');
  return value;
}
