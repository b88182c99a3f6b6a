import { messages } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from './client';
import { Query, allOf } from './Query';

function answered<T>(data: T | null, error = false): ApiResult<T> {
  return {
    httpCode: error ? 500 : 200,
    error,
    statusCode: error ? 500 : 200,
    message: null,
    errorCode: null,
    errorMessage: null,
    data,
  };
}

const list = (items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe('Query', () => {
  it('shows its placeholders while the answer is on its way', () => {
    render(
      <Query query={{ data: undefined, mutate: vi.fn() }} loading={<p>Placeholders</p>}>
        {list}
      </Query>,
    );
    expect(screen.getByText('Placeholders')).toBeInTheDocument();
  });

  it('shows a failed read with Retry, which reads again', async () => {
    const mutate = vi.fn();
    render(
      <Query query={{ data: answered<string[]>(null, true), mutate }} loading={null}>
        {list}
      </Query>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(messages.generic.somethingWentWrong);
    await userEvent.click(screen.getByRole('button', { name: messages.generic.retry }));
    expect(mutate).toHaveBeenCalledTimes(1);
  });

  it('reads an answer without data as a failure', () => {
    render(
      <Query query={{ data: answered<string[]>(null), mutate: vi.fn() }} loading={null}>
        {list}
      </Query>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(messages.generic.somethingWentWrong);
  });

  it('shows the empty state for an empty answer, else the content', () => {
    const { rerender } = render(
      <Query
        query={{ data: answered<string[]>([]), mutate: vi.fn() }}
        loading={null}
        isEmpty={(items) => items.length === 0}
        empty={<p>Nothing yet</p>}
      >
        {list}
      </Query>,
    );
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    rerender(
      <Query
        query={{ data: answered(['Gym Tonic']), mutate: vi.fn() }}
        loading={null}
        isEmpty={(items) => items.length === 0}
        empty={<p>Nothing yet</p>}
      >
        {list}
      </Query>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Gym Tonic');
    expect(screen.queryByText('Nothing yet')).not.toBeInTheDocument();
  });

  it('shows a refusal the page explains itself instead of Retry', () => {
    const notFound: ApiResult<string[]> = {
      ...answered<string[]>(null, true),
      httpCode: 404,
      errorMessage: 'Not yours',
    };
    const explain = (answer: ApiResult<string[]>) =>
      answer.httpCode === 404 ? <p role="alert">{answer.errorMessage}</p> : undefined;
    const { rerender } = render(
      <Query query={{ data: notFound, mutate: vi.fn() }} loading={null} refusal={explain}>
        {list}
      </Query>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not yours');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(
      <Query
        query={{ data: answered<string[]>(null, true), mutate: vi.fn() }}
        loading={null}
        refusal={explain}
      >
        {list}
      </Query>,
    );
    expect(screen.getByRole('button', { name: messages.generic.retry })).toBeInTheDocument();
  });

  it('shows the failure in its own words instead of Retry, after a refusal the page explains', () => {
    const notFound: ApiResult<string[]> = { ...answered<string[]>(null, true), httpCode: 404 };
    const explain = (answer: ApiResult<string[]>) => (answer.httpCode === 404 ? <p>Not found</p> : undefined);
    const failed = (answer: ApiResult<string[]>) => (
      <Query
        query={{ data: answer, mutate: vi.fn() }}
        loading={null}
        refusal={explain}
        failure={<p>Could not load the list. Please try again later.</p>}
      >
        {list}
      </Query>
    );
    const { rerender } = render(failed(answered<string[]>(null, true)));
    expect(screen.getByText('Could not load the list. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(failed(answered<string[]>(null)));
    expect(screen.getByText('Could not load the list. Please try again later.')).toBeInTheDocument();
    rerender(failed(notFound));
    expect(screen.getByText('Not found')).toBeInTheDocument();
    rerender(failed(answered(['Gym Tonic'])));
    expect(screen.getByRole('listitem')).toHaveTextContent('Gym Tonic');
  });

  describe('allOf', () => {
    const ok = <T,>(data: T) => ({ data: answered(data), mutate: vi.fn() });

    it('gives the data of every read in order, once all have answered', () => {
      render(
        <Query query={allOf(ok(['Gym Tonic']), ok(['Yoga']))} loading={<p>Placeholders</p>}>
          {([first, second]) => list([...first, ...second])}
        </Query>,
      );
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Gym Tonic', 'Yoga']);
    });

    it('is loading while any read is on its way', () => {
      render(
        <Query
          query={allOf(ok(['Gym Tonic']), { data: undefined, mutate: vi.fn() })}
          loading={<p>Placeholders</p>}
        >
          {() => null}
        </Query>,
      );
      expect(screen.getByText('Placeholders')).toBeInTheDocument();
    });

    it('has failed as soon as one read failed, and Retry reads them all again', async () => {
      const first = ok(['Gym Tonic']);
      const second = { data: answered<string[]>(null, true), mutate: vi.fn() };
      const third = { data: undefined, mutate: vi.fn() };
      render(
        <Query query={allOf(first, second, third)} loading={<p>Placeholders</p>}>
          {() => null}
        </Query>,
      );
      expect(screen.getByRole('alert')).toHaveTextContent(messages.generic.somethingWentWrong);
      await userEvent.click(screen.getByRole('button', { name: messages.generic.retry }));
      expect([first.mutate, second.mutate, third.mutate].map((mutate) => mutate.mock.calls.length)).toEqual([
        1, 1, 1,
      ]);
    });
  });
});
