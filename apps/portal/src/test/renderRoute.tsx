import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../App';
import type { Customer, Session } from '../auth/session';
import { buildRoutes, type BuildRoutesOptions } from '../routes';

/** A signed-in session for tests, with spies for sign-in and sign-out. */
export function signedInSession(customer: Partial<Customer> = {}): Session {
  return {
    status: 'signed-in',
    customer: { name: 'Tan Mei Ling', categoryName: null, ...customer },
    signIn: vi.fn(),
    signOut: vi.fn(),
  };
}

/** A concrete path for a table path: each `:param` becomes `sample-param`. */
export function samplePath(path: string): string {
  return path.replace(/:(\w+)/g, 'sample-$1');
}

/** Renders the real route table at `path` in a memory router. */
export function renderRoute(
  path: string,
  options: BuildRoutesOptions & { session?: Session } = {},
): { router: DataRouter } {
  const { session, ...routeOptions } = options;
  const router = createMemoryRouter(buildRoutes(routeOptions), { initialEntries: [path] });
  render(
    <AppProviders session={session}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router };
}
