// Small SVG writing helpers shared by every building block of the dish drawings.

/** A repeatable random sequence (mulberry32), seeded per drawing so a re-run writes the same files. */
export type Random = () => number;

export function randomFor(text: string): Random {
  let state = 0;
  for (const char of text) state = (Math.imul(state, 31) + char.charCodeAt(0)) | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const round = (value: number) => Math.round(value);

export function between(random: Random, low: number, high: number): number {
  return low + random() * (high - low);
}

export interface Point {
  x: number;
  y: number;
}

/** Points spread over a disc (a sunflower spiral, jittered), for grains, seeds and pieces. */
export function pointsInDisc(random: Random, cx: number, cy: number, radius: number, count: number): Point[] {
  const golden = Math.PI * (3 - Math.sqrt(5));
  return Array.from({ length: count }, (_, index) => {
    const distance = radius * Math.sqrt((index + 0.5) / count);
    const angle = index * golden + random() * 0.6;
    return { x: round(cx + distance * Math.cos(angle)), y: round(cy + distance * Math.sin(angle)) };
  });
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}"${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, rotate = 0): string {
  const turn = rotate ? ` transform="rotate(${round(rotate)} ${round(cx)} ${round(cy)})"` : '';
  return `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" fill="${fill}"${turn}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

export function stroke(d: string, color: string, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;
}

/** Round dots of one colour, drawn as zero-length strokes with round caps. */
export function dots(points: Point[], color: string, size: number): string {
  return stroke(points.map((p) => `M${p.x} ${p.y}h0`).join(''), color, size);
}

/** Round dots with a small highlight up and to the left (peas, pomegranate seeds). */
export function shinyDots(points: Point[], color: string, size: number, shine: string): string {
  const offset = Math.round(size / 7);
  const highlights = points.map((p) => ({ x: p.x - offset, y: p.y - offset }));
  return dots(points, color, size) + dots(highlights, shine, Math.round(size / 2.8));
}

/** Short dashes of one colour at random angles (rice grains, seeds, shreds). */
export function dashes(
  random: Random,
  points: Point[],
  length: number,
  color: string,
  width: number,
): string {
  const d = points
    .map((p) => {
      const angle = random() * Math.PI;
      return `M${p.x} ${p.y}l${round(Math.cos(angle) * length)} ${round(Math.sin(angle) * length)}`;
    })
    .join('');
  return stroke(d, color, width);
}

export function place(x: number, y: number, rotate: number, body: string, scale = 1): string {
  const scaled = scale === 1 ? '' : ` scale(${Math.round(scale * 100) / 100})`;
  return `<g transform="translate(${round(x)} ${round(y)}) rotate(${round(rotate)})${scaled}">${body}</g>`;
}

/** A leaf (mint, cilantro, curry leaf, bay leaf) from its base, `length` long. */
export function leaf(x: number, y: number, length: number, rotate: number, fill: string): string {
  const bulge = Math.round(length * 0.42 * 10) / 10;
  const half = length / 2;
  return `<path d="M0 0Q${half} ${-bulge} ${length} 0Q${half} ${bulge} 0 0Z" fill="${fill}" transform="translate(${round(x)} ${round(y)}) rotate(${round(rotate)})"/>`;
}

export function shadow(cx: number, cy: number, r: number): string {
  return circle(cx + 16, cy + 22, r, '#2E2A27', ' opacity=".14"');
}
