import {
  CONFIG_REFRESH_INTERVAL_MS,
  DEFAULT_DISABLED_LOVED_ONE,
  readAppConfig,
  type AppConfig,
} from '@careportal/domain';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useAfterLoad } from '../afterLoad';
import { useApi } from '../data/ApiProvider';

/** The remote configuration path. */
export const APP_CONFIG_URL = 'config/app';

interface AppConfigState {
  /** The remote configuration, or null until it has loaded. */
  remote: AppConfig | null;
  /** Whether the first read has answered, with the configuration or with a failure (the defaults then stand). */
  settled: boolean;
}

const AppConfigContext = createContext<AppConfigState>({ remote: null, settled: false });

/** Props of {@link AppConfigProvider}. */
export interface AppConfigProviderProps {
  children: ReactNode;
  /**
   * Reads it only once the page has loaded: for a visitor, whose public pages need none of it on their first
   * screen, as every request made before the first paint delays that paint on a slow phone. A signed-in page
   * reads it at once: whether loved ones show decides the page's shape.
   */
  deferUntilLoaded?: boolean;
}

/** Reads GET config/app at once (or once the page has loaded) and every 10 minutes (CONFIG_REFRESH_INTERVAL_MS). */
export function AppConfigProvider({ children, deferUntilLoaded = false }: AppConfigProviderProps) {
  const hasLoaded = useAfterLoad();
  const { data } = useApi<unknown>(deferUntilLoaded && !hasLoaded ? null : APP_CONFIG_URL, {
    auth: false,
    quiet: true,
    // Runs behind every page: a failure (the API down, a CORS refusal) leaves the visitor where they are.
    background: true,
    refreshInterval: CONFIG_REFRESH_INTERVAL_MS,
  });
  const remote = data !== undefined && !data.error ? readAppConfig(data.data) : null;
  const versionNumber = remote?.versionNumber;
  const disabledLovedOne = remote?.disabledLovedOne;
  const settled = data !== undefined;
  const value = useMemo<AppConfigState>(
    () => ({
      remote:
        versionNumber === undefined || disabledLovedOne === undefined
          ? null
          : { versionNumber, disabledLovedOne },
      settled,
    }),
    [versionNumber, disabledLovedOne, settled],
  );
  return <AppConfigContext.Provider value={value}>{children}</AppConfigContext.Provider>;
}

/** The remote configuration, null until loaded. */
export function useRemoteAppConfig(): AppConfig | null {
  return useContext(AppConfigContext).remote;
}

/**
 * Whether the remote configuration's first read has answered (loaded or failed): a page whose shape it decides
 * waits for this, rather than appearing and then rearranging itself under the person using it.
 */
export function useAppConfigSettled(): boolean {
  return useContext(AppConfigContext).settled;
}

/** Whether the loved-one feature is off; off until the remote configuration says otherwise. */
export function useDisabledLovedOne(): boolean {
  return useRemoteAppConfig()?.disabledLovedOne ?? DEFAULT_DISABLED_LOVED_ONE;
}
