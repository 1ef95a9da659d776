import { readdirSync, readFileSync } from 'node:fs';
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
  /** The most image converter processes seen at once. */
  mostConverters: number;
}

function readProc(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return ''; // the process ended while it was read
  }
}

/** The image converter processes `pid` started (Linux: /proc); its database is not counted. */
function convertersOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`)
    .flatMap((thread) =>
      readProc(`/proc/${pid}/task/${thread}/children`).split(' ').filter(Boolean).map(Number),
    )
    .filter((child) => readProc(`/proc/${child}/cmdline`).includes('image-converter'));
}

/** The resident memory of a process in kB, 0 once it has ended. */
function residentKb(pid: number): number {
  return Number(/^VmRSS:\s+(\d+)/m.exec(readProc(`/proc/${pid}/status`))?.[1] ?? 0);
}

/** The resident memory of the server and of the processes it started (its image converters), in MB. */
function residentMb(pid: number): { mb: number; children: number } {
  const children = convertersOf(pid);
  const kb = [pid, ...children].reduce((sum, each) => sum + residentKb(each), 0);
  return { mb: Math.round(kb / 1024), children: children.length };
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
 * The resident memory of the server and its image converter processes before, during (the highest sample) and
 * a few seconds after `UPLOADS` large images sent at once to the owner's image upload.
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

  const restingMb = residentMb(pid).mb;
  let peakMb = restingMb;
  let mostConverters = 0;
  const sampler = setInterval(() => {
    const now = residentMb(pid);
    peakMb = Math.max(peakMb, now.mb);
    mostConverters = Math.max(mostConverters, now.children);
  }, 20);
  const responses = await Promise.all(Array.from({ length: UPLOADS }, send));
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return {
    uploads: UPLOADS,
    megapixels: (SIDE * SIDE) / 1_000_000,
    statuses: responses.map((response) => response.status),
    restingMb,
    peakMb,
    afterMb: residentMb(pid).mb,
    mostConverters,
  };
}

export function uploadMemoryLine(result: UploadMemory): string {
  return (
    `${result.uploads} uploads of a ${result.megapixels} MP PNG at once (answers ${[...new Set(result.statuses)].join(', ')}): ` +
    `resident memory of the server and its image converters ${result.restingMb} MB before, ` +
    `${result.peakMb} MB at most during (${result.mostConverters} converters at most), ` +
    `${result.afterMb} MB ${SETTLE_MS / 1000} s after`
  );
}
