import { egiroPageMessages, messages } from '@careportal/domain';
import {
  AlertDialog,
  Button,
  Card,
  DetailList,
  EmptyState,
  InlineAlert,
  Link,
  Skeleton,
  sprinkles,
} from '@careportal/ui';
import { useState } from 'react';
import { useApi, useApiClient } from '../../data/ApiProvider';
import { Query } from '../../data/Query';
import type { PageProps } from '../../pageModules';
import { arrangementItems, isWaitingForBank, statusText } from '../../features/payments/arrangement';
import { EGIRO_PATHS, EGIRO_URLS, type Arrangement } from '../../features/payments/egiroApi';

const text = egiroPageMessages;
const QUIET = { quiet: true } as const;
/** How often the page asks again while the bank has yet to decide. */
const WAITING_REFRESH_MS = 3000;
const layout = {
  page: sprinkles({ display: 'grid', gap: 'xl' }),
  section: sprinkles({ display: 'grid', gap: 'md' }),
  actions: sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' }),
} as const;

/** Props of {@link ArrangementCard}. */
interface ArrangementCardProps {
  arrangement: Arrangement;
  onCancel: (arrangement: Arrangement) => void;
}

function ArrangementCard({ arrangement, onCancel }: ArrangementCardProps) {
  const canCancel = arrangement.status === 'ACTIVE' && !arrangement.cancellationRequested;
  return (
    <Card
      title={`${arrangement.bankName ?? arrangement.bankCode} – ${statusText(arrangement)}`}
      headingLevel={2}
      actionsPlacement="footer"
      actions={
        canCancel ? (
          <Button
            variant="secondary"
            onPress={() => {
              onCancel(arrangement);
            }}
          >
            {text.cancel}
          </Button>
        ) : undefined
      }
    >
      <div className={layout.section}>
        {arrangement.status === 'PENDING' ? (
          <InlineAlert tone="info" title={text.pendingNote} role="status" />
        ) : null}
        {arrangement.cancellationRequested ? (
          <InlineAlert tone="info" title={text.cancellationRequested} role="status" />
        ) : null}
        <DetailList items={arrangementItems(arrangement)} />
      </div>
    </Card>
  );
}

/**
 * The eGIRO arrangements (/egiro): each with its details, newest first; Pending until the bank approves, then
 * Active with its next deduction date; an Active one can be cancelled after a confirmation, and stays Active
 * until the bank approves the cancellation. While the bank has yet to decide, the page asks again by itself.
 */
export function EgiroPage({ title }: PageProps) {
  const client = useApiClient();
  const [waiting, setWaiting] = useState(false);
  const history = useApi<Arrangement[]>(EGIRO_URLS.history, {
    ...QUIET,
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

  const body = (
    <Query
      query={history}
      loading={<Skeleton shape="card" lines={6} />}
      isEmpty={(arrangements) => arrangements.length === 0}
      empty={
        <EmptyState
          action={
            <Link href={EGIRO_PATHS.apply} variant="primaryButton">
              {messages.egiro.applyForEgiro}
            </Link>
          }
        >
          {text.noArrangements}
        </EmptyState>
      }
    >
      {(arrangements) => (
        <div className={layout.section}>
          {arrangements.map((arrangement) => (
            <ArrangementCard key={arrangement.id} arrangement={arrangement} onCancel={setCancelling} />
          ))}
        </div>
      )}
    </Query>
  );

  return (
    <div className={layout.page}>
      <div className={layout.section}>
        <h1>{title}</h1>
        <p>{text.arrangementsIntro}</p>
        <div className={layout.actions}>
          {list?.length === 0 ? null : (
            <Link href={EGIRO_PATHS.apply} variant="secondaryButton">
              {messages.egiro.applyForEgiro}
            </Link>
          )}
          {stillWaiting ? (
            <Button
              variant="tertiary"
              onPress={() => {
                void history.mutate();
              }}
            >
              {text.checkAgain}
            </Button>
          ) : null}
        </div>
      </div>
      {cancelFailed ? <InlineAlert tone="error" title={text.cancelFailed} role="alert" /> : null}
      {body}
      <AlertDialog
        isOpen={cancelling !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setCancelling(null);
        }}
        title={text.cancelTitle}
        cancelLabel={text.keep}
        confirmLabel={text.confirmCancel}
        variant="danger"
        isConfirming={isConfirming}
        closeOnConfirm={false}
        onConfirm={() => {
          void cancel();
        }}
      >
        <p>{text.cancelBody}</p>
      </AlertDialog>
    </div>
  );
}
