import { Banner } from '@careportal/ui';
import { useState } from 'react';
import { useSessionExpired } from '../data/ApiProvider';
import { config } from '../config';
import { useRemoteAppConfig } from './appConfig';

/** Props of {@link ShellBanners}. */
export interface ShellBannersProps {
  /** This build's version. Default the configured VITE_APP_VERSION. */
  appVersion?: string;
}

/**
 * The page banners: the session has expired (a call answered 1003 or 1009), and a newer version is out (the
 * remote versionNumber differs from this build's; it closes itself after 10 s and stays closed for that version).
 */
export function ShellBanners({ appVersion = config.appVersion }: ShellBannersProps) {
  const sessionExpired = useSessionExpired();
  const remoteVersion = useRemoteAppConfig()?.versionNumber ?? null;
  const [closedVersion, setClosedVersion] = useState<string | null>(null);
  const isNewVersion =
    remoteVersion !== null && remoteVersion !== appVersion && remoteVersion !== closedVersion;
  return (
    <>
      <Banner
        variant="session-expired"
        isOpen={sessionExpired.reason !== null}
        onClose={sessionExpired.close}
      />
      <Banner
        variant="new-version"
        isOpen={isNewVersion}
        onClose={() => {
          setClosedVersion(remoteVersion);
        }}
      />
    </>
  );
}
