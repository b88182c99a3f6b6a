import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './App';
import { createMsalInstance } from './auth/msal';
import { config } from './config';
import { routerNavigation } from './navigation';
import { buildRoutes } from './routes';
import { takeSavedCart } from './shell/cart';

const router = createBrowserRouter(buildRoutes());
const navigation = routerNavigation(router);
const msal = createMsalInstance(config.auth);
// Restored once at startup, then removed from storage.
const savedCart = takeSavedCart();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppProviders msal={msal} navigation={navigation} savedCart={savedCart}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
