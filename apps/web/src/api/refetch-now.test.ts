import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { refetchNow } from './invalidate';

/** A watched query whose answers come from `answer`, retried twice 50 ms apart; counts its requests. */
function watchedQuery(answer: (call: number) => Promise<string>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: 2, retryDelay: 50 } } });
  let calls = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['board'],
    queryFn: () => answer(++calls),
  });
  const stop = observer.subscribe(() => {});
  return { client, calls: () => calls, stop, state: () => client.getQueryState(['board'])! };
}

describe('refetchNow', () => {
  it('restarts a first load that began before the change', async () => {
    let release: (value: string) => void = () => {};
    const query = watchedQuery((call) =>
      call === 1 ? new Promise<string>((resolve) => (release = resolve)) : Promise.resolve('after'),
    );
    await refetchNow(query.client, [['board']]);
    release('before');
    expect(query.state().data).toBe('after');
    expect(query.calls()).toBe(2);
    query.stop();
  });

  it('leaves a load retrying after a failure to its retries, so its error comes while events arrive', async () => {
    const query = watchedQuery(() => Promise.reject(new Error('down')));
    await vi.waitFor(() => expect(query.state().fetchFailureCount).toBe(1));
    await refetchNow(query.client, [['board']]);
    await vi.waitFor(() => expect(query.state().status).toBe('error'));
    // The first try and its two retries: the event did not start the count again.
    expect(query.calls()).toBe(3);
    query.stop();
  });

  it('leaves a reload retrying after a failure to its retries too, the data it had kept', async () => {
    const query = watchedQuery((call) =>
      call === 1 ? Promise.resolve('read') : Promise.reject(new Error('down')),
    );
    await vi.waitFor(() => expect(query.state().data).toBe('read'));
    void query.client.refetchQueries({ queryKey: ['board'] });
    await vi.waitFor(() => expect(query.state().fetchFailureCount).toBe(1));
    await refetchNow(query.client, [['board']]);
    await vi.waitFor(() => expect(query.state().status).toBe('error'));
    // The first read, then the reload and its two retries: the event did not start the count again.
    expect(query.calls()).toBe(4);
    expect(query.state().data).toBe('read');
    query.stop();
  });
});
