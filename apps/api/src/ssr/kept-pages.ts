import { createHash } from 'node:crypto';
import { compressOnce } from '../lib/compress-once';

/** Bytes kept at most (pages and their compressed forms); beyond that the store starts empty again. */
const MAX_BYTES = 48 * 1024 * 1024;

/** A page as the renderer made it, with what its reads allow. */
export interface RenderedPage {
  status: number;
  html: string;
  /** The page's Content-Security-Policy (its inline scripts' hashes). */
  csp: string;
  /** Every read of the render answered versioned public data: the page is the same for everyone. */
  keepable: boolean;
  /** A time at which the page stops holding although the version has not moved; none: until it moves. */
  keepUntil?: Date | undefined;
}

/** A page kept for every visitor that asks for it at its version. */
export class KeptPage {
  readonly etag: string;
  private readonly encoded = new Map<'br' | 'gzip', Buffer>();

  constructor(
    readonly html: string,
    readonly csp: string,
    readonly keepUntil: Date | undefined,
    private readonly onGrow: (bytes: number) => void,
  ) {
    this.etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  }

  /** The page compressed once, the first time a client asks for that encoding. */
  body(encoding: 'br' | 'gzip'): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body = compressOnce(this.html, encoding);
      this.encoded.set(encoding, body);
      this.onGrow(body.length);
    }
    return body;
  }
}

/** What a request gets: the kept page, or a page rendered for it alone. */
export type ServedPage = { kept: KeptPage } | { rendered: RenderedPage };

/**
 * Server-rendered pages kept per catalogue version. `key` names what else varies the bytes (the URL). A page is
 * kept under the version read before its render started, so a request that read the version after a change
 * never gets a page rendered before it; all pages of older versions are dropped when a newer version is seen. One render per version and key is in flight at a time: concurrent
 * requests for a page share it (no burst of identical renders when a version moves or a crowd arrives). A
 * page whose render read anything else than versioned public data is served to its own request only.
 */
export class KeptPages {
  private version = '';
  private readonly pages = new Map<string, KeptPage>();
  private readonly inFlight = new Map<string, Promise<ServedPage>>();
  private bytes = 0;

  constructor(
    private readonly now: () => Date,
    private readonly maxBytes = MAX_BYTES,
  ) {}

  /** The page for `key` at `version`: kept, shared with a render in flight, or rendered by `render`. */
  async serve(version: string, key: string, render: () => Promise<RenderedPage>): Promise<ServedPage> {
    const kept = this.lookup(version, key);
    if (kept) return { kept };
    const flightKey = `${version}\n${key}`;
    const inFlight = this.inFlight.get(flightKey);
    if (inFlight) {
      const shared = await inFlight;
      if ('kept' in shared) return shared;
      // A page that is not kept belongs to the request it was rendered for.
      return { rendered: await render() };
    }
    const flight = render().then((page) => this.keep(version, key, page));
    this.inFlight.set(flightKey, flight);
    try {
      return await flight;
    } finally {
      this.inFlight.delete(flightKey);
    }
  }

  private lookup(version: string, key: string): KeptPage | undefined {
    if (version !== this.version) {
      this.clear();
      this.version = version;
      return undefined;
    }
    const page = this.pages.get(key);
    if (page?.keepUntil && page.keepUntil <= this.now()) {
      this.pages.delete(key);
      return undefined;
    }
    return page;
  }

  private keep(version: string, key: string, page: RenderedPage): ServedPage {
    const holds = !page.keepUntil || page.keepUntil > this.now();
    if (!page.keepable || page.status !== 200 || !holds) return { rendered: page };
    const kept = new KeptPage(page.html, page.csp, page.keepUntil, (bytes) => this.grow(bytes));
    // A render that finished after a newer version was seen is served to its requests, never kept.
    if (version === this.version) {
      this.pages.set(key, kept);
      this.grow(page.html.length);
    }
    return { kept };
  }

  private grow(bytes: number): void {
    this.bytes += bytes;
    if (this.bytes > this.maxBytes) this.clear();
  }

  private clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }
}
