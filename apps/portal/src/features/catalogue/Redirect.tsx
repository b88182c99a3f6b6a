import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Moves to another address in place of this one. Not react-router's <Navigate>: no page in the first download uses
 * it, so a lazy page importing it splits the router (and what shares its chunk) out of the first download, +5 kB.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
