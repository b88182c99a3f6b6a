import type { IPublicClientApplication } from '@azure/msal-browser';
import { messages } from '@careportal/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/renderRoute';
import { lazySignIn, type LoadedSignIn, type SessionBridgeProps } from './lazySignIn';
import type { AuthService } from './msal';
import type { Session } from './session';

/**
 * The sign-in as the app loads it, with MSAL replaced: `importer` resolves when `finish` is called, to a bridge
 * that reports the given session.
 */
function deferredSignIn(outcome: 'signed-in' | 'signed-out') {
  const providerSignIn = vi.fn<Session['signIn']>();
  const providerSignOut = vi.fn();
  const session: Session =
    outcome === 'signed-in'
      ? {
          status: 'signed-in',
          customer: { name: 'Tan Ah Kow', categoryName: null },
          signIn: providerSignIn,
          signOut: providerSignOut,
        }
      : { status: 'signed-out', signIn: providerSignIn, signOut: providerSignOut };
  function SessionBridge({ onSession }: SessionBridgeProps) {
    useEffect(() => {
      onSession(session);
    }, [onSession]);
    return null;
  }
  const auth: AuthService = {
    account: () => null,
    getToken: () => Promise.resolve(outcome === 'signed-in' ? 'access-token-1' : ''),
    signIn: () => Promise.resolve(),
    signOut: () => Promise.resolve(),
  };
  let finish: () => void = () => undefined;
  const importer = vi.fn(
    () =>
      new Promise<LoadedSignIn>((resolve) => {
        finish = () => {
          resolve({ instance: {} as IPublicClientApplication, auth, SessionBridge });
        };
      }),
  );
  return {
    signIn: lazySignIn(importer),
    importer,
    finish: () => {
      finish();
    },
    providerSignIn,
  };
}

describe('the sign-in, loaded on demand', () => {
  it('is not downloaded for a visitor who never signed in, until they press Login', async () => {
    const { signIn, importer, finish, providerSignIn } = deferredSignIn('signed-out');
    const user = userEvent.setup();
    renderRoute('/', { signIn, signInHint: 'none' });
    const login = within(await screen.findByRole('banner')).getByRole('button', {
      name: messages.labels.login,
    });
    expect(importer).not.toHaveBeenCalled();

    await user.click(login);
    expect(importer).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(providerSignIn).toHaveBeenCalledWith('/', undefined);
    });
  });

  it('shows a returning customer their page at once, and neither Login nor the menu until MSAL knows', async () => {
    const { signIn, importer, finish } = deferredSignIn('signed-in');
    renderRoute('/profile', { signIn, signInHint: 'cached' });
    expect(
      await screen.findByRole('heading', { level: 1, name: messages.labels.myProfile }),
    ).toBeInTheDocument();
    expect(importer).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: messages.labels.login })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hello/ })).not.toBeInTheDocument();

    await act(async () => {
      finish();
      await Promise.resolve();
    });
    expect(await screen.findByRole('button', { name: /Hello, Tan Ah Kow/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.labels.login })).not.toBeInTheDocument();
  });

  it('sends someone whose cached account MSAL no longer signs in to sign in, back to the same page', async () => {
    const { signIn, finish, providerSignIn } = deferredSignIn('signed-out');
    renderRoute('/profile', { signIn, signInHint: 'cached' });
    await act(async () => {
      finish();
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(providerSignIn).toHaveBeenCalledWith('/profile');
    });
  });

  it('checks the sign-in before showing a page that needs it when nothing is cached', async () => {
    const { signIn, importer, finish, providerSignIn } = deferredSignIn('signed-out');
    renderRoute('/cards', { signIn, signInHint: 'none' });
    expect(await screen.findByRole('progressbar', { name: /Checking your sign-in/ })).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await act(async () => {
      finish();
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(providerSignIn).toHaveBeenCalledWith('/cards');
    });
  });
});
