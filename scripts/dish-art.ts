// `npm run art:dishes`: writes one illustration per dish of the demo menu to apps/web/public/images/dishes/<key>.svg,
// drawn from the building blocks in scripts/dish-art/. Every seed dish needs a drawing; a re-run writes the same files.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEED_FOODS } from '../apps/api/src/db/seed/foods';
import { DISH_DRAWINGS } from './dish-art/dishes';
import { randomFor } from './dish-art/svg';
import { backdrop } from './dish-art/vessels';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'apps/web/public/images/dishes');

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const missing = SEED_FOODS.filter((food) => !DISH_DRAWINGS[food.key]).map((food) => food.key);
if (missing.length > 0) throw new Error(`No drawing for: ${missing.join(', ')}`);

mkdirSync(OUT, { recursive: true });
const keep = new Set(SEED_FOODS.map((food) => `${food.key}.svg`));
for (const file of readdirSync(OUT))
  if (file.endsWith('.svg') && !keep.has(file)) rmSync(path.join(OUT, file));

for (const food of SEED_FOODS) {
  const drawing = DISH_DRAWINGS[food.key]!;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">` +
    `<title>${escapeXml(food.name)}</title>${backdrop(drawing.tint)}${drawing.draw(randomFor(food.key))}</svg>\n`;
  writeFileSync(path.join(OUT, `${food.key}.svg`), svg);
}
console.log(`wrote ${SEED_FOODS.length} dish illustrations to ${path.relative(ROOT, OUT)}`);
