import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Sent by the renderer's own reads, with a secret of this process, so no outside request can pass for one. */
export const RENDER_READ_HEADER = 'x-render-read';
/**
 * Set on a renderer's read that answered versioned public data: `1`, or the time (ISO 8601) until which the
 * answer holds when it also depends on the clock.
 */
export const VERSIONED_READ_HEADER = 'x-versioned-read';
export const RENDER_READ_SECRET = randomBytes(18).toString('base64url');

/**
 * Marks a renderer's read as versioned public data: the same answer for everyone until the catalogue version
 * moves, or until `keepUntil` when the answer also changes at a clock time (a dish back on the menu at 17:00).
 * Only the public catalogue reads call it; any other read leaves the page it renders unkept.
 */
export function markVersionedRead(request: FastifyRequest, reply: FastifyReply, keepUntil?: Date): void {
  if (request.headers[RENDER_READ_HEADER] !== RENDER_READ_SECRET) return;
  void reply.header(VERSIONED_READ_HEADER, keepUntil ? keepUntil.toISOString() : '1');
}

/** What the reads of one render allow: keeping the page (and until when), or not at all. */
export class RenderReads {
  /** False once a read answered anything but versioned public data (a personal or clock-dependent read). */
  keepable = true;
  /** The earliest time one of the reads holds until; none when they hold until the version moves. */
  keepUntil: Date | undefined;

  record(versionedRead: string | null): void {
    if (versionedRead === null) {
      this.keepable = false;
      return;
    }
    if (versionedRead === '1') return;
    const until = new Date(versionedRead);
    if (Number.isNaN(until.getTime())) this.keepable = false;
    else if (!this.keepUntil || until < this.keepUntil) this.keepUntil = until;
  }
}
