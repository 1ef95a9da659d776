import type { ApiSuccess } from '@flame/shared';

/** The success envelope of every API answer. */
export function ok<T>(data: T, message?: string): ApiSuccess<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}
