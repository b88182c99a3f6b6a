import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FORCE_REFRESH_PARAM, denticareSessionId, refreshDenticareSessionId } from './session';

/** The router locations whose forced refresh was done (React may run a state initialiser twice). */
const refreshedLocations = new Set<string>();

/**
 * The Denticare session id of this tab (see ./session). On a page opened with `?refresh`, a forced refresh
 * makes a new id (the old one kept as the backup) once, and the parameter leaves the address, so a later
 * reload keeps the new session.
 */
export function useDenticareSession(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const forced = new URLSearchParams(location.search).has(FORCE_REFRESH_PARAM);
  const [sessionId] = useState(() => {
    if (forced && !refreshedLocations.has(location.key)) {
      refreshedLocations.add(location.key);
      return refreshDenticareSessionId();
    }
    return denticareSessionId();
  });
  useEffect(() => {
    if (!forced) return;
    const search = new URLSearchParams(location.search);
    search.delete(FORCE_REFRESH_PARAM);
    const rest = search.toString();
    void navigate(`${location.pathname}${rest === '' ? '' : `?${rest}`}`, {
      replace: true,
      state: location.state as unknown,
    });
  }, [forced, location.pathname, location.search, location.state, navigate]);
  return sessionId;
}
