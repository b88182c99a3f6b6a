import { egiroPageMessages, messages } from '@careportal/domain';
import { Button, Inline, Link, Stack } from '@careportal/ui';
import type { PageProps } from '../../shell/pageProps';
import { Arrangements, CancelArrangementDialog } from '../../features/payments/Arrangements';
import { EGIRO_PATHS } from '../../features/payments/egiroApi';
import { useArrangements } from '../../features/payments/useArrangements';

const text = egiroPageMessages;

/**
 * The eGIRO arrangements (/egiro): each with its details, newest first; Pending until the bank approves, then
 * Active with its next deduction date; an Active one can be cancelled after a confirmation, and stays Active
 * until the bank approves the cancellation. While the bank has yet to decide, the page asks again by itself.
 */
export function EgiroPage({ title }: PageProps) {
  const arrangements = useArrangements();
  const { history } = arrangements;
  return (
    <Stack space="xl">
      <Stack space="md">
        <h1>{title}</h1>
        <p>{text.arrangementsIntro}</p>
        <Inline space="sm">
          {arrangements.list?.length === 0 ? null : (
            <Link href={EGIRO_PATHS.apply} variant="secondaryButton">
              {messages.egiro.applyForEgiro}
            </Link>
          )}
          {arrangements.stillWaiting ? (
            <Button
              variant="tertiary"
              onPress={() => {
                void history.mutate();
              }}
            >
              {text.checkAgain}
            </Button>
          ) : null}
        </Inline>
      </Stack>
      <Arrangements
        history={history}
        cancelFailed={arrangements.cancelFailed}
        onCancel={arrangements.setCancelling}
      />
      <CancelArrangementDialog
        isOpen={arrangements.cancelling !== null}
        isConfirming={arrangements.isConfirming}
        onConfirm={() => void arrangements.cancel()}
        onClose={() => {
          arrangements.setCancelling(null);
        }}
      />
    </Stack>
  );
}
