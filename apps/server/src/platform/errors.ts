/** Extra fields an error answer may carry beside {code, message}. */
export interface ErrorDetails {
  errors?: Record<string, string>;
  attempts_remaining?: number;
  retry_after_seconds?: number;
}

/** A failure a caller should see: answered as {code, message, ...details} with its status. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message, 404);
