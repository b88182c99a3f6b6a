import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HotlineList } from './HotlineList';

describe('HotlineList', () => {
  it('names each hotline, links its number to dial it and says when it is answered', () => {
    render(
      <HotlineList
        hotlines={[
          {
            label: 'General hotline',
            phone: '+65 6311 4455',
            href: 'tel:+6563114455',
            hours: '8.30am to 6pm',
          },
          {
            label: 'Billing hotline',
            phone: '+65 6311 2233',
            href: 'tel:+6563112233',
            hours: 'Monday to Friday, 8.30am to 5.30pm',
          },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['General hotline', 'Billing hotline']);
    const billing = terms[1]?.parentElement;
    if (!billing) throw new Error('no billing entry');
    expect(within(billing).getByRole('link', { name: '+65 6311 2233' })).toHaveAttribute(
      'href',
      'tel:+6563112233',
    );
    expect(within(billing).getByText('Monday to Friday, 8.30am to 5.30pm')).toBeInTheDocument();
  });
});
