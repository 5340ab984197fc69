import { DomainError } from '../../src/domain/domain-error';

/** The code of the DomainError a call throws, or undefined when it throws none. */
export function domainErrorCode(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return undefined;
}
