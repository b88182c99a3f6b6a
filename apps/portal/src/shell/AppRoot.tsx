import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useNavigate } from 'react-router';
import { useAppHref } from './routerHref';
import { ShellBanners } from './ShellBanners';

/** The root route: the page banners, and ui links and menu items navigating through the app's router. */
export function AppRoot() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider
      navigate={(path) => {
        void navigate(path);
      }}
      useHref={useAppHref}
    >
      <ShellBanners />
      <Outlet />
    </AriaRouterProvider>
  );
}
