// One drawing per dish of the demo menu, keyed by the seed's dish key. Each is composed of the shared vessels
// and ingredients on the 800 × 800 canvas; what matters stays inside y 110–690 (menu cards crop to 4:3).
import * as I from './ingredients';
import { circle, dashes, dots, ellipse, path, place, pointsInDisc, round, stroke, type Random } from './svg';
import * as V from './vessels';

type Spot = [number, number, number];

export interface DishDrawing {
  /** The tinted disc behind the dish. */
  tint: string;
  draw: (random: Random) => string;
}

function spotsIn(random: Random, cx: number, cy: number, r: number, count: number): Spot[] {
  return pointsInDisc(random, cx, cy, r, count).map((p) => [p.x, p.y, round(random() * 360)]);
}

/** Items along a skewer lying on the x axis of a group placed at (x, y), turned by `rotate`. */
function skewer(x: number, y: number, rotate: number, items: string): string {
  return place(x, y, rotate, stroke('M-250 0H250', '#9A6A3A', 9) + items);
}

/** The brass thali of a khaja set with what both sets share: beaten rice, bara, aloo achar, soybeans, greens. */
function khajaSet(random: Random): string {
  return (
    V.thali(400, 400, 296) +
    I.beatenRice(random, 380, 420, 115) +
    I.bara(270, 265, 62, random) +
    I.potatoCubes(
      [
        [590, 440, 10],
        [620, 480, -20],
        [575, 490, 40],
        [615, 430, 70],
      ],
      30,
    ) +
    I.sesame(random, pointsInDisc(random, 600, 460, 40, 8)) +
    I.soybeans(random, 470, 595, 52) +
    I.greens([
      [260, 565, 10],
      [290, 600, 80],
      [230, 590, 150],
      [280, 540, -40],
    ]) +
    I.chili([[600, 560, 120]], '#C8102E', 0.7)
  );
}

const sheen = (cx: number, cy: number, r: number, color: string) => circle(cx, cy, r, color);

export const DISH_DRAWINGS: Record<string, DishDrawing> = {
  // ---- appetizers
  'vegetable-samosa': {
    tint: '#F7CDB8',
    draw: () =>
      V.plate(400, 430, 270) +
      V.katori(290, 250, 56, '#5C9E3F') +
      V.katori(510, 250, 56, '#7A3518') +
      I.samosa(300, 480, -14, 0.72) +
      I.openSamosa(520, 480, 10, 0.9) +
      I.mint([[620, 610, 20]]),
  },
  'paneer-tikka': {
    tint: '#F6C9A8',
    draw: () => {
      const row = (y: number) =>
        I.paneer(
          [
            [-180, y, 6],
            [-60, y, -4],
            [60, y, 8],
            [180, y, -6],
          ],
          true,
          52,
        ) +
        I.pepper(
          [
            [-120, y, 10],
            [120, y, -8],
          ],
          '#4E8C3A',
          42,
        ) +
        I.pepper([[0, y, 4]], '#C8102E', 42);
      return (
        V.platter(400, 420, 310, 200, -18) +
        skewer(400, 360, -18, row(0)) +
        skewer(410, 480, -18, row(0)) +
        I.onionRings([
          { x: 230, y: 560 },
          { x: 262, y: 590 },
        ]) +
        I.lemonWedge(590, 300, -30) +
        V.katori(620, 600, 58, '#5C9E3F') +
        I.mint([[200, 300, 30]])
      );
    },
  },
  'chicken-65': {
    tint: '#F7C4A8',
    draw: (random) =>
      V.plate(400, 420, 280) +
      I.chicken(spotsIn(random, 400, 420, 140, 9), ['#8E2A12', '#C44A22'], 0.95) +
      I.curryLeaves([
        [300, 330, -30],
        [480, 320, 40],
        [520, 520, 120],
        [300, 520, 200],
      ]) +
      I.chili(
        [
          [440, 250, 20],
          [250, 430, 100],
        ],
        '#8E1410',
      ) +
      I.lemonWedge(560, 590, -40),
  },

  // ---- main-course
  'butter-chicken': {
    tint: '#F8D3B0',
    draw: (random) =>
      V.bowl(400, 400, 275, '#E3702A') +
      I.food('tomato-butter-gravy', sheen(400, 400, 200, '#EE8A3C')) +
      I.chicken(spotsIn(random, 400, 400, 150, 7), ['#B5561E', '#D9783A'], 0.95) +
      I.creamSwirl(420, 380) +
      I.herbs([
        [330, 470, 20],
        [470, 300, 140],
        [500, 480, 260],
      ]) +
      I.chili([[560, 620, -150]]),
  },
  'lamb-rogan-josh': {
    tint: '#F2C4A4',
    draw: (random) =>
      V.bowl(400, 400, 275, '#9A2216') +
      I.food(
        'kashmiri-gravy',
        sheen(400, 400, 200, '#B0301C') + dots(pointsInDisc(random, 400, 400, 190, 18), '#D9542A', 12),
      ) +
      I.lamb(spotsIn(random, 400, 400, 140, 7)) +
      I.chili(
        [
          [300, 300, -20],
          [480, 500, 150],
        ],
        '#6E0E0A',
      ) +
      I.herbs([
        [420, 300, 30],
        [320, 480, 210],
      ]),
  },
  'palak-paneer': {
    tint: '#DDE8C4',
    draw: (random) =>
      V.bowl(400, 400, 275, '#3C7A2C') +
      I.food(
        'spinach',
        sheen(400, 400, 200, '#4A8C36') + dots(pointsInDisc(random, 400, 400, 190, 30), '#356B26', 10),
      ) +
      I.paneer(spotsIn(random, 400, 400, 150, 8), false, 46) +
      I.creamSwirl(400, 390, 0.9),
  },
  'chana-masala': {
    tint: '#F6D5B0',
    draw: (random) =>
      V.bowl(400, 400, 275, '#A84A18') +
      I.food('tomato-onion-gravy', sheen(400, 400, 200, '#B85A22')) +
      I.chickpeas(pointsInDisc(random, 400, 400, 180, 26), 18) +
      I.onionRings(
        [
          { x: 330, y: 330 },
          { x: 470, y: 470 },
        ],
        22,
      ) +
      I.herbs([
        [420, 300, 30],
        [300, 450, 200],
        [500, 380, 110],
      ]) +
      I.chili([[170, 600, -30]], '#4E8C3A'),
  },

  // ---- chaat-and-snacks
  'pani-puri': {
    tint: '#F6DDA0',
    draw: () => {
      const ring = [0, 60, 120, 180, 240, 300].map((a) => ({
        x: round(380 + Math.cos((a * Math.PI) / 180) * 132),
        y: round(400 + Math.sin((a * Math.PI) / 180) * 132),
      }));
      return (
        V.plate(380, 400, 280) +
        [{ x: 380, y: 400 }, ...ring].map((p) => I.puri(p.x, p.y, 60)).join('') +
        V.katori(630, 600, 76, '#8CC25E') +
        I.food(
          'mint-water',
          dots(
            [
              { x: 612, y: 590 },
              { x: 646, y: 612 },
            ],
            '#5E9A3F',
            10,
          ),
        ) +
        I.mint([[600, 570, 20]])
      );
    },
  },
  'samosa-chaat': {
    tint: '#F3D2A8',
    draw: (random) =>
      V.bowl(400, 400, 275, '#B0601E') +
      I.chickpeas(pointsInDisc(random, 400, 400, 190, 16), 15) +
      I.food(
        'yogurt',
        path(
          'M250 360C260 280 380 250 450 290C540 330 560 420 500 480C440 540 320 530 270 470C250 440 246 400 250 360Z',
          '#FFF8EA',
        ),
      ) +
      I.openSamosa(330, 380, -20, 0.75) +
      I.samosa(480, 430, 160, 0.65) +
      I.chutneyDrizzle('M250 300q40 -30 80 0t80 0t80 0t80 0', '#5C9E3F', 'mint-chutney') +
      I.chutneyDrizzle('M260 540q30 -24 70 0t70 0t70 0', '#6E2A10', 'tamarind-chutney') +
      I.sev(random, pointsInDisc(random, 400, 400, 150, 28)) +
      I.pomegranate(pointsInDisc(random, 400, 400, 170, 10)) +
      I.herbs(
        [
          [380, 260, 30],
          [530, 350, 120],
        ],
        24,
      ),
  },
  'bhel-puri': {
    tint: '#F6DDA0',
    draw: (random) =>
      V.plate(400, 420, 280) +
      I.food('tamarind-chutney', circle(400, 420, 190, '#D8B06A')) +
      I.puffedRice(random, pointsInDisc(random, 400, 420, 180, 110)) +
      I.sev(random, pointsInDisc(random, 400, 420, 160, 30)) +
      I.peanuts(random, pointsInDisc(random, 400, 420, 160, 12)) +
      I.tomato(spotsIn(random, 400, 420, 150, 6), 24) +
      I.onion(spotsIn(random, 400, 420, 140, 5)) +
      I.herbs(
        [
          [360, 340, 10],
          [450, 480, 200],
          [300, 470, 120],
        ],
        24,
      ) +
      I.lemonWedge(610, 560, -40, '#8CC25E'),
  },

  // ---- biryani
  'chicken-dum-biryani': {
    tint: '#F2CF9A',
    draw: (random) =>
      V.handi(400, 400, 286) +
      I.rice(random, 400, 404, 240, { accents: ['#F2A93B', '#F7C94B'] }) +
      I.chickenLeg(320, 330, -30) +
      I.chickenLeg(500, 470, 150) +
      I.chickenLeg(450, 300, 40, 0.9) +
      I.friedOnion(random, pointsInDisc(random, 400, 404, 210, 20)) +
      I.mint([
        [420, 400, 10],
        [300, 460, 130],
        [560, 360, -60],
      ]),
  },
  'goat-biryani': {
    tint: '#EBC79A',
    draw: (random) =>
      V.handi(400, 400, 286) +
      I.rice(random, 400, 404, 240, { accents: ['#E8962A', '#F2B84B'] }) +
      I.goat([
        [320, 320, -20],
        [480, 330, 30],
        [330, 490, 200],
        [490, 490, 150],
      ]) +
      I.friedOnion(random, pointsInDisc(random, 400, 404, 210, 24)) +
      I.cardamom([
        [400, 260, 20],
        [260, 410, 80],
      ]) +
      I.mint([
        [410, 410, 20],
        [560, 420, -80],
      ]),
  },
  'vegetable-biryani': {
    tint: '#E9D9A0',
    draw: (random) =>
      V.handi(400, 400, 286) +
      I.rice(random, 400, 404, 240, { accents: ['#F2A93B', '#F7C94B'] }) +
      I.cauliflower(
        [
          [320, 330, 0],
          [490, 470, 40],
          [300, 490, -20],
        ],
        1.1,
      ) +
      I.carrot(random, pointsInDisc(random, 400, 404, 195, 14)) +
      I.greenBeans(random, pointsInDisc(random, 400, 404, 190, 11)) +
      I.peas(pointsInDisc(random, 400, 404, 200, 20)) +
      I.paneer(
        [
          [470, 320, 12],
          [400, 520, -10],
          [380, 400, 20],
        ],
        true,
        42,
      ) +
      I.cashews([
        [440, 250, 20],
        [280, 410, 100],
        [540, 380, -40],
        [520, 560, 60],
      ]) +
      I.mint([
        [420, 440, 20],
        [560, 300, -60],
      ]),
  },

  // ---- rice
  'jeera-rice': {
    tint: '#EDE2C4',
    draw: (random) =>
      V.plate(400, 410, 285, '#FFFDF8') +
      I.rice(random, 400, 410, 210) +
      I.cumin(random, pointsInDisc(random, 400, 410, 195, 70)) +
      I.bayLeaf(430, 330, -20) +
      I.herbs([[300, 480, 200]], 26),
  },
  'steamed-basmati': {
    tint: '#E6E0CC',
    draw: (random) =>
      V.katori(400, 410, 265, '#F3E8CF') +
      I.rice(random, 400, 410, 235, { base: '#F7EEDA' }) +
      ellipse(360, 360, 110, 70, '#FFFFFF', -20).replace('/>', ' opacity=".35"/>') +
      I.herbs([[430, 400, -30]], 30),
  },
  'lemon-rice': {
    tint: '#F6E3A0',
    draw: (random) =>
      V.plate(400, 410, 285) +
      I.rice(random, 400, 410, 210, { base: '#EEC73A', grain: '#FBE27A', accents: ['#F6D23A'] }) +
      I.mustardSeeds(pointsInDisc(random, 400, 410, 190, 34)) +
      I.peanuts(random, pointsInDisc(random, 400, 410, 180, 12)) +
      I.curryLeaves([
        [330, 340, -30],
        [470, 450, 150],
        [300, 480, 100],
      ]) +
      I.lemonWedge(580, 560, -40) +
      I.chili([[450, 300, 20]], '#4E8C3A', 0.8),
  },

  // ---- breads
  'butter-naan': {
    tint: '#F2D2A6',
    draw: (random) =>
      V.board(400, 410, 580, 420, -10) + I.naan(400, 410, -14, random, 1.2) + I.butterPat(470, 380, 12),
  },
  'garlic-naan': {
    tint: '#EFD9A8',
    draw: (random) =>
      V.board(400, 410, 580, 420, 8) +
      I.naan(390, 410, 10, random, 1.2) +
      I.garlic(
        random,
        pointsInDisc(random, 390, 410, 150, 26).map((p) => ({ x: p.x, y: round(410 + (p.y - 410) * 0.6) })),
      ) +
      I.herbs(
        spotsIn(random, 390, 410, 120, 8).map(([x, y, a]): Spot => [x, round(410 + (y - 410) * 0.6), a]),
        22,
      ) +
      I.garlicBulb(610, 590),
  },
  'tandoori-roti': {
    tint: '#EBD3A8',
    draw: (random) =>
      V.plate(400, 410, 285, '#F3E6CC') + I.roti(370, 370, 190, random) + I.roti(440, 470, 180, random, true),
  },

  // ---- salads
  'kachumber-salad': {
    tint: '#DDE8C4',
    draw: (random) =>
      V.bowl(400, 400, 275, '#F3EAD6') +
      I.cucumberCubes(spotsIn(random, 400, 400, 180, 13), 44) +
      I.tomato(spotsIn(random, 400, 400, 180, 12), 44) +
      I.onion(spotsIn(random, 400, 400, 160, 8)) +
      I.herbs(spotsIn(random, 400, 400, 140, 4), 26) +
      I.lemonWedge(620, 580, -40, '#8CC25E'),
  },
  'tandoori-chicken-salad': {
    tint: '#D8E6BE',
    draw: (random) =>
      V.plate(400, 410, 285) +
      I.greens(
        Array.from({ length: 9 }, (_, i): Spot => {
          const a = i * 40 + round(random() * 16);
          return [
            round(400 + Math.cos((a * Math.PI) / 180) * 40),
            round(410 + Math.sin((a * Math.PI) / 180) * 40),
            a,
          ];
        }),
        '#3F7A2E',
        '#6FA83F',
        150,
      ) +
      I.cucumberSlices(
        [
          { x: 250, y: 340 },
          { x: 550, y: 510 },
          { x: 540, y: 300 },
        ],
        28,
      ) +
      I.cherryTomatoHalves([
        { x: 270, y: 510 },
        { x: 575, y: 405 },
      ]) +
      I.tandooriSlices(
        [
          [385, 335, -20],
          [405, 405, -20],
          [425, 475, -20],
        ],
        1.35,
      ) +
      I.onionRings(
        [
          { x: 290, y: 430 },
          { x: 500, y: 560 },
        ],
        18,
      ) +
      I.yogurtDrizzle('M300 560q30 -20 60 0t60 0t60 0') +
      I.mint([[470, 550, -30]]),
  },
  'sprouted-moong-salad': {
    tint: '#E2EAC4',
    draw: (random) =>
      V.bowl(400, 400, 275, '#F3EAD6') +
      I.mungSprouts(random, pointsInDisc(random, 400, 400, 190, 80)) +
      I.pomegranate(pointsInDisc(random, 400, 400, 180, 18)) +
      I.tomato(spotsIn(random, 400, 400, 160, 5), 22) +
      I.onion(spotsIn(random, 400, 400, 150, 4)) +
      I.herbs(spotsIn(random, 400, 400, 140, 3), 24) +
      I.lemonWedge(610, 590, -40),
  },

  // ---- sides
  'cucumber-raita': {
    tint: '#E4EBD2',
    draw: (random) =>
      V.katori(400, 410, 260, '#FFFDF6') +
      I.food('yogurt', ellipse(360, 360, 120, 70, '#FFFFFF', -20)) +
      I.food(
        'cucumber',
        dashes(random, pointsInDisc(random, 400, 410, 210, 46), 16, '#8CC25E', 6) +
          dashes(random, pointsInDisc(random, 400, 410, 210, 20), 14, '#4E8C3A', 5),
      ) +
      I.food('roasted-cumin', dots(pointsInDisc(random, 420, 400, 60, 26), '#9A5A2A', 6)) +
      I.mint([
        [420, 390, -40],
        [440, 410, 40],
      ]),
  },
  'dal-tadka': {
    tint: '#F6D5A0',
    draw: (random) =>
      V.bowl(400, 400, 275, '#E2A62A') +
      I.food(
        'lentils',
        sheen(400, 400, 200, '#EDB935') + dots(pointsInDisc(random, 400, 400, 190, 40), '#D99A22', 10),
      ) +
      I.food(
        'ghee',
        pointsInDisc(random, 400, 400, 170, 10)
          .map(
            (p) => `<circle cx="${p.x}" cy="${p.y}" r="10" fill="none" stroke="#F9DE7A" stroke-width="5"/>`,
          )
          .join(''),
      ) +
      I.chili(
        [
          [330, 330, -20],
          [460, 440, 160],
          [300, 470, 60],
        ],
        '#9E1A10',
        0.8,
      ) +
      I.garlic(random, pointsInDisc(random, 400, 400, 140, 12)) +
      I.cumin(random, pointsInDisc(random, 400, 400, 150, 40)) +
      I.herbs(
        [
          [440, 320, 40],
          [360, 420, 220],
        ],
        26,
      ),
  },
  'masala-papad': {
    tint: '#F3D8A8',
    draw: (random) =>
      V.plate(400, 410, 285) +
      I.papad(340, 370, 160, random) +
      I.papad(460, 460, 160, random) +
      I.onion(spotsIn(random, 460, 460, 110, 7), '#9C3D6B') +
      I.tomato(spotsIn(random, 460, 460, 110, 8), 20) +
      I.chili(spotsIn(random, 460, 460, 90, 2), '#4E8C3A', 0.5) +
      I.herbs(spotsIn(random, 460, 460, 110, 6), 20) +
      I.food('chaat-masala', dots(pointsInDisc(random, 460, 460, 120, 40), '#8A3A1A', 5)),
  },

  // ---- hakka-chinese
  'chilli-chicken': {
    tint: '#F4C6C0',
    draw: (random) =>
      V.darkPlate(400, 400, 285) +
      I.chicken(spotsIn(random, 400, 400, 150, 8), ['#6E1E0E', '#A3401C']) +
      I.food('soy-chili-glaze', dots(pointsInDisc(random, 400, 400, 160, 10), '#F2A08A', 7)) +
      I.pepper(spotsIn(random, 400, 400, 170, 6), '#4E8C3A', 34) +
      I.onion(spotsIn(random, 400, 400, 160, 5), '#E8D0D8') +
      I.springOnion(pointsInDisc(random, 400, 400, 190, 10)) +
      I.chili([[600, 610, -140]], '#4E8C3A', 0.8),
  },
  'veg-hakka-noodles': {
    tint: '#F4C6C0',
    draw: (random) =>
      V.darkPlate(400, 400, 285) +
      I.noodles(random, 400, 400, 200, '#F2CF7A', '#D9A950', 34) +
      I.cabbage(random, pointsInDisc(random, 400, 400, 170, 14)) +
      I.carrot(random, pointsInDisc(random, 400, 400, 170, 12), 'sticks') +
      I.pepper(spotsIn(random, 400, 400, 160, 5), '#4E8C3A', 24) +
      I.springOnion(pointsInDisc(random, 400, 400, 180, 10)) +
      stroke('M560 130L660 360M600 120L690 350', '#C8102E', 14),
  },
  'gobi-manchurian': {
    tint: '#F2CBB6',
    draw: (random) =>
      V.bowl(400, 400, 275, '#6E2410') +
      I.food('manchurian-sauce', sheen(400, 400, 200, '#80301A')) +
      I.gobiManchurian(spotsIn(random, 400, 400, 150, 9)) +
      I.pepper(spotsIn(random, 400, 400, 170, 3), '#4E8C3A', 26) +
      I.springOnion(pointsInDisc(random, 400, 400, 180, 14)),
  },

  // ---- momos-and-noodles
  'chicken-momo': {
    tint: '#F8E2B0',
    draw: () => {
      const ring = [30, 90, 150, 210, 270, 330].map((a) => ({
        x: round(390 + Math.cos((a * Math.PI) / 180) * 148),
        y: round(390 + Math.sin((a * Math.PI) / 180) * 148),
      }));
      return (
        V.steamer(390, 390, 285) +
        ring.map((p) => I.momo(p.x, p.y, 66)).join('') +
        I.openMomo(390, 390, 'chicken', '#B8735A', '#5E9A3F') +
        V.katori(640, 620, 70, '#D9482B') +
        I.food(
          'tomato-sesame-achar',
          dots(
            [
              { x: 626, y: 610 },
              { x: 652, y: 630 },
              { x: 640, y: 604 },
            ],
            '#F8E6C8',
            6,
          ),
        )
      );
    },
  },
  'veg-momo': {
    tint: '#E6E6B0',
    draw: () =>
      V.plate(390, 400, 280, '#E9D6AE') +
      I.crescentMomo(300, 300, -20) +
      I.crescentMomo(470, 290, 20) +
      I.crescentMomo(260, 450, -60) +
      I.crescentMomo(510, 440, 50) +
      I.openMomo(390, 460, 'vegetables', '#7DB356', '#F07F1E') +
      V.katori(640, 620, 70, '#D9482B') +
      I.herbs([[200, 560, -20]], 30),
  },
  'jhol-momo': {
    tint: '#F6CFA0',
    draw: (random) => {
      const ring = [0, 72, 144, 216, 288].map((a) => ({
        x: round(400 + Math.cos((a * Math.PI) / 180) * 125),
        y: round(400 + Math.sin((a * Math.PI) / 180) * 125),
      }));
      return (
        V.bowl(400, 400, 280, '#D2561E') +
        I.food(
          'tomato-sesame-broth',
          sheen(400, 400, 210, '#E06C2C') + dots(pointsInDisc(random, 400, 400, 200, 16), '#F09050', 10),
        ) +
        ring.map((p) => I.momo(p.x, p.y, 52)).join('') +
        I.openMomo(400, 400, 'chicken', '#B8735A', '#5E9A3F') +
        I.sesame(random, pointsInDisc(random, 400, 400, 200, 40)) +
        I.herbs(
          [
            [300, 280, 20],
            [500, 540, 200],
            [540, 300, 120],
          ],
          26,
        )
      );
    },
  },
  'chicken-thukpa': {
    tint: '#F3D9A8',
    draw: (random) =>
      V.bowl(400, 400, 280, '#C07832') +
      I.food('ginger-garlic-broth', sheen(400, 400, 210, '#CC8A40')) +
      I.noodles(random, 400, 400, 190, '#FFF0C4', '#F0D48E', 40) +
      I.chicken(
        [
          [330, 330, 20],
          [480, 450, 200],
          [460, 310, 100],
        ],
        ['#C9894E', '#E6B27A'],
        0.7,
      ) +
      I.bokChoy([
        [250, 440, -20],
        [520, 540, 200],
      ]) +
      I.carrot(random, pointsInDisc(random, 400, 400, 170, 6), 'sticks') +
      I.tomato(
        [
          [340, 500, 10],
          [380, 270, 40],
        ],
        26,
      ) +
      I.springOnion(pointsInDisc(random, 400, 400, 180, 10)),
  },

  // ---- combo
  'butter-chicken-combo': {
    tint: '#F3C9B0',
    draw: (random) =>
      V.tray(100, 140, 600, 520, [
        [270, 310, 140],
        [550, 290, 115],
        [550, 520, 105],
      ]) +
      I.food('tomato-butter-gravy', circle(270, 310, 122, '#E3702A')) +
      I.chicken(
        [
          [230, 280, 10],
          [310, 270, 120],
          [250, 360, 220],
          [320, 350, 300],
        ],
        ['#B5561E', '#D9783A'],
        0.75,
      ) +
      I.creamSwirl(275, 300, 0.6) +
      I.rice(random, 550, 290, 100) +
      I.cumin(random, pointsInDisc(random, 550, 290, 90, 24)) +
      I.cucumberCubes([
        [520, 500, 10],
        [575, 540, -20],
        [540, 560, 30],
      ]) +
      I.tomato(
        [
          [570, 490, 20],
          [510, 550, -10],
        ],
        26,
      ) +
      I.onion([[550, 520, 30]]) +
      I.naan(275, 545, -6, random, 0.55),
  },
  'veggie-delight-combo': {
    tint: '#E8D9B0',
    draw: (random) =>
      V.tray(100, 140, 600, 520, [
        [250, 290, 118],
        [455, 260, 88],
        [605, 320, 70],
        [550, 525, 110],
      ]) +
      I.food('spinach', circle(250, 290, 102, '#3C7A2C')) +
      I.paneer(
        [
          [220, 260, 10],
          [280, 250, -10],
          [230, 320, 20],
          [290, 320, 0],
        ],
        false,
        36,
      ) +
      I.food('lentils', circle(455, 260, 74, '#E2A62A')) +
      I.chili([[430, 250, -20]], '#9E1A10', 0.45) +
      I.cumin(random, pointsInDisc(random, 455, 260, 60, 14)) +
      I.food('yogurt', circle(605, 320, 58, '#FFFDF6')) +
      I.food('cucumber', dashes(random, pointsInDisc(random, 605, 320, 45, 10), 12, '#8CC25E', 5)) +
      I.rice(random, 550, 525, 96) +
      I.naan(270, 535, 4, random, 0.55) +
      I.garlic(random, [
        { x: 240, y: 520 },
        { x: 300, y: 545 },
        { x: 220, y: 555 },
        { x: 320, y: 515 },
      ]),
  },
  'momo-thukpa-combo': {
    tint: '#F8E2B0',
    draw: (random) =>
      V.plate(290, 460, 220) +
      [
        { x: 220, y: 400 },
        { x: 340, y: 390 },
        { x: 200, y: 520 },
        { x: 320, y: 530 },
        { x: 270, y: 460 },
      ]
        .map((p) => I.momo(p.x, p.y, 50))
        .join('') +
      V.bowl(560, 300, 170, '#C07832') +
      I.noodles(random, 560, 300, 110, '#FFF0C4', '#F0D48E', 22) +
      I.chicken(
        [
          [530, 270, 20],
          [600, 330, 160],
        ],
        ['#C9894E', '#E6B27A'],
        0.5,
      ) +
      I.bokChoy([[500, 330, -30]]) +
      I.springOnion(pointsInDisc(random, 560, 300, 100, 6)) +
      V.katori(590, 590, 64, '#D9482B'),
  },

  // ---- nepali-special
  'goat-sekuwa': {
    tint: '#F2C4A4',
    draw: () => {
      const row = I.goat(
        [
          [-170, 0, 0],
          [-85, 0, 90],
          [0, 0, 180],
          [85, 0, 270],
          [170, 0, 0],
        ],
        0.9,
        true,
      );
      return (
        V.platter(400, 410, 310, 200, -18) +
        skewer(400, 350, -18, row) +
        skewer(410, 470, -18, row) +
        I.onionRings([
          { x: 250, y: 570 },
          { x: 285, y: 590 },
        ]) +
        I.lemonWedge(600, 300, -30) +
        I.chili([[520, 560, -20]], '#4E8C3A', 0.8) +
        I.herbs([[210, 300, 30]], 30)
      );
    },
  },
  'chicken-choila': {
    tint: '#EFC6A0',
    draw: (random) =>
      V.plate(400, 410, 285) +
      I.chicken(spotsIn(random, 400, 410, 150, 9), ['#6E2A10', '#A3501E'], 0.9) +
      I.food('chili-oil', dots(pointsInDisc(random, 400, 410, 170, 16), '#C8102E', 9)) +
      I.food('fenugreek', dots(pointsInDisc(random, 400, 410, 160, 20), '#3A2410', 6)) +
      I.garlic(random, pointsInDisc(random, 400, 410, 150, 10)) +
      I.springOnion(pointsInDisc(random, 400, 410, 170, 12)) +
      I.chili(
        [
          [300, 300, 30],
          [500, 520, -150],
        ],
        '#4E8C3A',
        0.7,
      ),
  },
  'aloo-tama-bodi': {
    tint: '#F3DCA0',
    draw: (random) =>
      V.bowl(400, 400, 275, '#B8741E') +
      I.food('turmeric-tomato-gravy', sheen(400, 400, 200, '#C9862A')) +
      I.potatoCubes(spotsIn(random, 400, 400, 160, 8), 38) +
      I.bambooShoots(random, pointsInDisc(random, 400, 400, 170, 12)) +
      I.blackEyedPeas(pointsInDisc(random, 400, 400, 180, 12)) +
      I.herbs(
        [
          [420, 300, 40],
          [320, 470, 220],
        ],
        26,
      ),
  },
  'sel-roti': {
    tint: '#F3D2A0',
    draw: () =>
      V.plate(400, 420, 285) +
      I.selRoti(320, 440, 105) +
      I.selRoti(480, 400, 105) +
      V.katori(560, 620, 76, '#E8A93A') +
      I.potatoCubes(
        [
          [540, 605, 10],
          [575, 630, -20],
          [560, 595, 40],
          [540, 640, 0],
        ],
        24,
      ) +
      I.sesame(
        () => 0.3,
        [
          { x: 550, y: 620 },
          { x: 580, y: 600 },
          { x: 530, y: 630 },
        ],
      ),
  },

  // ---- beverages
  'mango-lassi': {
    tint: '#FBD78F',
    draw: () =>
      V.tallGlass(420, 170, 640, 240, '#F6B03E', '#FBE6B2') +
      I.food('yogurt', ellipse(420, 240, 90, 14, '#FFF4D8')) +
      I.cardamom([[400, 238, 10]]) +
      I.food(
        'pistachio',
        dots(
          [
            { x: 440, y: 236 },
            { x: 380, y: 242 },
            { x: 460, y: 244 },
          ],
          '#7DB356',
          8,
        ),
      ) +
      I.mango(210, 590, -20) +
      I.cardamom([
        [620, 640, 30],
        [650, 620, -20],
      ]),
  },
  'masala-chai': {
    tint: '#F3D2B0',
    draw: () =>
      ellipse(420, 612, 230, 50, '#2E2A27').replace('/>', ' opacity=".14"/>') +
      ellipse(400, 596, 220, 50, '#FFFDF8') +
      ellipse(400, 592, 150, 28, '#F1E6D2') +
      `<circle cx="560" cy="420" r="58" fill="none" stroke="#FFFDF8" stroke-width="26"/>` +
      path('M240 330H560L530 540Q400 600 270 540Z', '#FFFDF8') +
      stroke('M262 380H540', '#C8102E', 8, ' stroke-dasharray="1 18"') +
      I.food('milk-tea', ellipse(400, 330, 160, 32, '#B5733A') + ellipse(400, 334, 126, 22, '#C98A50')) +
      `<ellipse cx="400" cy="330" rx="160" ry="32" fill="none" stroke="#F1E6D2" stroke-width="8"/>` +
      V.steam(350, 280, 3, 50) +
      I.cinnamon(180, 640, -20) +
      I.cardamom([
        [610, 640, 20],
        [650, 620, -30],
        [630, 660, 60],
      ]) +
      I.ginger(620, 230, 20),
  },
  'nimbu-soda': {
    tint: '#E2EDB0',
    draw: (random) =>
      V.tallGlass(420, 170, 640, 210, '#E4F2B8', '#F2F9DA') +
      I.food(
        'soda-water',
        pointsInDisc(random, 420, 440, 70, 14)
          .map(
            (p, i) =>
              `<circle cx="${p.x}" cy="${p.y}" r="${5 + (i % 3) * 3}" fill="none" stroke="#fff" stroke-width="3"/>`,
          )
          .join(''),
      ) +
      I.limeSlice(420, 470, 50) +
      stroke('M460 210L540 70', '#4E8C3A', 16) +
      stroke('M466 196L534 76', '#fff', 16, ' stroke-dasharray="10 22" opacity=".8"') +
      I.mint([
        [380, 212, -150],
        [400, 208, -60],
      ]) +
      I.limeSlice(520, 180, 44) +
      I.food('lime', circle(210, 600, 70, '#6FA83F') + ellipse(190, 580, 30, 18, '#A6D06A', -30)) +
      I.lemonWedge(640, 620, -30, '#8CC25E'),
  },

  // ---- khaja-set
  'newari-khaja-set': {
    tint: '#EED7A8',
    draw: (random) =>
      khajaSet(random) +
      I.egg(420, 220, 1) +
      I.chicken(
        [
          [545, 275, 20],
          [590, 320, 140],
          [540, 330, 260],
        ],
        ['#6E2A10', '#A3501E'],
        0.6,
      ),
  },
  'veg-khaja-set': {
    tint: '#E4DDA8',
    draw: (random) =>
      khajaSet(random) +
      I.mushrooms(
        [
          [410, 215, -10],
          [490, 235, 25],
          [560, 300, 40],
          [440, 275, -20],
        ],
        1.6,
      ) +
      I.food('chili-oil', dots(pointsInDisc(random, 470, 250, 60, 6), '#C8102E', 8)) +
      I.springOnion(pointsInDisc(random, 500, 280, 60, 4)),
  },
  'dal-bhat-set': {
    tint: '#EBCF98',
    draw: (random) =>
      V.thali(400, 400, 296) +
      I.rice(random, 400, 470, 125) +
      V.brassBowl(260, 290, 72, '#4A2A1A') +
      I.food('black-lentil-dal', dots(pointsInDisc(random, 258, 287, 50, 14), '#6A4028', 9)) +
      V.brassBowl(430, 225, 72, '#B5561E') +
      I.chicken(
        [
          [410, 215, 10],
          [450, 235, 150],
        ],
        ['#8E3A14', '#B8602A'],
        0.55,
      ) +
      V.brassBowl(585, 330, 66, '#3F7A2E') +
      I.greens(
        [
          [575, 320, 20],
          [595, 335, 160],
        ],
        '#2F6B2A',
        '#4E8C3A',
      ) +
      V.brassBowl(235, 510, 62, '#6E6A2A') +
      I.gundruk(random, pointsInDisc(random, 233, 507, 40, 10)) +
      V.brassBowl(585, 520, 56, '#D9482B') +
      I.food('tomato-achar', dots(pointsInDisc(random, 583, 517, 30, 8), '#F8E6C8', 5)),
  },
};
