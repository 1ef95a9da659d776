/** Test helper: a Server-Sent Events client over fetch (not a test file). */

/** Reads a Server-Sent Events response as it arrives. */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  /** Each event with the moment it arrived (`performance.now()`). */
  const events: { event: string; data: unknown; receivedAt: number }[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data) events.push({ event, data: JSON.parse(data), receivedAt: performance.now() });
            waiters.splice(0).forEach((wake) => wake());
          }
        }
      } catch {
        /* aborted */
      }
      ended = true;
      waiters.splice(0).forEach((wake) => wake());
    })();
  }
  return {
    response,
    events,
    get ended() {
      return ended;
    },
    /** The first event named `name` that matches, waiting at most `timeoutMs`. */
    async next(name: string, match: (data: never) => boolean = () => true, timeoutMs = 1000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find((e) => e.event === name && match(e.data as never));
        if (found) return found.data as Record<string, unknown>;
        const left = deadline - Date.now();
        if (left <= 0 || ended)
          throw new Error(`no '${name}' event within ${timeoutMs} ms: ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
    async waitForEnd(timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs;
      while (!ended && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      return ended;
    },
    close: () => controller.abort(),
  };
}
