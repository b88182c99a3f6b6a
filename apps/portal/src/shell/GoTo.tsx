import { PageLoading } from '@careportal/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Replaces the page with `path`, as react-router's `<Navigate replace>` does, showing the page's loading state
 * meanwhile. Not `Navigate` itself: a lazy page that imports it makes the bundler split react-router out of the
 * first download into some twenty small chunks, 6 kB more gzip on every route (apps/portal/budget).
 */
export function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(path, { replace: true });
  }, [navigate, path]);
  return <PageLoading />;
}
