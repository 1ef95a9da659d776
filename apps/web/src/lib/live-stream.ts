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
 * Returns the function that closes it.
 */
export function openLiveStream({ getTicket, url, on, onState }: LiveStreamOptions): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let attempt = 0;

  const retryLater = () => {
    if (stopped) return;
    onState('offline');
    timer = setTimeout(() => void connect(), Math.min(MAX_RETRY_MS, 1000 * 2 ** attempt));
    attempt += 1;
  };

  async function connect() {
    try {
      const ticket = getTicket ? await getTicket() : '';
      if (stopped) return;
      source = new EventSource(url(ticket));
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
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        onState('offline');
        return;
      }
      retryLater();
    }
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}
