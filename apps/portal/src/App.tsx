import { ThemeProvider, ToastProvider } from '@careportal/ui';
import type { ReactNode } from 'react';
import { SessionProvider, type Session } from './auth/session';
import { config } from './config';

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  /** Default signed out; the sign-in integration will supply the real one. */
  session?: Session;
  children: ReactNode;
}

/** Theme, messages and session around the router. */
export function AppProviders({ session, children }: AppProvidersProps) {
  return (
    <ThemeProvider isPage>
      <ToastProvider supportEmail={config.supportEmail}>
        <SessionProvider value={session}>{children}</SessionProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
