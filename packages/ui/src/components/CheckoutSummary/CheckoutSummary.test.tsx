import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckoutSummary, type CheckoutSummaryProps } from './CheckoutSummary';

const withDiscount: CheckoutSummaryProps = {
  items: [
    {
      id: 'line-1',
      description: 'Gym Tonic – 24 sessions, Kampung Admiralty Active Ageing Hub',
      quantity: 1,
      amountCents: 36_000,
      discount: { description: 'GYMTONIC10: 10% off Gym Tonic', amountCents: 3_600 },
    },
    { id: 'line-2', description: 'Day care – monthly, Bedok', quantity: 2, amountCents: 123_450 },
  ],
  subTotalCents: 159_450,
  discountCents: 3_600,
  gstCents: 14_026,
  gstPercentage: 9,
  payableCents: 169_876,
};

describe('CheckoutSummary', () => {
  it('reads as a table named by its caption, each line with its quantity and amount', () => {
    render(<CheckoutSummary {...withDiscount} />);
    const table = screen.getByRole('table', { name: 'Order summary' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Item', 'Quantity', 'Amount']);
    const row = within(table).getByRole('row', { name: /Day care – monthly, Bedok/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Day care – monthly, Bedok', '2', '$1,234.50']);
  });

  it("shows a discount under its line as 'Less - {description}' with a minus amount", () => {
    render(<CheckoutSummary {...withDiscount} />);
    const row = screen.getByRole('row', { name: /^Less - GYMTONIC10/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Less - GYMTONIC10: 10% off Gym Tonic', '-$36.00']);
    // The discount's row follows its own line, before the next one.
    const rows = screen.getAllByRole('row').map((r) => r.textContent);
    const line = rows.findIndex((text) => text.startsWith('Gym Tonic'));
    expect(rows[line + 1]).toMatch(/^Less - /);
  });

  it('states each discount once: the subtotal is after the discounts under the lines, and the rows add up', () => {
    render(<CheckoutSummary {...withDiscount} />);
    const total = (name: string) => screen.getByRole('rowheader', { name }).nextElementSibling?.textContent;
    expect(total('Subtotal')).toBe('$1,558.50');
    expect(screen.queryByRole('rowheader', { name: 'Discount' })).toBeNull();
    expect(screen.getAllByText('-$36.00')).toHaveLength(1);
    expect(total('GST (9%)')).toBe('$140.26');
    expect(total('Total payable')).toBe('$1,698.76');
  });

  it("names only the order's own discount in the totals, beside the ones under its lines", () => {
    render(<CheckoutSummary {...withDiscount} discountCents={5_600} payableCents={167_876} />);
    const total = (name: string) => screen.getByRole('rowheader', { name }).nextElementSibling?.textContent;
    expect(total('Subtotal')).toBe('$1,558.50');
    expect(total('Discount')).toBe('-$20.00');
    expect(total('Total payable')).toBe('$1,678.76');
  });

  it('shows only what it is given: another rate, no discount, a caption of its own', () => {
    render(
      <CheckoutSummary
        items={[{ id: 'a', description: 'Circuit Training – 12 sessions', quantity: 1, amountCents: 12_000 }]}
        subTotalCents={12_000}
        discountCents={0}
        gstCents={960}
        gstPercentage={8}
        payableCents={99_999}
        title="Your order"
      />,
    );
    expect(screen.getByRole('table', { name: 'Your order' })).toBeInTheDocument();
    expect(screen.queryByText(/^Less - /)).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'GST (8%)' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Discount' }).nextElementSibling).toHaveTextContent('$0.00');
    // The payable figure is the server's, not a sum made here.
    expect(screen.getByRole('rowheader', { name: 'Total payable' }).nextElementSibling).toHaveTextContent(
      '$999.99',
    );
  });
});
