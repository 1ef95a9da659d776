import sharp from 'sharp';

/** A file to send in a multipart form under `image`. */
export interface TestUpload {
  data: Buffer;
  name: string;
  type: string;
}

/** A multipart body for `app.inject({ payload })`: text fields and, optionally, an `image` file. */
export function multipartForm(fields: Record<string, string>, file?: TestUpload): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append('image', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return body;
}

/** A real small PNG photo. */
export async function pngUpload(name = 'photo.png'): Promise<TestUpload> {
  const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();
  return { data, name, type: 'image/png' };
}

/** A file that claims to be an image but is not one. */
export const notAnImage = (): TestUpload => ({
  data: Buffer.from('not an image at all'),
  name: 'photo.png',
  type: 'image/png',
});

/** `headers` for app.inject, or none for an anonymous call. */
export const withHeaders = (headers: Record<string, string> | null) => (headers ? { headers } : {});
