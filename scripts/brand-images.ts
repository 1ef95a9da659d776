// `npm run art:brand`: writes the site's icons and its social card from the logo and the home hero artwork:
// favicon.ico (16, 32, 48 px), the web app manifest's icons (192 and 512 px, and a maskable 512 px one with the
// logo inside the safe circle), the 180 px apple-touch-icon, and the 1200 × 630 card that links show when shared.
// A re-run writes the same files.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pngToIco from 'png-to-ico';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'apps/web/public');
const logo = readFileSync(path.join(PUBLIC, 'images/logo.svg'));
const hero = readFileSync(path.join(PUBLIC, 'images/hero/hero-1.svg'));
/** The brand's cream, behind icons that platforms show on a square. */
const CREAM = '#FBF3E4';
const DEEP_RED = '#3B211B';

const png = (image: ReturnType<typeof sharp>) => image.png({ compressionLevel: 9 }).toBuffer();
const logoAt = (size: number) => png(sharp(logo, { density: 300 }).resize(size, size));

/** The logo on a cream square, at `share` of its side (platforms cut the corners of icons). */
async function logoOnSquare(size: number, share: number): Promise<Buffer> {
  const inner = Math.round(size * share);
  return png(
    sharp({ create: { width: size, height: size, channels: 4, background: CREAM } }).composite([
      { input: await logoAt(inner), gravity: 'center' },
    ]),
  );
}

const write = (file: string, data: Buffer) => {
  writeFileSync(path.join(PUBLIC, file), data);
  console.log(`wrote ${file} (${data.length} bytes)`);
};

write('favicon.ico', await pngToIco([await logoAt(16), await logoAt(32), await logoAt(48)]));
write('images/icons/icon-192.png', await logoAt(192));
write('images/icons/icon-512.png', await logoAt(512));
write('images/icons/icon-maskable-512.png', await logoOnSquare(512, 0.72));
write('images/icons/apple-touch-icon.png', await logoOnSquare(180, 0.86));

const title = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">` +
    `<rect x="0" y="400" width="1200" height="230" fill="${DEEP_RED}" fill-opacity=".86"/>` +
    `<text x="600" y="500" text-anchor="middle" font-family="DejaVu Serif" font-weight="bold" font-size="76" fill="${CREAM}">Flame-kissed</text>` +
    `<text x="600" y="570" text-anchor="middle" font-family="DejaVu Sans" font-size="34" fill="${CREAM}">Indian &amp; Nepali kitchen · Pickup · Tables · Catering</text>` +
    `</svg>`,
);
write(
  'images/social-card.png',
  await png(
    sharp(hero, { density: 96 })
      .resize(1200, 630, { fit: 'cover', position: 'top' })
      .composite([
        { input: await logoAt(260), top: 90, left: 150 },
        { input: title, top: 0, left: 0 },
      ]),
  ),
);
