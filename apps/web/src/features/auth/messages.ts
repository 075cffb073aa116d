import { apiFailureOf, type Shown } from '../../shared/api/error-message';
import { SessionAnswerError } from './api';

/** What a failed account call tells the person, or undefined (network failure, time-out, an empty answer). */
export function failureOf(error: unknown): Shown | undefined {
  if (error instanceof SessionAnswerError) return { key: error.key };
  return apiFailureOf(error);
}
