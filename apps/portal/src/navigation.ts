import type { DataRouter } from 'react-router';

/** In-app navigation for code that sits above the router (the API client, the session). */
export interface Navigation {
  navigate: (to: string) => void;
  currentPath: () => string;
}

/** Navigation through the app's data router. */
export function routerNavigation(router: DataRouter): Navigation {
  return {
    navigate: (to) => {
      void router.navigate(to);
    },
    currentPath: () => router.state.location.pathname,
  };
}

/** Full page loads, for when there is no router. */
export const browserNavigation: Navigation = {
  navigate: (to) => {
    window.location.assign(to);
  },
  currentPath: () => window.location.pathname,
};
