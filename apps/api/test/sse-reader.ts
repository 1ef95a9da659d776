/** A Server-Sent Events stream read over real HTTP, for the tests that run the API as a process. */

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

export interface SseReader {
  status: number;
  events: SseEvent[];
  /** Resolves with the first event named `name` matching `match`, or rejects after `timeoutMs`. */
  waitFor(
    name: string,
    match?: (data: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<SseEvent>;
  close(): void;
}

export async function readSse(url: string, headers: Record<string, string> = {}): Promise<SseReader> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  let wake = () => {};

  const pump = async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
      }
      wake();
    }
  };
  void pump().catch(() => undefined);

  return {
    status: response.status,
    events,
    async waitFor(name, match = () => true, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find((e) => e.event === name && match(e.data));
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(`no '${name}' event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
    },
    close: () => controller.abort(),
  };
}
