/**
 * Senior mode in the portal (issue 19): larger type, 48 px targets and more room, switched on and off from the
 * header (the phone's menu) and from My Profile (DisplayModeSwitch.tsx, a chunk of its own: the header shows it
 * once it has arrived, and no page waits for it).
 *
 * - A visitor's choice is kept on the device (localStorage); a customer's in their account (PUT
 *   profile/display-mode), and on the device as well.
 * - The first paint is already in the device's last choice: the provider reads it before anything renders.
 * - On sign-in the account's choice wins. An account that has never chosen takes the one made on the device
 *   before signing in, so that turning on larger text and then signing in keeps it on.
 */
import { DEFAULT_DISPLAY_MODE, isDisplayMode, messages, type DisplayMode } from '@careportal/domain';
import { ThemeProvider, useThemeMode, useToast } from '@careportal/ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useApiClient } from '../data/ApiProvider';
import { useSession } from '../auth/session';
import { DISPLAY_MODE_STORAGE_KEY, getItem, setItem } from '../storage';

/** Where the account keeps the choice. */
export const DISPLAY_MODE_URL = 'profile/display-mode';

/** The device's last choice, or the default when there is none (or storage cannot be read). */
export function storedDisplayMode(storage?: Storage): DisplayMode {
  let value: unknown;
  try {
    value = getItem(DISPLAY_MODE_STORAGE_KEY, storage ?? localStorage);
  } catch {
    // No storage at all (blocked): the default.
  }
  return isDisplayMode(value) ? value : DEFAULT_DISPLAY_MODE;
}

interface DisplayModeState {
  mode: DisplayMode;
  /** Applies `mode` at once and keeps it on the device. */
  apply: (mode: DisplayMode) => void;
}

const DisplayModeContext = createContext<DisplayModeState | null>(null);

/**
 * The provider's state; outside one (a page's story), the theme around it, and a switch that moves without
 * changing the theme, which is the story's.
 */
function useDisplayModeState(): DisplayModeState {
  const state = useContext(DisplayModeContext);
  const themeMode = useThemeMode();
  const [local, setLocal] = useState<DisplayMode>(themeMode);
  // The story's theme changed under it (the toolbar, the story suite's senior pass): the switch follows.
  const [seenTheme, setSeenTheme] = useState<DisplayMode>(themeMode);
  if (themeMode !== seenTheme) {
    setSeenTheme(themeMode);
    setLocal(themeMode);
  }
  return state ?? { mode: local, apply: setLocal };
}

/** Props of {@link DisplayModeProvider}. */
export interface DisplayModeProviderProps {
  /**
   * The mode to start in, and to follow when it changes (stories: their theme's); by default the device's last
   * choice.
   */
  initialMode?: DisplayMode;
  children: ReactNode;
}

/** The theme of the whole portal, in the mode chosen. */
export function DisplayModeProvider({ initialMode, children }: DisplayModeProviderProps) {
  const [mode, setMode] = useState<DisplayMode>(() => initialMode ?? storedDisplayMode());
  const apply = useCallback((next: DisplayMode) => {
    setMode(next);
    setItem(DISPLAY_MODE_STORAGE_KEY, next);
  }, []);
  // A story's theme changes while it is on screen (the story suite checks each screen in both): follow it.
  const [followed, setFollowed] = useState(initialMode);
  if (initialMode !== followed) {
    setFollowed(initialMode);
    if (initialMode !== undefined) setMode(initialMode);
  }
  const value = useMemo(() => ({ mode, apply }), [mode, apply]);
  return (
    <DisplayModeContext.Provider value={value}>
      <ThemeProvider mode={mode} isPage>
        {children}
      </ThemeProvider>
    </DisplayModeContext.Provider>
  );
}

/** The mode in force, and the choice of another: applied at once, kept on the device and in the account. */
export function useDisplayMode(): { mode: DisplayMode; choose: (mode: DisplayMode) => void } {
  const { mode, apply } = useDisplayModeState();
  const save = useSaveDisplayMode();
  const choose = useCallback(
    (next: DisplayMode) => {
      apply(next);
      save(next);
    },
    [apply, save],
  );
  return { mode, choose };
}

/**
 * Keeps a choice in a signed-in customer's account; nothing for a visitor. When the account cannot keep it, the
 * choice stays on the device and the customer is told (messages.displayMode.notSaved).
 */
function useSaveDisplayMode(): (mode: DisplayMode) => void {
  const session = useSession();
  const client = useApiClient();
  const { show } = useToast();
  const isSignedIn = session.status === 'signed-in';
  return useCallback(
    (mode: DisplayMode) => {
      if (!isSignedIn) return;
      void client
        .request('PUT', DISPLAY_MODE_URL, {
          quiet: true,
          body: { displayMode: mode },
          viewAs: null,
          background: true,
        })
        .then((result) => {
          if (result.error) {
            show({ type: 'error', content: messages.displayMode.notSaved, ignoreSupportEmail: true });
          }
        });
    },
    [isSignedIn, client, show],
  );
}

/**
 * Brings the account's choice to this device once the sign-in has read it, or, for an account that has never
 * chosen, keeps this device's choice of senior mode in it.
 */
export function DisplayModeSync() {
  const session = useSession();
  const { mode, apply } = useDisplayModeState();
  const save = useSaveDisplayMode();
  const accountMode = session.status === 'signed-in' ? session.customer.displayMode : undefined;
  // The account's answer is acted on once: a choice made afterwards is the customer's own.
  const seen = useRef<DisplayMode | null | undefined>(undefined);
  useEffect(() => {
    if (accountMode === undefined || seen.current === accountMode) return;
    seen.current = accountMode;
    if (accountMode !== null) apply(accountMode);
    else if (mode !== DEFAULT_DISPLAY_MODE) save(mode);
  }, [accountMode, mode, apply, save]);
  return null;
}
