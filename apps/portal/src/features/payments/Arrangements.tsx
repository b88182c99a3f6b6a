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
  Stack,
} from '@careportal/ui';
import { Query, type Read } from '../../data/Query';
import { arrangementItems, statusText } from './arrangement';
import { EGIRO_PATHS, type Arrangement } from './egiroApi';

const text = egiroPageMessages;

/** Props of {@link ArrangementCard}. */
interface ArrangementCardProps {
  arrangement: Arrangement;
  onCancel: (arrangement: Arrangement) => void;
}

/** An arrangement: its bank and status, what waits for the bank, its details, and Cancel while it is Active. */
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
      <Stack space="md">
        {arrangement.status === 'PENDING' ? (
          <InlineAlert tone="info" title={text.pendingNote} role="status" />
        ) : null}
        {arrangement.cancellationRequested ? (
          <InlineAlert tone="info" title={text.cancellationRequested} role="status" />
        ) : null}
        <DetailList items={arrangementItems(arrangement)} />
      </Stack>
    </Card>
  );
}

/** Props of {@link Arrangements}. */
export interface ArrangementsProps {
  /** The arrangements' read (GET egiro/history). */
  history: Read<Arrangement[]>;
  /** The last cancellation was refused. */
  cancelFailed: boolean;
  /** Cancel was pressed on an arrangement: the cancellation waits for the person's confirmation. */
  onCancel: (arrangement: Arrangement) => void;
}

/**
 * The arrangements, each on its card, as the API lists them (newest first), after what went wrong cancelling one:
 * placeholders while they are read, the load error with Retry, and with none, Apply for eGIRO.
 */
export function Arrangements({ history, cancelFailed, onCancel }: ArrangementsProps) {
  return (
    <>
      {cancelFailed ? <InlineAlert tone="error" title={text.cancelFailed} role="alert" /> : null}
      <Query
        query={history}
        loading={<Skeleton shape="card" lines={6} />}
        isEmpty={(list) => list.length === 0}
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
        {(list) => (
          <Stack space="md">
            {list.map((arrangement) => (
              <ArrangementCard key={arrangement.id} arrangement={arrangement} onCancel={onCancel} />
            ))}
          </Stack>
        )}
      </Query>
    </>
  );
}

/** Props of {@link CancelArrangementDialog}. */
export interface CancelArrangementDialogProps {
  /** Whether an arrangement's cancellation waits for confirmation. */
  isOpen: boolean;
  /** The cancellation is on its way to the bank. */
  isConfirming: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an arrangement's cancellation is sent to the bank. */
export function CancelArrangementDialog({
  isOpen,
  isConfirming,
  onConfirm,
  onClose,
}: CancelArrangementDialogProps) {
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={text.cancelTitle}
      cancelLabel={text.keep}
      confirmLabel={text.confirmCancel}
      variant="danger"
      isConfirming={isConfirming}
      closeOnConfirm={false}
      onConfirm={onConfirm}
    >
      <p>{text.cancelBody}</p>
    </AlertDialog>
  );
}
