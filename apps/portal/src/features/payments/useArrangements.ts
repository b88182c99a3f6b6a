import { useState } from 'react';
import { useApi, useApiClient } from '../../data/ApiProvider';
import { isWaitingForBank } from './arrangement';
import { EGIRO_URLS, type Arrangement } from './egiroApi';

/** How often the arrangements are read again while the bank has yet to decide. */
const WAITING_REFRESH_MS = 3000;

/**
 * The eGIRO arrangements (GET egiro/history) and their cancellation. While the bank has yet to decide about one
 * (`stillWaiting`), they are read again every 3 s. `cancelling` is the arrangement whose cancellation waits for
 * the person's confirmation; `cancel` asks the bank (POST egiro/cancel), says in `cancelFailed` when that was
 * refused, and reads the arrangements again either way.
 */
export function useArrangements() {
  const client = useApiClient();
  const [waiting, setWaiting] = useState(false);
  const history = useApi<Arrangement[]>(EGIRO_URLS.history, {
    quiet: true,
    ...(waiting ? { refreshInterval: WAITING_REFRESH_MS } : {}),
  });
  const [cancelling, setCancelling] = useState<Arrangement | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [cancelFailed, setCancelFailed] = useState(false);

  const list = history.data?.error === false ? history.data.data : null;
  const stillWaiting = list?.some(isWaitingForBank) ?? false;
  if (stillWaiting !== waiting) setWaiting(stillWaiting);

  const cancel = async () => {
    if (cancelling === null) return;
    setConfirming(true);
    setCancelFailed(false);
    const result = await client.request<Arrangement>('POST', EGIRO_URLS.cancel, {
      quiet: true,
      body: {
        boDDARefNo: cancelling.ddaReferenceNo,
        boTransactionRefNo: cancelling.boTransactionRefNo,
      },
    });
    setConfirming(false);
    setCancelling(null);
    if (result.error) setCancelFailed(true);
    await history.mutate();
  };

  return {
    history,
    /** The arrangements read, else null (on their way, or not read). */
    list,
    stillWaiting,
    cancelling,
    setCancelling,
    isConfirming,
    cancelFailed,
    cancel,
  };
}
