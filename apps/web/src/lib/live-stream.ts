import { ApiError } from './api-client';

/** Whether a live view follows its stream: opening, open, or waiting to reopen. */
export type LiveState = 'connecting' | 'live' | 'offline';

const MAX_RETRY_MS = 30_000;

export interface LiveStreamOptions {
  /** Trades the bearer token for a short-lived ticket (EventSource cannot send headers); none for a public stream. */
  getTicket?: () => Promise<string>;
  /** The stream's address with the ticket ('' for a public stream). */
  url: (ticket: string) => string;
  /** Handlers of named events, given the parsed JSON data; 'ready' marks the stream as live. */
  on: Record<string, (data: unknown) => void>;
  onState: (state: LiveState) => void;
}

/**
 * Opens a Server-Sent Events stream with a fresh ticket (docs/decisions/003) and keeps it open: a dropped stream
 * is reopened with a new ticket after growing pauses (1 s, 2 s, 4 s ... 30 s). A refusal (a 4xx for the ticket:
 * signed out, not allowed) ends it, since retrying will not help. While the server has lost its database it
 * says 'paused' (shown as offline) and then 'resync' (live again; views refetch in their 'resync' handler).
 * While the device reports no network it is closed and shown offline. Returns the function that closes it.
 */
export function openLiveStream({ getTicket, url, on, onState }: LiveStreamOptions): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let opening = false;
  let attempt = 0;

  const retryLater = () => {
    if (stopped) return;
    onState('offline');
    timer = setTimeout(() => void connect(), Math.min(MAX_RETRY_MS, 1000 * 2 ** attempt));
    attempt += 1;
  };

  async function connect() {
    opening = true;
    try {
      const ticket = getTicket ? await getTicket() : '';
      if (stopped) return;
      source = new EventSource(url(ticket));
      opening = false;
      // The server lost its database: the stream stays open but carries nothing until 'resync'.
      source.addEventListener('paused', () => onState('offline'));
      source.addEventListener('resync', () => onState('live'));
      for (const [name, handler] of Object.entries(on)) {
        source.addEventListener(name, (event) => {
          if (name === 'ready') {
            attempt = 0;
            onState('live');
          }
          handler(JSON.parse((event as MessageEvent<string>).data) as unknown);
        });
      }
      source.onerror = () => {
        source?.close();
        source = null;
        retryLater();
      };
    } catch (error) {
      opening = false;
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        onState('offline');
        return;
      }
      retryLater();
    }
  }

  // The device lost its network: nothing can arrive, whatever the socket still says. Reopened at once when the
  // network is back, without waiting for the next pause to end.
  const wentOffline = () => {
    source?.close();
    source = null;
    clearTimeout(timer);
    onState('offline');
  };
  const cameBack = () => {
    if (stopped || source || opening) return;
    clearTimeout(timer);
    attempt = 0;
    void connect();
  };
  window.addEventListener('offline', wentOffline);
  window.addEventListener('online', cameBack);

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    window.removeEventListener('offline', wentOffline);
    window.removeEventListener('online', cameBack);
  };
}
