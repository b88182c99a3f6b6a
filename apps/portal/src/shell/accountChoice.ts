/**
 * A choice of how the portal reads (senior mode, the language), kept in two places: on the device, so the next
 * visit's first paint is already in it, and in a signed-in customer's account, so it follows them to another
 * device. The account's choice wins on sign-in; an account that has never chosen takes the device's.
 */
import { useToast } from '@careportal/ui';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useApiClient } from '../api/ApiProvider';
import { useSession } from '../auth/session';
import { getItem } from '../storage';

/** The device's last choice kept under `key`, or `fallback` when there is none (or storage cannot be read). */
export function storedChoice<T>(
  key: string,
  isChoice: (value: unknown) => value is T,
  fallback: T,
  storage?: Storage,
): T {
  let value: unknown;
  try {
    value = getItem(key, storage ?? localStorage);
  } catch {
    // No storage at all (blocked): the fallback.
  }
  return isChoice(value) ? value : fallback;
}

/**
 * Keeps a choice in a signed-in customer's account (PUT `url` with `body(choice)`); nothing for a visitor. When the
 * account cannot keep it, the choice stays on the device and the customer is told `notSaved`. Pass `body` and
 * `notSaved` as module constants, so the function returned stays the same.
 */
export function useSaveToAccount<T>(
  url: string,
  body: (choice: T) => Record<string, unknown>,
  notSaved: ReactNode,
): (choice: T) => void {
  const session = useSession();
  const client = useApiClient();
  const { show } = useToast();
  const isSignedIn = session.status === 'signed-in';
  return useCallback(
    (choice: T) => {
      if (!isSignedIn) return;
      void client
        .request('PUT', url, true, true, body(choice), { viewAs: null, background: true })
        .then((result) => {
          if (result.error) show({ type: 'error', content: notSaved, ignoreSupportEmail: true });
        });
    },
    [isSignedIn, client, show, url, body, notSaved],
  );
}

/**
 * Brings the account's choice (`account`: undefined until the sign-in has read it, null when never made) to this
 * device once, or, for an account that has never chosen, keeps this device's choice in it when it is not the
 * default. A choice made afterwards is the customer's own.
 */
export function useAccountSync<T>({
  account,
  current,
  fallback,
  apply,
  save,
}: {
  account: T | null | undefined;
  current: T;
  fallback: T;
  apply: (choice: T) => void;
  save: (choice: T) => void;
}): void {
  const seen = useRef<T | null | undefined>(undefined);
  useEffect(() => {
    if (account === undefined || seen.current === account) return;
    seen.current = account;
    if (account !== null) apply(account);
    else if (current !== fallback) save(current);
  }, [account, current, fallback, apply, save]);
}
