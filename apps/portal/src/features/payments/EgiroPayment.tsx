import {
  egiroPageMessages,
  formatDisplayDate,
  formatMessage,
  formatMoney,
  paymentPageMessages,
} from '@careportal/domain';
import { Button, EmptyState, Inline, InlineAlert, Link, RadioGroup, Skeleton, Stack } from '@careportal/ui';
import { useState } from 'react';
import { useApi } from '../../data/ApiProvider';
import { Query } from '../../data/Query';
import type { Arrangement } from './egiroApi';
import {
  PAYMENT_URLS,
  endPaymentAttempt,
  type EgiroChoices,
  type EgiroPaymentResult,
  type OrderDetail,
} from './paymentApi';
import { refusalOf } from './refusal';
import { RefusalAlert } from './RefusalAlert';
import { usePaymentAttempt } from './usePaymentAttempt';

const text = paymentPageMessages.egiro;
const QUIET = { quiet: true } as const;
const EGIRO_APPLY = '/egiro/apply';

/** Props of {@link EgiroPayment}. */
export interface EgiroPaymentProps {
  order: OrderDetail;
  /** The eGIRO payment is arranged: the bank deducts it on its day. */
  onPaid: () => void;
}

/** 'Active · Limit $500.00 a deduction'. */
function describe(arrangement: Arrangement): string {
  const limit =
    arrangement.limit == null
      ? text.noLimit
      : formatMessage(text.limit, { limit: formatMoney(Math.round(arrangement.limit * 100)) });
  return `${egiroPageMessages.statuses[arrangement.status]} · ${limit}`;
}

/**
 * Paying an Active Ageing order by eGIRO: the active arrangements of the person the order is for (newest first,
 * the first chosen), the day the bank will deduct it, then Pay. With none, a way to apply. A refusal stays on the
 * page with the catalogue's words; a second press while the first is on its way sends nothing, and a retry after
 * no answer sends the same key, so the bank is never asked twice.
 */
export function EgiroPayment(props: EgiroPaymentProps) {
  const choices = useApi<EgiroChoices>(PAYMENT_URLS.egiroArrangements(props.order.id), QUIET);
  return (
    <Query
      query={choices}
      loading={<Skeleton shape="block" aspectRatio={4} />}
      refusal={(answer) =>
        answer.httpCode >= 400 && answer.httpCode < 500 ? (
          <InlineAlert tone="error" title={refusalOf(answer).title} />
        ) : undefined
      }
    >
      {(answer) => <EgiroChoice {...props} choices={answer} />}
    </Query>
  );
}

/** The active arrangements to pay with, once read. */
function EgiroChoice({ order, onPaid, choices }: EgiroPaymentProps & { choices: EgiroChoices }) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const { attempt, isPaying, refusal, clearRefusal } = usePaymentAttempt<EgiroPaymentResult>(
    order.id,
    'EGIRO',
  );
  const { arrangements, deductionDate } = choices;
  const arrangementId = chosenId ?? arrangements[0]?.id ?? null;

  if (arrangementId === null) {
    return (
      <EmptyState
        title={text.noneTitle}
        headingLevel={3}
        action={
          <Link href={EGIRO_APPLY} variant="primaryButton">
            {text.apply}
          </Link>
        }
      >
        {formatMessage(text.none, { name: order.customerName })}
      </EmptyState>
    );
  }

  const pay = () =>
    attempt(PAYMENT_URLS.egiroPay, { orderId: order.id, arrangementId }, () => {
      endPaymentAttempt(order.id, 'EGIRO');
      onPaid();
    });

  return (
    <Stack space="md">
      <RadioGroup
        label={formatMessage(text.arrangements, { name: order.customerName })}
        value={arrangementId}
        onChange={(next) => {
          setChosenId(next);
          clearRefusal();
        }}
        isDisabled={isPaying}
        options={arrangements.map((arrangement) => ({
          value: arrangement.id,
          label: formatMessage(text.arrangementLabel, {
            bank: arrangement.bankName ?? arrangement.bankCode,
            reference: arrangement.ddaReferenceNo,
          }),
          description: describe(arrangement),
        }))}
      />
      <p>{formatMessage(text.deductionOn, { date: formatDisplayDate(deductionDate) })}</p>
      <RefusalAlert refusal={refusal} />
      <Inline space="sm" alignY="center">
        <Button isLoading={isPaying} onPress={() => void pay()}>
          {formatMessage(text.pay, { amount: formatMoney(order.payableCents) })}
        </Button>
      </Inline>
    </Stack>
  );
}
