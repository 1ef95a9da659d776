// What the dishes are made of. Every building block wraps itself in `<g data-food="…">`, naming what it shows,
// so a drawing states its ingredients and the seed test can check that no vegetarian dish shows meat or egg.
import {
  between,
  circle,
  dashes,
  dots,
  ellipse,
  leaf,
  path,
  place,
  pointsInDisc,
  round,
  shinyDots,
  stroke,
  type Point,
  type Random,
} from './svg';

/** Wraps a drawn ingredient in the group that names it. */
export function food(name: string, body: string): string {
  return `<g data-food="${name}">${body}</g>`;
}

type Spot = [x: number, y: number, rotate: number];

// ---- rice, grains, seeds -------------------------------------------------------------------------------------

/** A bed of cooked rice: a base disc and grains; `accents` colours a third of the grains (saffron, turmeric). */
export function rice(
  random: Random,
  cx: number,
  cy: number,
  r: number,
  { base = '#FAEBCB', grain = '#FFFDF6', accents = [] as string[] } = {},
): string {
  const count = round(120 * (r / 230) ** 2);
  const grains = pointsInDisc(random, cx, cy, r - 10, count);
  const plain = grains.filter((_, i) => accents.length === 0 || i % 3 !== 0);
  const tinted = accents.length === 0 ? [] : grains.filter((_, i) => i % 3 === 0);
  return food(
    'rice',
    circle(cx, cy, r, base) +
      dashes(random, plain, 12, grain, 7) +
      accents
        .map((color, k) =>
          dashes(
            random,
            tinted.filter((_, i) => i % accents.length === k),
            12,
            color,
            7,
          ),
        )
        .join(''),
  );
}

export function beatenRice(random: Random, cx: number, cy: number, r: number): string {
  const flakes = pointsInDisc(random, cx, cy, r - 8, round(60 * (r / 110) ** 2));
  return food(
    'beaten-rice',
    circle(cx, cy, r, '#F1E3C2') +
      dashes(random, flakes, 10, '#DFC89A', 9) +
      dashes(
        random,
        flakes.filter((_, i) => i % 2 === 0),
        8,
        '#FFF8E6',
        8,
      ),
  );
}

export function puffedRice(random: Random, points: Point[]): string {
  return food(
    'puffed-rice',
    dashes(random, points, 6, '#F5E6C4', 13) +
      dashes(
        random,
        points.filter((_, i) => i % 3 === 0),
        5,
        '#E2C48E',
        12,
      ),
  );
}

export function cumin(random: Random, points: Point[]): string {
  return food('cumin', dashes(random, points, 7, '#5A3A1E', 5));
}

export function mustardSeeds(points: Point[]): string {
  return food('mustard-seed', dots(points, '#2E2A27', 8));
}

export function sesame(random: Random, points: Point[]): string {
  return food('sesame', dashes(random, points, 3, '#FFF3D6', 5));
}

export function sev(random: Random, points: Point[]): string {
  return food('sev', dashes(random, points, 16, '#F0B429', 5));
}

export function pomegranate(points: Point[]): string {
  return food('pomegranate', shinyDots(points, '#B0102A', 14, '#E8506A'));
}

export function peanuts(random: Random, points: Point[]): string {
  return food('peanuts', dashes(random, points, 8, '#B9783C', 16) + dashes(random, points, 4, '#D9A066', 7));
}

export function chickpeas(points: Point[], r = 16): string {
  return food(
    'chickpeas',
    points.map((p) => circle(p.x, p.y, r, '#D29B52') + circle(p.x - 3, p.y - 3, r - 5, '#E8BC7A')).join('') +
      stroke(points.map((p) => `M${p.x - 4} ${p.y + 6}q5 4 10 0`).join(''), '#B07A3A', 3),
  );
}

export function blackEyedPeas(points: Point[]): string {
  return food(
    'black-eyed-peas',
    points.map((p, i) => ellipse(p.x, p.y, 15, 11, '#F3E3C3', i * 47)).join('') + dots(points, '#2E2A27', 7),
  );
}

export function soybeans(random: Random, cx: number, cy: number, r: number): string {
  const beans = pointsInDisc(random, cx, cy, r, round(26 * (r / 50) ** 2));
  return food(
    'soybeans',
    dots(beans, '#7A4A22', 18) +
      dots(
        beans.filter((_, i) => i % 2 === 0),
        '#B07A3E',
        9,
      ),
  );
}

export function mungSprouts(random: Random, points: Point[]): string {
  const tails = points
    .map((p) => {
      const a = random() * Math.PI * 2;
      return `M${p.x} ${p.y}q${round(Math.cos(a) * 14)} ${round(Math.sin(a) * 14)} ${round(Math.cos(a + 0.6) * 26)} ${round(Math.sin(a + 0.6) * 26)}`;
    })
    .join('');
  return food(
    'mung-sprouts',
    stroke(tails, '#FFF6DC', 5) +
      dashes(random, points, 6, '#6E9E3A', 16) +
      dashes(random, points, 3, '#9CC25E', 7),
  );
}

// ---- vegetables, fruit, herbs --------------------------------------------------------------------------------

export function herbs(spots: Spot[], size = 30): string {
  return food(
    'cilantro',
    spots
      .map(([x, y, a]) => leaf(x, y, size, a, '#4E8C3A') + leaf(x, y, size * 0.8, a + 60, '#7DB356'))
      .join(''),
  );
}

export function mint(spots: Spot[]): string {
  return food(
    'mint',
    spots
      .map(([x, y, a]) => leaf(x, y, 40, a, '#3F8A3A') + leaf(x + 4, y + 4, 34, a + 70, '#5FAE4A'))
      .join(''),
  );
}

export function curryLeaves(spots: Spot[]): string {
  return food(
    'curry-leaves',
    spots.map(([x, y, a]) => leaf(x, y, 46, a, '#2F6B2A') + leaf(x, y, 40, a + 40, '#3F7A2E')).join(''),
  );
}

export function bayLeaf(x: number, y: number, rotate: number): string {
  return food(
    'bay-leaf',
    leaf(x, y, 110, rotate, '#8C9A4A') + place(x, y, rotate, stroke('M6 0H100', '#6E7A34', 4)),
  );
}

export function springOnion(points: Point[]): string {
  return food(
    'spring-onion',
    points
      .map((p) => `<circle cx="${p.x}" cy="${p.y}" r="9" fill="none" stroke="#5FAE4A" stroke-width="6"/>`)
      .join(''),
  );
}

export function cabbage(random: Random, points: Point[]): string {
  return food('cabbage', dashes(random, points, 26, '#D9E8A8', 8));
}

export function carrot(random: Random, points: Point[], style: 'cubes' | 'sticks' = 'cubes'): string {
  if (style === 'sticks') return food('carrot', dashes(random, points, 30, '#F07F1E', 8));
  return food(
    'carrot',
    points
      .map((p, i) =>
        place(
          p.x,
          p.y,
          i * 37,
          `<rect x="-13" y="-13" width="26" height="26" rx="6" fill="#F07F1E"/><rect x="-7" y="-8" width="10" height="8" rx="3" fill="#F7A24E"/>`,
        ),
      )
      .join(''),
  );
}

export function peas(points: Point[]): string {
  return food('peas', shinyDots(points, '#5E9A3F', 20, '#8CC25E'));
}

export function greenBeans(random: Random, points: Point[]): string {
  return food('green-beans', dashes(random, points, 26, '#4E8C3A', 13));
}

export function cauliflower(spots: Spot[], size = 1): string {
  const floret = `<circle cx="-12" cy="-4" r="16" fill="#F4EBD0"/><circle cx="10" cy="-8" r="17" fill="#F4EBD0"/><circle cx="0" cy="10" r="16" fill="#EADDB8"/><path d="M-4 12l0 16M6 12l2 14" stroke="#CFDCA0" stroke-width="7" stroke-linecap="round"/>`;
  return food('cauliflower', spots.map(([x, y, a]) => place(x, y, a, floret, size)).join(''));
}

export function cashews(spots: Spot[]): string {
  return food(
    'cashew',
    spots.map(([x, y, a]) => place(x, y, a, stroke('M-14 -4Q0 18 14 -4', '#EBCB8B', 13))).join(''),
  );
}

export function pepper(spots: Spot[], color = '#4E8C3A', size = 34): string {
  const h = size / 2;
  return food(
    'bell-pepper',
    spots
      .map(([x, y, a]) =>
        place(
          x,
          y,
          a,
          `<rect x="${-h}" y="${-h}" width="${size}" height="${size}" rx="8" fill="${color}"/><rect x="${-h + 5}" y="${-h + 5}" width="${h}" height="${h * 0.6}" rx="4" fill="#fff" opacity=".25"/>`,
        ),
      )
      .join(''),
  );
}

export function onion(spots: Spot[], color = '#9C3D6B'): string {
  return food(
    'onion',
    spots
      .map(([x, y, a]) =>
        place(x, y, a, stroke('M-22 8Q0 -20 22 8', color, 9) + stroke('M-12 10Q0 -4 12 10', '#E6B3CB', 5)),
      )
      .join(''),
  );
}

export function onionRings(points: Point[], r = 20): string {
  return food(
    'onion',
    points
      .map(
        (p) =>
          `<circle cx="${p.x}" cy="${p.y}" r="${r}" fill="none" stroke="#B0487E" stroke-width="7"/><circle cx="${p.x}" cy="${p.y}" r="${r - 9}" fill="none" stroke="#E6B3CB" stroke-width="4"/>`,
      )
      .join(''),
  );
}

export function friedOnion(random: Random, points: Point[]): string {
  return food('fried-onion', dashes(random, points, 14, '#8A4B1E', 6));
}

export function tomato(spots: Spot[], size = 30): string {
  const h = size / 2;
  return food(
    'tomato',
    spots
      .map(([x, y, a]) =>
        place(
          x,
          y,
          a,
          `<rect x="${-h}" y="${-h}" width="${size}" height="${size}" rx="7" fill="#D9482B"/><circle cx="-3" cy="2" r="4" fill="#F6C04A"/><circle cx="6" cy="-4" r="4" fill="#F6C04A"/>`,
        ),
      )
      .join(''),
  );
}

export function cherryTomatoHalves(points: Point[]): string {
  return food(
    'tomato',
    points
      .map(
        (p) =>
          circle(p.x, p.y, 22, '#D9482B') +
          circle(p.x, p.y, 15, '#F07A5A') +
          dots(
            [
              { x: p.x - 5, y: p.y },
              { x: p.x + 5, y: p.y + 3 },
            ],
            '#F6C04A',
            6,
          ),
      )
      .join(''),
  );
}

export function cucumberSlices(points: Point[], r = 26): string {
  return food(
    'cucumber',
    points
      .map(
        (p) =>
          circle(p.x, p.y, r, '#4E8C3A') +
          circle(p.x, p.y, r - 5, '#D5E8A8') +
          dots(
            [
              { x: p.x - 6, y: p.y },
              { x: p.x + 6, y: p.y },
              { x: p.x, y: p.y - 7 },
              { x: p.x, y: p.y + 7 },
            ],
            '#A9C872',
            5,
          ),
      )
      .join(''),
  );
}

export function cucumberCubes(spots: Spot[], size = 30): string {
  return food(
    'cucumber',
    spots
      .map(([x, y, a]) =>
        place(
          x,
          y,
          a,
          `<rect x="-15" y="-15" width="30" height="30" rx="6" fill="#D5E8A8"/><path d="M-15 -9V-15H15V-9" fill="none" stroke="#4E8C3A" stroke-width="8" stroke-linejoin="round"/>`,
          size / 30,
        ),
      )
      .join(''),
  );
}

export function potatoCubes(spots: Spot[], size = 36): string {
  const h = size / 2;
  return food(
    'potato',
    spots
      .map(([x, y, a], i) =>
        place(
          x,
          y,
          a,
          `<rect x="${-h}" y="${-h}" width="${size}" height="${size}" rx="9" fill="${i % 2 ? '#EDBE3C' : '#F4CD55'}"/>`,
        ),
      )
      .join(''),
  );
}

export function bambooShoots(random: Random, points: Point[]): string {
  return food(
    'bamboo-shoot',
    dashes(random, points, 34, '#EADB9A', 12) + dashes(random, points, 20, '#F7EEC4', 4),
  );
}

export function lemonWedge(x: number, y: number, rotate: number, color = '#F6D23A', size = 1): string {
  const rind = color === '#F6D23A' ? '#E8B820' : '#5E9A3F';
  return food(
    color === '#F6D23A' ? 'lemon' : 'lime',
    place(
      x,
      y,
      rotate,
      path('M-46 0A46 46 0 0 0 46 0Z', rind) +
        path('M-38 4A38 38 0 0 0 38 4Z', color) +
        stroke('M0 6V36M0 6L-24 28M0 6L24 28', '#fff', 3, ' opacity=".6"'),
      size,
    ),
  );
}

export function limeSlice(x: number, y: number, r: number): string {
  const spokes = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return `M${x} ${y}L${round(x + Math.cos(a) * (r - 10))} ${round(y + Math.sin(a) * (r - 10))}`;
  }).join('');
  return food(
    'lime',
    circle(x, y, r, '#5E9A3F') + circle(x, y, r - 6, '#D8EC9A') + stroke(spokes, '#F4FADF', 3),
  );
}

export function chili(spots: Spot[], color = '#C8102E', size = 0.9): string {
  return food(
    'chili',
    spots
      .map(([x, y, a]) =>
        place(
          x,
          y,
          a,
          path('M0 0C20-8 60-6 90 14C70 2 30 6 4 14Z', color) + stroke('M0 0l-14-8', '#4E8C3A', 6),
          size,
        ),
      )
      .join(''),
  );
}

export function garlic(random: Random, points: Point[]): string {
  return food(
    'garlic',
    points.map((p) => ellipse(p.x, p.y, 8, 6, '#F5EBD3', random() * 180)).join('') +
      dots(points, '#E0C88C', 4),
  );
}

export function garlicBulb(x: number, y: number): string {
  return food(
    'garlic',
    path(
      `M${x} ${y - 52}C${x + 50} ${y - 30} ${x + 56} ${y + 40} ${x} ${y + 44}C${x - 56} ${y + 40} ${x - 50} ${y - 30} ${x} ${y - 52}Z`,
      '#F5EBD3',
    ) +
      stroke(
        `M${x} ${y - 46}C${x - 20} ${y - 10} ${x - 20} ${y + 20} ${x - 6} ${y + 40}M${x} ${y - 46}C${x + 20} ${y - 10} ${x + 20} ${y + 20} ${x + 6} ${y + 40}`,
        '#DCC8A0',
        4,
      ) +
      stroke(`M${x} ${y - 52}l-4 -16`, '#C9B27E', 6),
  );
}

export function mushrooms(spots: Spot[], size = 1): string {
  const slice =
    path('M-22 0C-22 -22 22 -22 22 0Z', '#8A6A4A') +
    path('M-16 0C-16 -14 16 -14 16 0Z', '#D8C3A5') +
    `<rect x="-7" y="-2" width="14" height="22" rx="5" fill="#D8C3A5"/>`;
  return food('mushroom', spots.map(([x, y, a]) => place(x, y, a, slice, size)).join(''));
}

export function greens(spots: Spot[], dark = '#3F7A2E', light = '#5E9A3F', length = 64): string {
  return food(
    'greens',
    spots.map(([x, y, a]) => leaf(x, y, length, a, dark) + leaf(x, y, length * 0.78, a + 40, light)).join(''),
  );
}

export function bokChoy(spots: Spot[]): string {
  return food(
    'bok-choy',
    spots
      .map(([x, y, a]) => place(x, y, a, leaf(0, 0, 90, 0, '#4E8C3A') + stroke('M4 0H60', '#E6F0C8', 12)))
      .join(''),
  );
}

export function gundruk(random: Random, points: Point[]): string {
  return food(
    'gundruk',
    dashes(random, points, 18, '#5A5A22', 11) + dashes(random, points, 10, '#7A7A34', 5),
  );
}

export function mango(x: number, y: number, rotate: number): string {
  return food(
    'mango',
    ellipse(x, y, 88, 64, '#F29D2B', rotate) +
      ellipse(x - 15, y - 16, 62, 38, '#F7C04B', rotate) +
      leaf(x + 55, y - 52, 80, -40, '#4E8C3A') +
      stroke(`M${x + 55} ${y - 50}l-16 -20`, '#6B4423', 6),
  );
}

export function cardamom(spots: Spot[]): string {
  return food(
    'cardamom',
    spots
      .map(([x, y, a]) => ellipse(x, y, 16, 9, '#9CB45A', a) + ellipse(x - 2, y - 2, 9, 4, '#C3D68A', a))
      .join(''),
  );
}

export function cinnamon(x: number, y: number, rotate: number): string {
  return food(
    'cinnamon',
    place(
      x,
      y,
      rotate,
      `<rect x="-70" y="-13" width="140" height="26" rx="13" fill="#8A4B1E"/>` +
        stroke('M-60 -4H60', '#B0682E', 6),
    ),
  );
}

export function ginger(x: number, y: number, rotate: number): string {
  return food(
    'ginger',
    place(
      x,
      y,
      rotate,
      path(
        'M-40 10C-44 -14 -16 -20 0 -10C10 -30 40 -26 44 -4C48 16 20 24 0 16C-16 26 -38 26 -40 10Z',
        '#D9B070',
      ) + circle(-12, 0, 8, '#F0DDA8'),
    ),
  );
}

// ---- dairy, lentils, sauces ----------------------------------------------------------------------------------

export function paneer(spots: Spot[], charred = false, size = 40): string {
  const h = size / 2;
  const char = charred
    ? stroke(`M${-h + 6} -6l${size - 16} -6M${-h + 8} 8l${size - 18} -6`, '#7A3A14', 5)
    : '';
  return food(
    'paneer',
    spots
      .map(([x, y, a]) =>
        place(
          x,
          y,
          a,
          `<rect x="${-h}" y="${-h}" width="${size}" height="${size}" rx="7" fill="${charred ? '#F2C77C' : '#FFF6DC'}"/><rect x="${-h + 4}" y="${-h + 4}" width="${size - 8}" height="${size - 10}" rx="5" fill="${charred ? '#F7DDA0' : '#FFFDF4'}"/>${char}`,
        ),
      )
      .join(''),
  );
}

export function creamSwirl(cx: number, cy: number, size = 1): string {
  return food(
    'cream',
    place(
      cx,
      cy,
      0,
      stroke(
        'M0 0c20 0 20 24 0 24c-30 0-32-44 0-46c44-2 48 66 0 68c-54 2-60-80-4-90',
        '#FFF8EA',
        9,
        ' opacity=".9"',
      ),
      size,
    ),
  );
}

export function yogurtDrizzle(d: string): string {
  return food('yogurt', stroke(d, '#FFFDF6', 16));
}

export function chutneyDrizzle(d: string, color: string, name: string): string {
  return food(name, stroke(d, color, 10));
}

export function butterPat(x: number, y: number, rotate: number): string {
  return food(
    'butter',
    place(
      x,
      y,
      rotate,
      `<rect x="-30" y="-24" width="60" height="48" rx="12" fill="#FBE39A"/><rect x="-22" y="-18" width="30" height="16" rx="6" fill="#FFF3C4"/>`,
    ) + ellipse(x + 24, y + 30, 44, 18, '#F7D774', rotate).replace('/>', ' opacity=".6"/>'),
  );
}

// ---- breads and snacks ---------------------------------------------------------------------------------------

export function naan(cx: number, cy: number, rotate: number, random: Random, size = 1): string {
  const blisters = pointsInDisc(random, 0, 0, 110, 14).map((p) => ({
    x: round(p.x * 1.4),
    y: round(p.y * 0.7),
  }));
  return food(
    'naan',
    place(
      cx,
      cy,
      rotate,
      path('M-190 0C-180 -110 40 -130 170 -60C220 -30 220 30 170 60C40 130 -180 110 -190 0Z', '#D9A352') +
        path('M-174 0C-164 -94 40 -112 160 -52C200 -26 200 26 160 52C40 112 -164 94 -174 0Z', '#EFCB86') +
        blisters
          .map((p, i) => ellipse(p.x, p.y, 16 + (i % 3) * 5, 11 + (i % 2) * 3, '#F6DCA2', i * 23))
          .join('') +
        blisters.map((p, i) => ellipse(p.x + 10, p.y + 8, 9, 4, '#9A5E28', i * 23)).join(''),
      size,
    ),
  );
}

/** A tandoor roti: puffed, lighter bubbles with charred edges; `folded` draws it folded in half. */
export function roti(cx: number, cy: number, r: number, random: Random, folded = false): string {
  const bubbles = pointsInDisc(random, cx, cy, r - 40, 9).filter((p) => !folded || p.y > cy + 20);
  const shape = (radius: number, fill: string) =>
    folded
      ? path(`M${cx - radius} ${cy}A${radius} ${radius} 0 0 0 ${cx + radius} ${cy}Z`, fill)
      : circle(cx, cy, radius, fill);
  return food(
    'roti',
    shape(r, '#C08A48') +
      shape(r - 10, '#D8A962') +
      bubbles
        .map((p, i) => ellipse(p.x, p.y, 26 + (i % 3) * 6, 16 + (i % 2) * 5, '#E8C486', i * 41))
        .join('') +
      bubbles
        .map((p, i) => ellipse(p.x + 14, p.y + 10, 12, 5, '#8A5A2B', i * 41).replace('/>', ' opacity=".7"/>'))
        .join(''),
  );
}

export function samosa(x: number, y: number, rotate: number, size = 1): string {
  const body =
    path('M0-118L110 80H-110Z', '#C98030', ' stroke="#C98030" stroke-width="36" stroke-linejoin="round"') +
    path('M0-112L-102 74L4 18Z', '#E2A04C') +
    path('M0-112L102 74L4 18Z', '#F0BD66') +
    path('M-102 74H102L4 18Z', '#D58E3B') +
    stroke('M-110 96h220M-126 70L-10-124M126 70L10-124', '#A9641C', 7, ' stroke-dasharray="2 15"');
  return food('samosa', place(x, y, rotate, body, size));
}

/** A samosa cut open, its potato and pea filling showing inside the pastry. */
export function openSamosa(x: number, y: number, rotate: number, size = 1): string {
  const body =
    path('M0-118L110 80H-110Z', '#C98030', ' stroke="#C98030" stroke-width="36" stroke-linejoin="round"') +
    path('M0-112L102 74H-102Z', '#E2A04C') +
    path('M0-70L70 58H-70Z', '#F2CF63', ' stroke="#F2CF63" stroke-width="20" stroke-linejoin="round"') +
    dots(
      [
        { x: -30, y: 40 },
        { x: 10, y: 10 },
        { x: 36, y: 44 },
        { x: -4, y: -30 },
        { x: 0, y: 52 },
      ],
      '#5E9A3F',
      20,
    ) +
    dots(
      [
        { x: -16, y: 16 },
        { x: 26, y: 24 },
        { x: -40, y: 58 },
      ],
      '#E8B33C',
      22,
    );
  return food('samosa', food('potato', food('peas', place(x, y, rotate, body, size))));
}

export function puri(x: number, y: number, r: number, filling = true): string {
  const hole = filling
    ? circle(x - r * 0.1, y - r * 0.25, r * 0.42, '#8A5A2B') +
      dots([{ x: round(x - r * 0.2), y: round(y - r * 0.3) }], '#F4CD55', 12) +
      dots([{ x: round(x + r * 0.06), y: round(y - r * 0.18) }], '#D29B52', 12)
    : '';
  return food(
    'puri',
    circle(x + 4, y + 8, r, '#2E2A27', ' opacity=".12"') +
      circle(x, y, r, '#D98E36') +
      circle(x - r * 0.12, y - r * 0.14, r * 0.78, '#F0B65A') +
      hole,
  );
}

export function papad(cx: number, cy: number, r: number, random: Random): string {
  const blisters = pointsInDisc(random, cx, cy, r - 12, 30);
  return food(
    'papad',
    circle(cx, cy, r, '#E9C98A') +
      circle(cx, cy, r - 6, '#F4DEA8') +
      dots(blisters, '#E3C07A', 16) +
      dots(
        blisters.filter((_, i) => i % 3 === 0),
        '#6B4A2A',
        5,
      ),
  );
}

export function selRoti(cx: number, cy: number, r: number): string {
  return food(
    'sel-roti',
    `<circle cx="${cx + 5}" cy="${cy + 8}" r="${r}" fill="none" stroke="#2E2A27" stroke-width="40" opacity=".12"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#B8682A" stroke-width="40"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#D98E3A" stroke-width="28"/>` +
      `<circle cx="${cx - 3}" cy="${cy - 3}" r="${r}" fill="none" stroke="#F0B65A" stroke-width="10" stroke-dasharray="30 18"/>`,
  );
}

export function bara(cx: number, cy: number, r: number, random: Random): string {
  return food(
    'lentil-bara',
    circle(cx, cy, r, '#7E4F22') +
      circle(cx - 3, cy - 4, r - 8, '#A8733A') +
      dots(pointsInDisc(random, cx - 3, cy - 4, r - 16, 10), '#6A4018', 7),
  );
}

export function noodles(
  random: Random,
  cx: number,
  cy: number,
  r: number,
  color = '#F2CF7A',
  shade = '#D9A950',
  count = 26,
): string {
  const strands = Array.from({ length: count }, () => {
    const a = random() * Math.PI * 2;
    const d = random() * r * 0.7;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    const b = random() * Math.PI * 2;
    const len = between(random, r * 0.5, r * 0.9);
    const bend = between(random, -60, 60);
    return `M${round(x - (Math.cos(b) * len) / 2)} ${round(y - (Math.sin(b) * len) / 2)}q${round(Math.cos(b) * len * 0.5 - Math.sin(b) * bend)} ${round(Math.sin(b) * len * 0.5 + Math.cos(b) * bend)} ${round(Math.cos(b) * len)} ${round(Math.sin(b) * len)}`;
  });
  return food(
    'noodles',
    stroke(strands.filter((_, i) => i % 3 === 0).join(''), shade, 11) +
      stroke(strands.filter((_, i) => i % 3 !== 0).join(''), color, 10),
  );
}

/** A round momo seen from above, its pleats gathered at the top. */
export function momo(x: number, y: number, r = 64): string {
  const k = r / 70;
  const pleats =
    'M0-6C-10-30-30-46-54-40M0-6C-28-14-52-4-62 18M0-6C-22 8-30 32-20 56M0-6C6 20 26 40 50 44M0-6C24 0 50-8 62-26M0-6C18-26 18-48 4-64';
  return food(
    'momo',
    place(
      x,
      y,
      0,
      circle(8, 10, 70, '#2E2A27', ' opacity=".15"') +
        circle(0, 0, 70, '#FFF8EA') +
        stroke(pleats, '#E6D5B5', 6) +
        circle(0, -6, 13, '#F1E2C4'),
      k,
    ),
  );
}

/** A half-moon momo with its pleated edge. */
export function crescentMomo(x: number, y: number, rotate: number, size = 1): string {
  const pleats = Array.from({ length: 7 }, (_, i) => {
    const a = Math.PI + (i + 1) * (Math.PI / 8);
    return `M${round(Math.cos(a) * 52)} ${round(Math.sin(a) * 52 + 20)}l${round(Math.cos(a) * 14)} ${round(Math.sin(a) * 14)}`;
  }).join('');
  return food(
    'momo',
    place(
      x,
      y,
      rotate,
      ellipse(6, 30, 70, 22, '#2E2A27').replace('/>', ' opacity=".12"/>') +
        path('M-70 20A70 62 0 0 1 70 20Q0 44-70 20Z', '#FFF8EA') +
        stroke('M-70 20A70 62 0 0 1 70 20', '#DCC69A', 10) +
        stroke(pleats, '#DCC69A', 6),
      size,
    ),
  );
}

/** A momo bitten open: its filling names what it is made of. */
export function openMomo(x: number, y: number, fillingName: string, filling: string, flecks: string): string {
  return food(
    'momo',
    circle(x + 8, y + 10, 66, '#2E2A27', ' opacity=".15"') +
      circle(x, y, 66, '#FFF8EA') +
      food(
        fillingName,
        circle(x, y, 42, filling) +
          dots(
            [
              { x: x - 14, y: y - 10 },
              { x: x + 16, y: y + 6 },
              { x: x - 4, y: y + 18 },
              { x: x + 10, y: y - 18 },
            ],
            flecks,
            11,
          ),
      ) +
      `<circle cx="${x}" cy="${y}" r="50" fill="none" stroke="#F1E2C4" stroke-width="10"/>`,
  );
}

export function gobiManchurian(spots: Spot[], size = 1.6): string {
  return food(
    'cauliflower',
    spots
      .map(([x, y, a]) =>
        place(
          x,
          y,
          a,
          path('M-9 8L-13 34H13L9 8Z', '#E6C68A') +
            [
              [-18, -2, 16],
              [0, -12, 18],
              [18, -2, 16],
              [-8, 10, 14],
              [10, 10, 14],
            ]
              .map(([cx, cy, r]) => circle(cx!, cy!, r!, '#B8601E'))
              .join('') +
            dots(
              [
                { x: -16, y: -6 },
                { x: 2, y: -16 },
                { x: 18, y: -6 },
                { x: -6, y: 6 },
                { x: 10, y: 6 },
              ],
              '#F0D9A0',
              11,
            ) +
            ellipse(-4, -20, 10, 5, '#fff').replace('/>', ' opacity=".35"/>'),
          size,
        ),
      )
      .join(''),
  );
}

// ---- meat and egg (never in a vegetarian or vegan dish) ------------------------------------------------------

/** An irregular cooked chunk, about 110 × 95: its crust and its lighter top. */
function chunk(dark: string, light: string): string {
  return (
    path('M-52 -8C-56 -34 -24 -50 4 -44C30 -52 58 -30 54 -4C60 22 36 46 8 42C-18 50 -50 30 -52 -8Z', dark) +
    path('M-40 -8C-42 -28 -18 -38 4 -32C24 -38 44 -22 42 -4C46 16 28 32 8 30C-12 36 -38 22 -40 -8Z', light) +
    ellipse(-12, -20, 14, 6, '#fff', -10).replace('/>', ' opacity=".25"/>')
  );
}

/** Pieces of cooked chicken; colours: [outside, inside]. */
export function chicken(spots: Spot[], colors: [string, string] = ['#A4491C', '#C7652A'], size = 1): string {
  const piece = (dark: string, light: string) =>
    chunk(dark, light) + stroke('M-22 2l12 -8M4 14l14 -8M12 -16l10 -6', dark, 5);
  return food('chicken', spots.map(([x, y, a]) => place(x, y, a, piece(...colors), size)).join(''));
}

export function chickenLeg(x: number, y: number, rotate: number, size = 1): string {
  return food(
    'chicken',
    place(
      x,
      y,
      rotate,
      ellipse(-14, 0, 58, 42, '#A4491C') +
        ellipse(-20, -6, 44, 30, '#C7652A') +
        stroke('M30 0H84', '#F3E3C3', 16) +
        circle(88, -7, 10, '#F3E3C3') +
        circle(88, 7, 10, '#F3E3C3'),
      size,
    ),
  );
}

/** Slices of tandoori chicken: red, charred crust around white meat. */
export function tandooriSlices(spots: Spot[], size = 1): string {
  return food(
    'chicken',
    spots
      .map(([x, y, a]) =>
        place(
          x,
          y,
          a,
          path('M-56 -22Q0 -40 56 -22L50 22Q0 36 -50 22Z', '#C43A1C') +
            path('M-44 -12Q0 -26 44 -12L40 12Q0 22 -40 12Z', '#F3DDC0') +
            stroke('M-50 -22l6 -4M-10 -32l6 -3M30 -30l6 -2', '#5E1A0A', 5),
          size,
        ),
      )
      .join(''),
  );
}

export function lamb(spots: Spot[], size = 1): string {
  const piece = chunk('#4E180C', '#6E2414') + stroke('M-20 0q12 -10 28 -2M0 18q10 -6 20 0', '#8E3A22', 5);
  return food('lamb', spots.map(([x, y, a]) => place(x, y, a, piece, size)).join(''));
}

/** Bone-in goat pieces. */
export function goat(spots: Spot[], size = 1, skewered = false): string {
  const bone = skewered
    ? ''
    : stroke('M30 -4L78 -14', '#F3E3C3', 14) + circle(82, -22, 10, '#F3E3C3') + circle(86, -6, 10, '#F3E3C3');
  const piece = chunk('#6A2C14', '#8E4420') + stroke('M-22 -6l12 -8M0 10l14 -8', '#4A1C0A', 5) + bone;
  return food('goat', spots.map(([x, y, a]) => place(x, y, a, piece, size)).join(''));
}

/** Half a boiled egg. */
export function egg(x: number, y: number, r = 1): string {
  return food('egg', place(x, y, 0, ellipse(0, 0, 44, 36, '#FFFDF6') + circle(0, 0, 20, '#F2B705'), r));
}
