import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { Card } from './Card';

describe('Card', () => {
  it('titles its content with a heading at the given level', () => {
    render(
      <Card title="Billing address" headingLevel={3}>
        Blk 640 Rowell Road
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Billing address' })).toBeInTheDocument();
    expect(screen.getByText('Blk 640 Rowell Road')).toBeInTheDocument();
  });

  it('defaults to a level 2 heading and shows its actions', () => {
    render(
      <Card title="Billing address" actions={<Button variant="tertiary">Edit</Button>}>
        Body
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('renders without a heading when untitled', () => {
    render(<Card>Just content</Card>);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Just content')).toBeInTheDocument();
  });

  it('puts footer actions after the content', () => {
    render(
      <Card actions={<Button>Delete</Button>} actionsPlacement="footer">
        Content
      </Card>,
    );
    const content = screen.getByText('Content');
    const action = screen.getByRole('button', { name: 'Delete' });
    expect(content.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
