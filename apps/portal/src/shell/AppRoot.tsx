import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router';

/** The root route: ui links and menu items navigate through the app's router. */
export function AppRoot() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider
      navigate={(path) => {
        void navigate(path);
      }}
      useHref={useHref}
    >
      <Outlet />
    </AriaRouterProvider>
  );
}
