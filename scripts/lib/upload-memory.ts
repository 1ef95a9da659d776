import { readFileSync } from 'node:fs';
import sharp from 'sharp';

/** Uploads sent at once, each a large image that is still allowed (36 of the 40 megapixels). */
const UPLOADS = 8;
const SIDE = 6000;
/** How long the server is left idle before the memory it kept is read. */
const SETTLE_MS = 5000;

export interface UploadMemory {
  uploads: number;
  megapixels: number;
  statuses: number[];
  restingMb: number;
  peakMb: number;
  afterMb: number;
}

/** The resident memory of a process, in MB (Linux: /proc). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

async function ownerToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@flamekissed.test', password: 'owner-demo-123' }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/**
 * The server's resident memory before, during (the highest sample) and a few seconds after `UPLOADS` large
 * images sent at once to the owner's image upload.
 */
export async function measureUploadMemory(baseUrl: string, pid: number): Promise<UploadMemory> {
  const token = await ownerToken(baseUrl);
  const [restaurant] = (
    (await (await fetch(`${baseUrl}/api/restaurants`)).json()) as { data: { _id: string }[] }
  ).data;
  const image = await sharp({
    create: { width: SIDE, height: SIDE, channels: 3, background: { r: 200, g: 90, b: 40 } },
  })
    .png()
    .toBuffer();
  const send = () => {
    const body = new FormData();
    body.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'large.png');
    return fetch(`${baseUrl}/api/restaurants/${restaurant!._id}/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body,
    });
  };

  const restingMb = residentMb(pid);
  let peakMb = restingMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(pid))), 20);
  const responses = await Promise.all(Array.from({ length: UPLOADS }, send));
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return {
    uploads: UPLOADS,
    megapixels: (SIDE * SIDE) / 1_000_000,
    statuses: responses.map((response) => response.status),
    restingMb,
    peakMb,
    afterMb: residentMb(pid),
  };
}

export function uploadMemoryLine(result: UploadMemory): string {
  return (
    `${result.uploads} uploads of a ${result.megapixels} MP PNG at once (answers ${[...new Set(result.statuses)].join(', ')}): ` +
    `server resident memory ${result.restingMb} MB before, ${result.peakMb} MB at most during, ` +
    `${result.afterMb} MB ${SETTLE_MS / 1000} s after`
  );
}
