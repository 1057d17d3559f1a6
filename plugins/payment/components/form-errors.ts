// One field's validator result as the write flow holds it: the Japanese message, or nothing.
import { messageOf, type ValidationResult } from '../../../core/validation';

export function messageOrNothing(result: ValidationResult): string | undefined {
  return result ? messageOf(result) : undefined;
}
