import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from '../Card';
import { CardGrid } from './CardGrid';

describe('CardGrid', () => {
  it('is a named list with one item per card, each card keeping its heading', () => {
    render(
      <>
        <h2 id="offer">What we offer</h2>
        <CardGrid aria-labelledby="offer">
          <Card title="Active Ageing">Programmes</Card>
          <Card title="Denticare">Dental care</Card>
          {null}
          <Card title="Care services">Day centres</Card>
        </CardGrid>
      </>,
    );
    const list = screen.getByRole('list', { name: 'What we offer' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(
      within(items.at(1) ?? list).getByRole('heading', { level: 2, name: 'Denticare' }),
    ).toBeInTheDocument();
  });
});
