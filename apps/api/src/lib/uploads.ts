import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import { ConverterFailedError, convertImage, UnreadableImageError } from './convert-image';
import { badRequest, serviceUnavailable } from './errors';
import { newId } from './ids';
import { UPLOAD_MAX_PIXELS } from './image-conversion';

export { UPLOAD_MAX_PIXELS, UPLOAD_MAX_WIDTH } from './image-conversion';
export { IMAGE_CONVERSIONS_AT_ONCE } from './convert-image';

/** Where uploaded files are served from (see plugins/uploads.ts). */
export const UPLOADS_URL_PREFIX = '/uploads/';
// This process only reads image headers; decoding happens in converter processes (convert-image.ts).
sharp.cache(false);

export const UPLOAD_MESSAGES = {
  notImage: 'Please select an image file',
  tooLarge: 'Image size must be less than 5MB',
  notMultipart: 'Please send the form as multipart/form-data',
  tooManyParts: 'The form has too many fields or files',
  converterFailed: 'The image could not be processed just now. Please try again.',
  tooManyPixels: (width: number, height: number) =>
    `Image dimensions are too large (${width} × ${height}): at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels, ` +
    'such as 8000 × 5000',
} as const;

/** The formats accepted, as sharp names them after reading the file's content. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

export interface UploadedFile {
  fieldname: string;
  filename: string;
  buffer: Buffer;
}

export interface MultipartForm {
  /** Text fields; the last value wins when a name repeats. */
  fields: Record<string, string>;
  /** The file of `fileField`, when one was chosen (an empty file input sends none). */
  file: UploadedFile | undefined;
}

function multipartCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Reads a multipart form into its text fields and at most one file, held in memory (the multipart plugin's
 * limits cap it at 5 MB). A file too large, a file under another name, or a body that is not multipart is a 400
 * with the field named.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  { fileField = 'image' }: { fileField?: string } = {},
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.notMultipart);
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      const buffer = await part.toBuffer();
      if (part.fieldname !== fileField) {
        throw badRequest(`Unexpected file field '${part.fieldname}'`, {
          [part.fieldname]: ['Unexpected file'],
        });
      }
      if (buffer.length === 0 && !part.filename) continue;
      file = { fieldname: part.fieldname, filename: part.filename, buffer };
    }
  } catch (error) {
    switch (multipartCode(error)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw badRequest(UPLOAD_MESSAGES.tooLarge, { [fileField]: [UPLOAD_MESSAGES.tooLarge] });
      case 'FST_FILES_LIMIT':
      case 'FST_FIELDS_LIMIT':
      case 'FST_PARTS_LIMIT':
        throw badRequest(UPLOAD_MESSAGES.tooManyParts);
      default:
        throw error;
    }
  }
  return { fields, file };
}

/**
 * Checks an uploaded image by its content (JPEG, PNG, WebP or GIF, whatever its name or declared type says)
 * and its size in pixels (read from its header, before anything is decoded), turns it into WebP at most 1600 px
 * wide in a converter process of its own (at most `IMAGE_CONVERSIONS_AT_ONCE` at a time), and stores it under `uploadsDir` with a name made here.
 * Returns its public path (`/uploads/<id>.webp`).
 */
export async function storeImage(
  buffer: Buffer,
  uploadsDir: string,
  { field = 'image' }: { field?: string } = {},
): Promise<string> {
  const refuse = () => badRequest(UPLOAD_MESSAGES.notImage, { [field]: [UPLOAD_MESSAGES.notImage] });
  let metadata: Metadata;
  try {
    // Reads the header only: nothing is decoded before the size is known.
    metadata = await sharp(buffer).metadata();
  } catch {
    throw refuse();
  }
  const { format, width = 0, height = 0 } = metadata;
  if (!format || !ACCEPTED_FORMATS.has(format)) throw refuse();
  if (width * height > UPLOAD_MAX_PIXELS) {
    const message = UPLOAD_MESSAGES.tooManyPixels(width, height);
    throw badRequest(message, { [field]: [message] });
  }

  await fs.mkdir(uploadsDir, { recursive: true });
  const name = `${newId()}.webp`;
  const target = path.join(uploadsDir, name);
  const partial = `${target}.partial`;
  try {
    await convertImage(buffer, partial);
    await fs.rename(partial, target);
  } catch (error) {
    await fs.rm(partial, { force: true });
    // A file that sharp recognised but cannot decode (truncated, corrupt) is still not a usable image.
    if (error instanceof UnreadableImageError) throw refuse();
    // The converter was killed (memory, timeout): nothing is kept, and the same upload may succeed later.
    if (error instanceof ConverterFailedError) throw serviceUnavailable(UPLOAD_MESSAGES.converterFailed);
    throw error;
  }
  return `${UPLOADS_URL_PREFIX}${name}`;
}

/** Whether a file name in the uploads folder is one `storeImage` makes (`<id>.webp`). */
export function isStoredImageName(name: string): boolean {
  return /^[\w-]+\.webp$/.test(name);
}

/** Deletes a stored upload by its public path; anything not made by `storeImage` (seed artwork) is left alone. */
/**
 * Stores the form's image, if it has one, and makes the change with its public path (undefined without one).
 * When the change fails, the stored image is removed again, so a refused change leaves no file behind.
 */
export async function withFormImage<T>(
  uploadsDir: string,
  form: MultipartForm,
  change: (image: string | undefined) => Promise<T>,
): Promise<T> {
  const image = form.file ? await storeImage(form.file.buffer, uploadsDir) : undefined;
  try {
    return await change(image);
  } catch (error) {
    await removeStoredImage(image, uploadsDir);
    throw error;
  }
}

export async function removeStoredImage(publicPath: string | null | undefined, uploadsDir: string) {
  if (!publicPath?.startsWith(UPLOADS_URL_PREFIX)) return;
  const name = publicPath.slice(UPLOADS_URL_PREFIX.length);
  if (!isStoredImageName(name)) return;
  await fs.rm(path.join(uploadsDir, name), { force: true });
}

/**
 * Whether a path of this site names an upload that is not there (a typo, or a file since removed); paths outside
 * the uploads folder (the site's own artwork) are not uploads and never missing here.
 */
export async function isMissingUpload(publicPath: string, uploadsDir: string): Promise<boolean> {
  if (!publicPath.startsWith(UPLOADS_URL_PREFIX)) return false;
  const name = publicPath.slice(UPLOADS_URL_PREFIX.length);
  if (!isStoredImageName(name)) return true;
  return fs
    .access(path.join(uploadsDir, name))
    .then(() => false)
    .catch(() => true);
}
