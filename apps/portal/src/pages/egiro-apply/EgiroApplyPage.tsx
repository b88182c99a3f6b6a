import { Stack } from '@careportal/ui';
import type { PageProps } from '../../shell/pageProps';
import { EgiroApplication } from '../../features/payments/EgiroApplication';
import { leaveFor } from '../../features/payments/egiroApi';

/** Props of {@link EgiroApplyPage}. */
export interface EgiroApplyPageProps extends PageProps {
  /** Leaves for the bank's page (the browser's own navigation by default); stories record it. */
  redirect?: (url: string) => void;
}

/**
 * Apply for eGIRO (/egiro/apply): for whom (the customer or a loved one, by ID number), the relationship and the
 * bank; then a new DDA reference number, the application, and the bank's own page to approve it. The arrangement
 * is Pending until the bank approves.
 */
export function EgiroApplyPage({ title, redirect = leaveFor }: EgiroApplyPageProps) {
  return (
    <Stack space="md">
      <h1>{title}</h1>
      <EgiroApplication redirect={redirect} />
    </Stack>
  );
}
