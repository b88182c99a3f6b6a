import '@careportal/ui/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterLoad } from './afterLoad';
import { AppProviders } from './App';
import { lazySignIn } from './auth/lazySignIn';
import { signInHint, signInReturnPath } from './auth/returnPath';
import { config } from './config';
import { routerNavigation } from './navigation';
import { preloadPage } from './pageModules';
import { buildRoutes, routeForPath } from './routes';
import { takeSavedCart } from './shell/cart';
import { loadLocale, storedLocale, type LoadedLocale } from './shell/locale';

// Chinese and Tamil faces once the page has loaded: their rules (29 kB for Chinese) would otherwise be fetched and
// parsed before the first paint, which on a slow phone delays it. Until they arrive, the text shows in the
// system's font. The font files themselves are fetched only for a page that shows those scripts.
afterLoad(() => {
  import('@careportal/ui/fonts-chinese.css').catch(() => undefined);
  import('@careportal/ui/fonts-tamil.css').catch(() => undefined);
});

const router = createBrowserRouter(buildRoutes());
const navigation = routerNavigation(router);
// MSAL loads on demand: at once only when the visitor may be signed in (an account in its cache, or a sign-in
// coming back right now); otherwise when they ask to sign in or open a page that needs it.
const signIn = lazySignIn(() =>
  import('./auth/msalSession').then((module) => module.loadSignIn(config.auth, window.location.origin)),
);
const hint = signInHint(localStorage, window.location);
if (hint !== 'none') signIn.load().catch(() => undefined);
// The page's own code downloads alongside: the page a sign-in returns to, or the one opened, unless it needs a
// sign-in this visitor does not have.
const route = routeForPath(signInReturnPath(window.location) ?? window.location.pathname);
if (route !== undefined && (hint !== 'none' || !route.requiresAuth)) preloadPage(route.kind);
// Restored once at startup, then removed from storage; kept while a sign-in response is read, as MSAL may then
// load the page the sign-in started on (the cart review), which takes it.
const savedCart = takeSavedCart(localStorage, { keep: hint === 'returning' });
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const root = createRoot(container);

function render(locale?: LoadedLocale) {
  root.render(
    <StrictMode>
      <AppProviders
        signIn={signIn}
        signInHint={hint}
        navigation={navigation}
        savedCart={savedCart}
        {...(locale === undefined ? {} : { locale })}
      >
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// The first paint is in the language last chosen on this device: a language other than English arrives (its
// chunk, beside the page's own) before anything renders; if it cannot, the page shows in English.
const locale = storedLocale();
if (locale === 'en') render();
else
  loadLocale(locale).then(render, () => {
    render();
  });
