import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SPACE_SCALE, sprinkles } from '../../theme';
import { Stack } from './Stack';

/** The classes of an element, as a set: their order does not change the CSS. */
const classesOf = (element: Element) => new Set(element.className.split(' '));
const classesOfMap = (className: string) => new Set(className.split(' '));

describe('Stack', () => {
  it.each(SPACE_SCALE)(
    "has exactly the atomic classes of sprinkles' grid with gap %s, so a layout map moves onto it unchanged",
    (space) => {
      render(
        <Stack space={space} aria-label="Stack">
          <p>First</p>
          <p>Second</p>
        </Stack>,
      );
      const stack = screen.getByLabelText('Stack');
      expect(stack.tagName).toBe('DIV');
      expect(classesOf(stack)).toEqual(classesOfMap(sprinkles({ display: 'grid', gap: space })));
    },
  );

  it('adds the classes it is given after its own, for what the layout does not set', () => {
    const muted = sprinkles({ color: 'error' });
    render(
      <Stack space="xs" className={muted} aria-label="Problems">
        <p>Postal code is invalid</p>
      </Stack>,
    );
    expect(classesOf(screen.getByLabelText('Problems'))).toEqual(
      classesOfMap(sprinkles({ display: 'grid', gap: 'xs', color: 'error' })),
    );
  });

  it('is a section named by its heading, with its ref on the element', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Stack as="section" space="md" aria-labelledby="addresses" ref={ref} id="addresses-section">
        <h2 id="addresses">Addresses</h2>
        <p>No addresses yet</p>
      </Stack>,
    );
    const region = screen.getByRole('region', { name: 'Addresses' });
    expect(region).toBe(ref.current);
    expect(region).toHaveAttribute('id', 'addresses-section');
  });

  it('is a list whose items a screen reader counts', () => {
    render(
      <Stack as="ul" space="xs" aria-label="What happens next">
        <li>We confirm your slot</li>
        <li>You get a reminder</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'What happens next' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('is a search form that submits by keyboard, with its role, name and noValidate', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => {
      event.preventDefault();
    });
    render(
      <Stack as="form" space="sm" role="search" aria-label="Search help" noValidate onSubmit={onSubmit}>
        <label>
          Search <input required />
        </label>
        <button type="submit">Search</button>
      </Stack>,
    );
    const form = screen.getByRole('search', { name: 'Search help' });
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('novalidate');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'eGIRO{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('passes on its language and states such as aria-busy, and nothing it was not given', () => {
    render(
      <Stack space="sm" lang="zh-Hans" aria-busy aria-label="Result">
        <p>谢谢</p>
      </Stack>,
    );
    const stack = screen.getByLabelText('Result');
    expect(stack).toHaveAttribute('lang', 'zh-Hans');
    expect(stack).toHaveAttribute('aria-busy', 'true');
    expect(stack.getAttributeNames().sort()).toEqual(['aria-busy', 'aria-label', 'class', 'lang']);
  });
});
