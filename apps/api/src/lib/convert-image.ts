import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pLimit from 'p-limit';
import { CONVERTER_UNREADABLE_EXIT } from './image-conversion';

/** How many converter processes run at once; further conversions wait their turn. */
export const IMAGE_CONVERSIONS_AT_ONCE = 2;
/** A converter still running after this long is stopped, and the upload answered as a failure to retry. */
export const CONVERSION_TIMEOUT_MS = 60_000;
/** The name every converter process carries on its command line. */
export const CONVERTER_ENTRY_NAME = 'image-converter';

/** The image cannot be decoded: the upload is not a usable image. */
export class UnreadableImageError extends Error {}
/** The converter ended without converting (killed, out of memory, timed out): the upload may be retried. */
export class ConverterFailedError extends Error {}

const converting = pLimit(IMAGE_CONVERSIONS_AT_ONCE);
const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * How to start a converter: the built `image-converter.js` beside this module (the API's build puts it next to
 * `server.js`), or, run from the sources, `image-converter.ts` through tsx.
 */
function converterArguments(): string[] {
  const built = path.join(here, `${CONVERTER_ENTRY_NAME}.js`);
  if (existsSync(built)) return [built];
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return ['--import', tsx, path.join(here, `${CONVERTER_ENTRY_NAME}.ts`)];
}

function runConverter(image: Buffer, target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...converterArguments(), target], {
      // The converter is handed no secret of the server's environment, only what it needs: two malloc arenas
      // instead of one per thread, so it holds less memory while it runs.
      env: { MALLOC_ARENA_MAX: '2' },
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    // A converter that dies before reading all of its input closes the pipe: its exit says what happened.
    child.stdin.on('error', () => {});
    const timer = setTimeout(() => child.kill('SIGKILL'), CONVERSION_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new ConverterFailedError(`image converter did not start: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else if (code === CONVERTER_UNREADABLE_EXIT) reject(new UnreadableImageError(stderr.trim()));
      else
        reject(
          new ConverterFailedError(
            `image converter ended with ${signal ?? `exit code ${code}`}${stderr ? `: ${stderr.trim()}` : ''}`,
          ),
        );
    });
    child.stdin.end(image);
  });
}

/**
 * Converts an image to WebP at `target` in a converter process of its own, at most `IMAGE_CONVERSIONS_AT_ONCE`
 * at a time (the rest queue). Rejects with `UnreadableImageError` when the image cannot be decoded and with
 * `ConverterFailedError` when the converter ends without converting; `target` may then hold a partial file.
 */
export function convertImage(image: Buffer, target: string): Promise<void> {
  return converting(() => runConverter(image, target));
}
