import { DENTICARE_ERROR_ROUTE, messages } from '@careportal/domain';
import { ToastProvider } from '@careportal/ui';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setViewAsClientId } from '../storage';
import { envelope } from '../test/fakeMsal';
import { ApiProvider, useApiClient } from './ApiProvider';
import { apiUrl, fileNameFromDisposition } from './client';

const SUPPORT_EMAIL = 'support@provider.example.sg';

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

interface Setup {
  fetch?: typeof globalThis.fetch;
  token?: string;
  path?: string;
}

function setup({
  fetch = vi.fn<typeof globalThis.fetch>(),
  token = 'access-token-1',
  path = '/profile',
}: Setup = {}) {
  const signOut = vi.fn();
  const navigate = vi.fn();
  const getToken = () => Promise.resolve(token);
  const currentPath = () => path;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ToastProvider supportEmail={SUPPORT_EMAIL}>
        <ApiProvider
          baseUrl="http://127.0.0.1:4000"
          fetch={fetch}
          getToken={getToken}
          signOut={signOut}
          navigate={navigate}
          currentPath={currentPath}
        >
          {children}
        </ApiProvider>
      </ToastProvider>
    );
  }
  const { result } = renderHook(() => useApiClient(), { wrapper: Wrapper });
  return { client: () => result.current, signOut, navigate, fetch };
}

function headersOf(fetch: ReturnType<typeof vi.fn<typeof globalThis.fetch>>): Headers {
  return new Headers(fetch.mock.calls[0]?.[1]?.headers);
}

describe('the API client', () => {
  it('answers 401 "Your token is expired" without calling when a signed-in call has no token', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const { client } = setup({ fetch, token: '' });
    const result = await act(() => client().request('GET', 'auth/session'));
    expect(result).toMatchObject({ httpCode: 401, error: true, errorMessage: messages.auth.tokenMissing });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the bearer token, and view-as when acting for a loved one', async () => {
    setViewAsClientId('loved-one-7');
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(envelope(200, { data: { customer: { id: 'c1' } } })),
    );
    const { client } = setup({ fetch });
    const result = await act(() => client().request('GET', 'auth/session'));
    expect(fetch.mock.calls[0]?.[0]).toBe('http://127.0.0.1:4000/auth/session');
    expect(headersOf(fetch).get('Authorization')).toBe('Bearer access-token-1');
    expect(headersOf(fetch).get('view-as')).toBe('loved-one-7');
    expect(result).toMatchObject({ httpCode: 200, error: false, data: { customer: { id: 'c1' } } });
  });

  it('sends no view-as header when acting for oneself, and no token on public calls', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(envelope(200)));
    const { client } = setup({ fetch });
    await act(() => client().request('GET', 'config/app', { auth: false }));
    expect(headersOf(fetch).has('view-as')).toBe(false);
    expect(headersOf(fetch).has('Authorization')).toBe(false);
  });

  it('sends the call for the person it names instead of the stored view-as, and for oneself with null', async () => {
    setViewAsClientId('loved-one-7');
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(envelope(200)));
    const { client } = setup({ fetch });
    await act(() => client().request('GET', 'profile', { quiet: true, viewAs: 'loved-one-9' }));
    expect(headersOf(fetch).get('view-as')).toBe('loved-one-9');
    fetch.mockClear();
    await act(() => client().request('GET', 'profile', { quiet: true, viewAs: null }));
    expect(headersOf(fetch).has('view-as')).toBe(false);
  });

  it('sends data as JSON', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(envelope(200)));
    const { client } = setup({ fetch });
    await act(() => client().request('PUT', 'cart', { body: { items: [] } }));
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'PUT', body: '{"items":[]}' });
    expect(headersOf(fetch).get('Content-Type')).toBe('application/json');
  });

  it("sends a call's own headers (an idempotency key), never in place of the token", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(envelope(201)));
    const { client } = setup({ fetch });
    await act(() =>
      client().request('POST', 'cart/checkout', {
        headers: { 'Idempotency-Key': 'attempt-123456', Authorization: 'Bearer forged' },
      }),
    );
    expect(headersOf(fetch).get('Idempotency-Key')).toBe('attempt-123456');
    expect(headersOf(fetch).get('Authorization')).toBe('Bearer access-token-1');
  });

  it('sends a file as it is, with its own type, the token and view-as (an upload)', async () => {
    setViewAsClientId('loved-one-7');
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(
        envelope(200, { message: 'Updated successfully', data: { pictureUrl: 'profile/picture?v=2' } }),
      ),
    );
    const { client } = setup({ fetch });
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    const result = await act(() => client().request('PUT', 'profile/picture', { quiet: true, body: photo }));
    expect(fetch.mock.calls[0]?.[1]?.body).toBe(photo);
    expect(headersOf(fetch).get('Content-Type')).toBe('image/png');
    expect(headersOf(fetch).get('Authorization')).toBe('Bearer access-token-1');
    expect(headersOf(fetch).get('view-as')).toBe('loved-one-7');
    expect(result).toMatchObject({
      httpCode: 200,
      error: false,
      data: { pictureUrl: 'profile/picture?v=2' },
    });
  });

  it('reads a refused upload from the envelope', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(
        envelope(413, {
          errorCode: 'FILE_TOO_LARGE',
          errorMessage: 'The file size is too large. Maximum file size is 2MB.',
        }),
      ),
    );
    const { client } = setup({ fetch });
    const blob = new Blob(['x']);
    const result = await act(() => client().request('PUT', 'profile/picture', { quiet: true, body: blob }));
    expect(headersOf(fetch).get('Content-Type')).toBe('application/octet-stream');
    expect(result).toMatchObject({ httpCode: 413, error: true, errorCode: 'FILE_TOO_LARGE' });
  });

  it('reads bytes with the token and view-as, and a failure from the envelope', async () => {
    setViewAsClientId('loved-one-7');
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(
        new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'Content-Type': 'image/png' } }),
      )
      .mockResolvedValueOnce(envelope(404, { errorMessage: 'No picture' }));
    const { client } = setup({ fetch });
    const found = await act(() => client().requestBlob('profile/picture?v=1', { quiet: true }));
    expect(fetch.mock.calls[0]?.[0]).toBe('http://127.0.0.1:4000/profile/picture?v=1');
    expect(headersOf(fetch).get('Authorization')).toBe('Bearer access-token-1');
    expect(headersOf(fetch).get('view-as')).toBe('loved-one-7');
    expect(found.error).toBe(false);
    expect(found.data?.type).toBe('image/png');
    expect(found.data?.size).toBe(3);
    const missing = await act(() => client().requestBlob('profile/picture', { quiet: true }));
    expect(missing).toMatchObject({ httpCode: 404, error: true, errorMessage: 'No picture', data: null });
  });

  it("names the bytes as the answer's Content-Disposition does (an invoice PDF)", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(
        new Response(new Uint8Array([37, 80, 68, 70]), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="INV-0001001.pdf"',
          },
        }),
      ),
    );
    const { client } = setup({ fetch });
    const found = await act(() => client().requestBlob('order/1/invoice', { quiet: true }));
    expect(found.data).toBeInstanceOf(File);
    expect((found.data as File).name).toBe('INV-0001001.pdf');
    expect(found.data?.type).toBe('application/pdf');
  });

  it.each([
    ['attachment; filename="INV-0001001.pdf"', 'INV-0001001.pdf'],
    ['attachment; filename=INV-7.pdf', 'INV-7.pdf'],
    [`attachment; filename="x.pdf"; filename*=UTF-8''Re%C3%A7u%201.pdf`, 'Reçu 1.pdf'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment', null],
    [null, null],
  ])('reads the file name of %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });

  it('reads no bytes without a token', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const { client } = setup({ fetch, token: '' });
    const result = await act(() => client().requestBlob('profile/picture', { quiet: true }));
    expect(result).toMatchObject({ httpCode: 401, error: true, errorMessage: messages.auth.tokenMissing });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('counts a call without a response as 500 and says something went wrong', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    const { client } = setup({ fetch });
    const result = await act(() => client().request('GET', 'config/mastercode?code=X', { auth: false }));
    expect(result).toMatchObject({ httpCode: 500, error: true });
    expect(await screen.findByText(new RegExp(messages.generic.somethingWentWrong))).toBeInTheDocument();
  });

  it("shows the server's text on a 400, with the support line", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(envelope(400, { errorMessage: 'The postal code is not served' })),
    );
    const { client } = setup({ fetch });
    await act(() => client().request('POST', 'profile/address', { body: {} }));
    expect(
      await screen.findByText(
        `The postal code is not served. Please contact ${SUPPORT_EMAIL} for assistance.`,
      ),
    ).toBeInTheDocument();
  });

  it('stays quiet when asked', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(envelope(400, { errorMessage: 'The postal code is not served' })),
    );
    const { client } = setup({ fetch });
    const result = await act(() => client().request('POST', 'profile/address', { quiet: true, body: {} }));
    expect(result.errorMessage).toBe('The postal code is not served');
    expect(screen.queryByText(/The postal code is not served/)).not.toBeInTheDocument();
  });

  it('logs out 2 s after an invalid token, once for several failing calls', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(envelope(401, { statusCode: 1002, errorMessage: messages.auth.tokenInvalid })),
    );
    const { client, signOut } = setup({ fetch });
    await act(() => Promise.all([client().request('GET', 'auth/session'), client().request('GET', 'cart')]));
    expect(await screen.findAllByText(new RegExp(messages.auth.tokenInvalid))).toHaveLength(1);
    expect(signOut).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('sends a server error on a Denticare page to the Denticare error page', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(envelope(500)));
    const { client, navigate } = setup({ fetch, path: '/denticare/book-appointment' });
    await act(() => client().request('GET', 'denticare/centers', { auth: false }));
    expect(navigate).toHaveBeenCalledWith(DENTICARE_ERROR_ROUTE);
  });

  it('keeps the visitor on the page when a background call fails there (a CORS refusal of config/app)', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    const { client, navigate } = setup({ fetch, path: '/denticare/book-appointment' });
    const result = await act(() =>
      client().request('GET', 'config/app', { auth: false, quiet: true, background: true }),
    );
    expect(result.httpCode).toBe(500);
    expect(navigate).not.toHaveBeenCalled();
    await act(() => client().request('GET', 'denticare/centers', { auth: false }));
    expect(navigate).toHaveBeenCalledWith(DENTICARE_ERROR_ROUTE);
  });
});

describe('apiUrl', () => {
  it('keeps the base path and leaves absolute URLs alone', () => {
    expect(apiUrl('https://api.example.sg/v1/', '/auth/validate')).toBe(
      'https://api.example.sg/v1/auth/validate',
    );
    expect(apiUrl('http://127.0.0.1:4000', 'https://other.example.sg/x')).toBe('https://other.example.sg/x');
  });
});
