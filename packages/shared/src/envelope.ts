/** Every API answer has this shape (success, data, error and message). */
export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
}

export interface ApiFailure {
  success: false;
  message: string;
  /** Field errors of a validation failure, keyed by dotted path. */
  error?: Record<string, string[]> | string;
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;
