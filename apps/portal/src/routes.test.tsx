import { messages } from '@careportal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { copy, documentTitle } from './copy';
import { ROUTES, type PortalRoute } from './routes';
import { renderRoute, samplePath, signedInSession } from './test/renderRoute';

/**
 * Pages that leave for a not-found page when what they name is unknown (as the sample id is): the public links
 * /appt/:id and /inv/:id (src/publicLinks/publicLinks.test.tsx renders each with its title on a known link) and
 * the programme showcases /programmes/:slug and /ServiceType/:id (Screens/Public/Showcase and
 * e2e/public-showcase.e2e.ts open each programme by its slug and by its id).
 */
const KNOWN_CONTENT_KINDS = new Set(['appt', 'inv', 'programme']);
const pages = ROUTES.filter((route) => route.kind !== 'login' && !KNOWN_CONTENT_KINDS.has(route.kind));

/**
 * Routes whose sample path must name real content, and the h1 that content shows: a help-centre topic or entry
 * (domain HELP_TOPICS) is headed by its own title; an unknown one is not found (tested below).
 */
const CONTENT_SAMPLES: Readonly<Record<string, { path: string; heading: string }>> = {
  '/faq/:category': { path: '/faq/egiro', heading: 'eGIRO' },
  '/faq/:category/:slug': {
    path: '/faq/egiro/deduction-date',
    heading: 'When will the money be deducted?',
  },
};

function Boom(): never {
  throw new Error('The page failed to render');
}

describe('the route table', () => {
  it('has one entry per path and per name', () => {
    expect(new Set(ROUTES.map((route) => route.path.toLowerCase())).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
  });

  it.each(pages.map((route): [string, PortalRoute] => [route.path, route]))(
    '%s renders its page with its title',
    async (_path, route) => {
      const content = CONTENT_SAMPLES[route.path];
      renderRoute(content?.path ?? samplePath(route.path), { session: signedInSession() });
      // The home page is My Services for a signed-in person.
      const title = route.signedInTitle ?? route.title;
      // A page that loads on demand may take a moment to arrive on a busy machine.
      expect(
        await screen.findByRole('heading', { level: 1, name: content?.heading ?? title }),
      ).toBeInTheDocument();
      await waitFor(() => {
        expect(document.title).toBe(documentTitle(title));
      });
    },
  );

  it('says honestly that a page is still being built', async () => {
    renderRoute('/check-in-check-out', { session: signedInSession() });
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.titles.checkInCheckOut }),
    ).toBeInTheDocument();
    expect(screen.getByText(copy.comingSoon)).toBeInTheDocument();
  });

  it.each(['/faq/no-such-topic', '/faq/egiro/no-such-question', '/faq/no-such-topic/deduction-date'])(
    '%s (help content that does not exist) goes to the not-found page',
    async (path) => {
      const { router } = renderRoute(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: messages.generic.notFoundTitle }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/page-not-found');
    },
  );

  it('sends the login return (email, success, message) home', async () => {
    const { router } = renderRoute('/login?email=a%40b.sg&success=true&message=ok');
    expect(await screen.findByRole('heading', { level: 1, name: copy.titles.home })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('paths that match nothing', () => {
  it.each(['/no-such-page', '/profile/extra/segments', '/inv/1/2'])(
    '%s goes to the not-found page',
    async (path) => {
      const { router } = renderRoute(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: messages.generic.notFoundTitle }),
      ).toBeInTheDocument();
      expect(screen.getByText(messages.generic.notFoundBody)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: messages.generic.notFoundAction })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/page-not-found');
    },
  );

  it.each(['/denticare/unknown', '/denticare/appointment', '/denticare/book-appointment/extra'])(
    '%s goes to the Denticare not-found page',
    async (path) => {
      const { router } = renderRoute(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: messages.generic.notFoundTitle }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/denticare/page-not-found');
    },
  );
});

describe('a page that fails to render', () => {
  it.each([
    ['/profile', 'Profile'],
    ['/denticare/book-appointment', 'DenticareBookAppointment'],
    ['/inv/42', 'EInvoiceDetail'],
    ['/appt/7', 'AppointmentReminderDetail'],
    ['/check-in-check-out/org/3', 'CheckInCheckOutOrganisation'],
  ])('on %s shows its group error screen, whose Retry reloads', async (path, failingRoute) => {
    const reload = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute(path, {
      session: signedInSession(),
      reload,
      renderPage: (route) => (route.name === failingRoute ? <Boom /> : null),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: messages.generic.somethingWentWrong }),
    ).toBeInTheDocument();
    // The frame stays, so the person can still find help or go home.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: messages.generic.retry }));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});

describe('the frame', () => {
  it('frames home for visitors, with the logo home, cart, help and Login', async () => {
    renderRoute('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: new RegExp(copy.siteName) })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(banner).getByRole('link', { name: copy.cart })).toHaveAttribute('href', '/cart-review');
    expect(within(banner).getByRole('button', { name: messages.labels.help })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: messages.labels.login })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: messages.labels.faq })).toHaveAttribute('href', '/faq');
    expect(within(footer).getByRole('link', { name: /Privacy Policy/ })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /Facebook/ })).toBeInTheDocument();
  });

  it('says "You have logged out" on the home page the provider returns to after Log Out, once', async () => {
    // As MSAL hands it back: its own state, then the portal's.
    const { router } = renderRoute('/?state=eyJpZCI6IjAxIn0%3D%7Clogged-out');
    expect(await screen.findByText(messages.auth.loggedOut)).toBeInTheDocument();
    expect(screen.getByText(messages.auth.loggedOut).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: copy.titles.home })).toBeInTheDocument();
    // The query is taken off the address: a reload or a bookmark does not say it again.
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
    expect(screen.getByText(messages.auth.loggedOut)).toBeInTheDocument();
  });

  it('says nothing of logging out on a home page opened otherwise', async () => {
    renderRoute('/?state=something-else');
    expect(await screen.findByRole('heading', { level: 1, name: copy.titles.home })).toBeInTheDocument();
    expect(screen.queryByText(messages.auth.loggedOut)).toBeNull();
  });

  it('asks to sign in and come back to the page where Login was pressed', async () => {
    const session = { ...signedInSession(), status: 'signed-out' as const, customer: undefined };
    renderRoute('/product/7?offer=2', { session });
    await userEvent.click(await screen.findByRole('button', { name: messages.labels.login }));
    expect(session.signIn).toHaveBeenCalledWith('/product/7?offer=2');
  });

  it('sends a visitor to sign in from a page that needs it, and back to that page afterwards', async () => {
    const session = { ...signedInSession(), status: 'signed-out' as const, customer: undefined };
    renderRoute('/invoice/42?page=2', { session });
    expect(await screen.findByRole('progressbar', { name: copy.takingYouToSignIn })).toBeInTheDocument();
    expect(session.signIn).toHaveBeenCalledWith('/invoice/42?page=2');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    // Meanwhile the public layout, never the standard frame: no cart, no Login.
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('link', { name: copy.cart })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: messages.labels.login })).not.toBeInTheDocument();
  });

  it('shows a visitor a Denticare page in the public layout: the logo bar, the card and the five footer links', async () => {
    renderRoute('/denticare/book-appointment');
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.titles.denticareBook }),
    ).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: new RegExp(copy.siteName) })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(banner).queryByRole('link', { name: copy.cart })).not.toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    for (const name of ['Privacy Policy', 'Feedback', 'Forms', 'Brochures', 'Report Vulnerability']) {
      expect(within(footer).getByRole('link', { name: new RegExp(name) })).toBeInTheDocument();
    }
  });

  it('waits for sign-in to start before deciding, without sending anyone away', async () => {
    const session = { ...signedInSession(), status: 'starting' as const, customer: undefined };
    renderRoute('/profile', { session });
    expect(await screen.findByRole('progressbar', { name: copy.checkingSignIn })).toBeInTheDocument();
    expect(session.signIn).not.toHaveBeenCalled();
  });

  it('shows the eGIRO landing page in the public layout, even when signed in: the brand, no cart, and the footer', async () => {
    const session = signedInSession({ name: 'Tan Ah Kow', categoryName: 'Active Ageing' });
    renderRoute('/egiro-landing', { session });
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.titles.egiroLanding }),
    ).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: new RegExp(copy.siteName) })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(banner).queryByRole('link', { name: copy.cart })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('TAN AH KOW');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: /Privacy Policy/ })).toBeInTheDocument();
  });

  it('opens the support dialog from Help', async () => {
    renderRoute('/', { session: signedInSession() });
    await userEvent.click(await screen.findByRole('button', { name: messages.labels.help }));
    const dialog = await screen.findByRole('dialog', { name: messages.labels.supportTitle });
    expect(within(dialog).getByRole('link', { name: /Contact us/ })).toBeInTheDocument();
  });

  it("opens the user menu under the customer's name and logs out from it", async () => {
    const session = signedInSession({ name: 'Tan Mei Ling', categoryName: 'Active Ageing' });
    renderRoute('/profile', { session });
    await userEvent.click(await screen.findByRole('button', { name: 'Hello, Tan Mei Ling' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      messages.labels.myServices,
      messages.labels.registerService,
      messages.labels.bookDentalAppointment,
      messages.labels.myProfile,
      messages.labels.finance,
      messages.labels.helpCentre,
      expect.stringContaining(messages.labels.linkpass) as unknown,
      messages.labels.logout,
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: messages.labels.logout }));
    expect(session.signOut).toHaveBeenCalledTimes(1);
  });
});
