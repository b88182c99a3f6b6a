import { createElement } from 'react';
import type { PageProps } from '../../../shell/pageProps';
import { TakenPage } from '../../../features/denticare/TakenPage';

/** /denticare/retained-order: the hold lapsed and the time went; the details are kept (see src/pageModules.ts). */
export function Page({ title }: PageProps) {
  return createElement(TakenPage, { title, reason: 'expired' });
}
