import { UPLOAD_MAX_BYTES } from './constants';

/** The messages of an image upload, the same in the browser and on the server. */
export const IMAGE_MESSAGES = {
  notImage: 'Please select an image file',
  tooLarge: 'Image size must be less than 5MB',
} as const;

/** The client's first check of a chosen image (the server checks the content again): a message, or null. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return IMAGE_MESSAGES.notImage;
  if (file.size > UPLOAD_MAX_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}
