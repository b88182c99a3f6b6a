import { createElement } from 'react';
import type { PageProps } from '../../../shell/pageProps';
import { TakenPage } from '../../../features/denticare/TakenPage';

/** /denticare/hold-on: the time was just taken by someone else (see src/pageModules.ts). */
export function Page({ title }: PageProps) {
  return createElement(TakenPage, { title, reason: 'taken' });
}
