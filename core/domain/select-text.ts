// Spec 9: a select's display text is cut at 50 characters. One rule for every select of the product (single
// selects, the multi-select filter, the corporation switch); the whole text stays in the option's title.
import { SELECT_TEXT_MAX } from './constants';

/** The text a select shows for a choice: at most SELECT_TEXT_MAX characters, an ellipsis marking a cut. */
export function selectDisplayText(text: string): string {
  // Counted in code points, so a name is never cut inside a surrogate pair.
  const chars = Array.from(text);
  return chars.length > SELECT_TEXT_MAX ? `${chars.slice(0, SELECT_TEXT_MAX).join('')}…` : text;
}
