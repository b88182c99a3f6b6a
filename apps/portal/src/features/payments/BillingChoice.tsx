import {
  COMPANY_NAME_MAX_LENGTH,
  formatMessage,
  messages,
  paymentPageMessages,
  PAYMENT_SEGMENTS,
  type OrderBilling,
  type PaymentSegment,
} from '@careportal/domain';
import { Button, Inline, InlineAlert, RadioGroup, Stack, TextField } from '@careportal/ui';
import { useRef, useState } from 'react';
import { useApiClient } from '../../data/ApiProvider';
import { PAYMENT_URLS, type OrderDetail } from './paymentApi';
import { failureMessage } from '../../data/client';

const text = paymentPageMessages;

/** Props of {@link BillingChoice}. */
export interface BillingChoiceProps {
  order: OrderDetail;
  /** The choice on screen, which may be ahead of the order's until a company is given. */
  segment: PaymentSegment;
  onSegmentChange: (segment: PaymentSegment) => void;
  /** The order as the server answered the change. */
  onBilled: (order: OrderDetail) => void;
}

/**
 * The payment selection's first question: a retail customer, billed in the payer's own name, or a corporate
 * customer, billed to a company whose name the person gives. The choice is the order's (PUT order/{id}/billing)
 * until it is paid, so the tax invoice is made out to it. Choosing retail saves at once; a company is saved with
 * its name, and a missing one is said at the field.
 */
export function BillingChoice({ order, segment, onSegmentChange, onBilled }: BillingChoiceProps) {
  const client = useApiClient();
  const companyField = useRef<HTMLInputElement>(null);
  const [companyName, setCompanyName] = useState(order.companyName ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const payer = order.payerName ?? '';

  // The rule of a company name is the API's (domain orderBillingSchema): what it refuses is said at the field.
  const save = async (billing: OrderBilling) => {
    setSaving(true);
    setFailure(null);
    const result = await client.request<OrderDetail>('PUT', PAYMENT_URLS.billing(order.id), {
      quiet: true,
      body: billing,
    });
    setSaving(false);
    if (!result.error && result.data !== null) {
      onBilled(result.data);
    } else if (billing.paymentSegment === 'CORPORATE' && result.httpCode === 400) {
      setFieldError(result.errorMessage ?? messages.validation.companyNameRequired);
      companyField.current?.focus();
    } else {
      setFailure(failureMessage(result));
    }
  };

  const billCompany = () => {
    setFieldError(null);
    void save({ paymentSegment: 'CORPORATE', companyName });
  };

  const billedCompany = order.paymentSegment === 'CORPORATE' ? (order.companyName ?? null) : null;

  return (
    <Stack space="md">
      <RadioGroup<PaymentSegment>
        label={text.billTo}
        value={segment}
        isDisabled={isSaving}
        onChange={(next) => {
          onSegmentChange(next);
          setFailure(null);
          if (next === 'RETAIL' && order.paymentSegment !== 'RETAIL') void save({ paymentSegment: 'RETAIL' });
        }}
        options={PAYMENT_SEGMENTS.map((value) => ({
          value,
          label: text.segments[value],
          description: formatMessage(text.segmentHints[value], { name: payer }),
        }))}
      />
      {segment === 'CORPORATE' ? (
        <Stack space="sm">
          <TextField
            label={messages.fields.companyName}
            description={text.companyNameHint}
            value={companyName}
            onChange={(next) => {
              setCompanyName(next);
              setFieldError(null);
            }}
            errorMessage={fieldError ?? undefined}
            isInvalid={fieldError !== null}
            isRequired
            maxLength={COMPANY_NAME_MAX_LENGTH}
            autoComplete="organization"
            inputRef={companyField}
          />
          <Inline space="sm" alignY="center">
            <Button variant="secondary" isDisabled={isSaving} onPress={billCompany}>
              {text.billToCompany}
            </Button>
          </Inline>
          {billedCompany === null ? null : (
            <p role="status">{formatMessage(text.billedToCompany, { company: billedCompany })}</p>
          )}
        </Stack>
      ) : null}
      {failure === null ? null : <InlineAlert tone="error" title={failure} />}
    </Stack>
  );
}
