// A converter process: reads one uploaded image from stdin, writes it as WebP to the path given as its
// argument, and exits. One runs per conversion, so the native memory that decoding takes goes back to the
// system when it ends. Exit 0: written; CONVERTER_UNREADABLE_EXIT: the image cannot be decoded (the reason on
// stderr); anything else: the conversion failed for another reason.
import sharp from 'sharp';
import {
  CONVERTER_UNREADABLE_EXIT,
  UPLOAD_MAX_PIXELS,
  UPLOAD_MAX_WIDTH,
  UPLOAD_WEBP_QUALITY,
} from './image-conversion';

sharp.cache(false);
sharp.concurrency(1);

const UNREADABLE = /Input|corrupt|premature|unsupported|read error/i;

async function readStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const target = process.argv[2];
if (!target) {
  process.stderr.write('usage: image-converter <target.webp>\n');
  process.exit(2);
}
try {
  await sharp(await readStdin(), { limitInputPixels: UPLOAD_MAX_PIXELS })
    .rotate()
    .resize({ width: UPLOAD_MAX_WIDTH, withoutEnlargement: true })
    .webp({ quality: UPLOAD_WEBP_QUALITY })
    .toFile(target);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(message);
  process.exitCode = UNREADABLE.test(message) ? CONVERTER_UNREADABLE_EXIT : 1;
}
