/** An error whose message is safe to show to the client, with its HTTP status. Services throw these. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: Record<string, string[]>) =>
  new AppError(400, message, details);
export const unauthorized = (message = 'Please log in to continue') => new AppError(401, message);
export const forbidden = (message = 'You do not have access to this') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const serviceUnavailable = (message: string) => new AppError(503, message);
