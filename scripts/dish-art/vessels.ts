// What the food sits in: the backdrop of every drawing, plates, bowls, the brass thali, the clay handi,
// the bamboo steamer, the board, trays, glasses and cups.
import { circle, ellipse, leaf, path, shadow, stroke } from './svg';

/** The cream square, the tinted disc and the scattered spice dots and leaves every drawing shares. */
export function backdrop(tint: string): string {
  return (
    `<rect width="800" height="800" fill="#FBF3E4"/>` +
    circle(400, 400, 372, tint) +
    stroke('M70 96h0M112 60h0M730 704h0M690 744h0M742 120h0', '#F28C28', 12) +
    stroke('M96 720h0M58 680h0M704 70h0', '#C8102E', 10) +
    leaf(60, 130, 46, -40, '#7DB356') +
    leaf(740, 660, 46, 140, '#7DB356')
  );
}

/** A white plate with a red dotted rim; returns its well's radius through the drawing. */
export function plate(cx: number, cy: number, r: number, well = '#F6EBD8'): string {
  return (
    shadow(cx, cy, r) +
    circle(cx, cy, r, '#FFFDF8') +
    `<circle cx="${cx}" cy="${cy}" r="${r - 20}" fill="none" stroke="#C8102E" stroke-width="6" stroke-dasharray="1 18" stroke-linecap="round"/>` +
    circle(cx, cy, r * 0.8, well)
  );
}

/** An oval white platter for skewers and grills. */
export function platter(cx: number, cy: number, rx: number, ry: number, rotate: number): string {
  return (
    ellipse(cx + 16, cy + 22, rx, ry, '#2E2A27', rotate).replace('/>', ' opacity=".14"/>') +
    ellipse(cx, cy, rx, ry, '#FFFDF8', rotate) +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx - 20}" ry="${ry - 20}" fill="none" stroke="#C8102E" stroke-width="6" stroke-dasharray="1 18" stroke-linecap="round" transform="rotate(${rotate} ${cx} ${cy})"/>` +
    ellipse(cx, cy, rx * 0.82, ry * 0.74, '#F6EBD8', rotate)
  );
}

/** A glazed clay bowl seen from above, filled with `fill` (a curry, a soup, a salad). */
export function bowl(cx: number, cy: number, r: number, fill: string): string {
  return (
    shadow(cx, cy, r) +
    circle(cx, cy, r, '#8A3B17') +
    circle(cx, cy, r - 14, '#B5562A') +
    circle(cx, cy, r - 24, '#7A3314') +
    circle(cx, cy, r - 32, fill)
  );
}

/** A small steel katori for chutneys, raita, dal and achar. */
export function katori(cx: number, cy: number, r: number, fill: string): string {
  return (
    shadow(cx, cy, r) +
    circle(cx, cy, r, '#C9C4BA') +
    circle(cx, cy, r - 6, '#ECE9E2') +
    circle(cx, cy, r - 14, fill) +
    ellipse(cx - r * 0.3, cy - r * 0.32, r * 0.22, r * 0.12, '#fff', -20).replace('/>', ' opacity=".35"/>')
  );
}

/** The brass thali of the Nepali sets. */
export function thali(cx: number, cy: number, r: number): string {
  return (
    shadow(cx, cy, r) +
    circle(cx, cy, r, '#B9822A') +
    circle(cx, cy, r - 16, '#E2B04E') +
    `<circle cx="${cx}" cy="${cy}" r="${r - 16}" fill="none" stroke="#C99130" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round"/>` +
    circle(cx, cy, r - 44, '#CF9A38') +
    circle(cx, cy, r - 52, '#E8BA58')
  );
}

/** A small brass bowl on the thali. */
export function brassBowl(cx: number, cy: number, r: number, fill: string): string {
  return (
    circle(cx + 4, cy + 6, r, '#2E2A27', ' opacity=".15"') +
    circle(cx, cy, r, '#A86A2A') +
    circle(cx - 2, cy - 3, r - 8, fill)
  );
}

/** The clay handi biryani is sealed and served in, with its two handles. */
export function handi(cx: number, cy: number, r: number): string {
  return (
    shadow(cx, cy, r) +
    `<rect x="${cx - r - 28}" y="${cy - 34}" width="${2 * r + 56}" height="68" rx="34" fill="#5E2410"/>` +
    circle(cx, cy, r, '#7E3319') +
    circle(cx, cy, r - 20, '#A84A22') +
    circle(cx, cy, r - 36, '#5E2410')
  );
}

/** The bamboo steamer lined with a leaf, for momos. */
export function steamer(cx: number, cy: number, r: number): string {
  return (
    shadow(cx, cy, r) +
    circle(cx, cy, r, '#B77A35') +
    circle(cx, cy, r - 16, '#E2B06A') +
    `<circle cx="${cx}" cy="${cy}" r="${r - 16}" fill="none" stroke="#C8904A" stroke-width="4" stroke-dasharray="10 8"/>` +
    circle(cx, cy, r - 40, '#B77A35') +
    circle(cx, cy, r - 52, '#8DB654') +
    stroke(`M${cx} ${cy - r + 60}V${cy + r - 60}M${cx - r + 60} ${cy}H${cx + r - 60}`, '#A9CB73', 6)
  );
}

/** The black wok-style plate of the Indo-Chinese dishes. */
export function darkPlate(cx: number, cy: number, r: number): string {
  return (
    shadow(cx, cy, r) +
    circle(cx, cy, r, '#3A332F') +
    `<circle cx="${cx}" cy="${cy}" r="${r - 18}" fill="none" stroke="#C8102E" stroke-width="5" stroke-dasharray="1 16" stroke-linecap="round"/>` +
    circle(cx, cy, r - 36, '#2E2A27')
  );
}

/** A wooden board for breads, tilted. */
export function board(cx: number, cy: number, w: number, h: number, rotate: number): string {
  const body = `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="34"`;
  return (
    `<g transform="translate(${cx + 16} ${cy + 22}) rotate(${rotate})">${body} fill="#2E2A27" opacity=".14"/></g>` +
    `<g transform="translate(${cx} ${cy}) rotate(${rotate})">${body} fill="#9A5B2A"/>` +
    `<rect x="${-w / 2 + 14}" y="${-h / 2 + 14}" width="${w - 28}" height="${h - 28}" rx="24" fill="#B87333"/>` +
    stroke(`M${-w / 2 + 40} ${-h / 4}h${w - 120}M${-w / 2 + 70} ${h / 5}h${w - 150}`, '#A86629', 5) +
    `</g>`
  );
}

/** The black tray of the combos, with round cream wells given as [cx, cy, r]. */
export function tray(x: number, y: number, w: number, h: number, wells: [number, number, number][]): string {
  return (
    `<rect x="${x + 16}" y="${y + 22}" width="${w}" height="${h}" rx="40" fill="#2E2A27" opacity=".14"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="40" fill="#2E2A27"/>` +
    `<rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h - 28}" rx="30" fill="#3A332F"/>` +
    wells.map(([cx, cy, r]) => circle(cx, cy, r, '#F6EBD8')).join('')
  );
}

/** A tall glass seen from the side: its outline and the drink inside (top at `level`). */
export function tallGlass(
  cx: number,
  top: number,
  bottom: number,
  level: number,
  drink: string,
  surface: string,
): string {
  const halfTop = 110;
  const halfBottom = 82;
  const at = (y: number) => halfTop - ((halfTop - halfBottom) * (y - top)) / (bottom - top);
  const l = at(level);
  return (
    ellipse(cx + 20, bottom + 12, 180, 30, '#2E2A27').replace('/>', ' opacity=".14"/>') +
    path(
      `M${cx - halfTop} ${top}H${cx + halfTop}L${cx + halfBottom} ${bottom}Q${cx} ${bottom + 18} ${cx - halfBottom} ${bottom}Z`,
      '#FFFFFF',
      ' opacity=".7"',
    ) +
    path(
      `M${cx - l + 8} ${level}H${cx + l - 8}L${cx + halfBottom - 8} ${bottom - 14}Q${cx} ${bottom + 2} ${cx - halfBottom + 8} ${bottom - 14}Z`,
      drink,
    ) +
    ellipse(cx, level, l - 8, 18, surface) +
    stroke(
      `M${cx - l + 26} ${level + 40}L${cx - halfBottom + 22} ${bottom - 30}`,
      '#fff',
      14,
      ' opacity=".35"',
    ) +
    `<ellipse cx="${cx}" cy="${top}" rx="${halfTop}" ry="20" fill="none" stroke="#fff" stroke-width="6" opacity=".8"/>`
  );
}

/** Wisps of steam rising from (x, y). */
export function steam(x: number, y: number, count: number, gap = 40): string {
  const d = Array.from({ length: count }, (_, i) => {
    const sx = x + i * gap;
    return `M${sx} ${y}C${sx - 20} ${y - 30} ${sx + 20} ${y - 50} ${sx} ${y - 80}`;
  }).join('');
  return stroke(d, '#fff', 8, ' opacity=".8"');
}

/** Garnish leaves in the corner of the plate area, in the shared style. */
export function cornerLeaves(x: number, y: number): string {
  return leaf(x, y, 44, 30, '#4E8C3A') + leaf(x + 10, y + 10, 36, 100, '#7DB356');
}
