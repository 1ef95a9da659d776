import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from './constants';
import { IMAGE_MESSAGES, imageFileProblem } from './uploads';

describe('imageFileProblem', () => {
  it('accepts an image up to 5 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: UPLOAD_MAX_BYTES })).toBeNull();
  });
  it('refuses a file that is not an image with the upload message', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe(IMAGE_MESSAGES.notImage);
  });
  it('refuses an image over 5 MB', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: UPLOAD_MAX_BYTES + 1 })).toBe(
      IMAGE_MESSAGES.tooLarge,
    );
  });
});
