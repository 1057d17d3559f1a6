// Registers the flex catalogue (catalog/flex.ts) on import: imported by every module that shows its messages, so it
// travels in their (lazily loaded) chunks rather than in the entry.
import { registerMessages } from '../index';
import { flex } from '../catalog/flex';

registerMessages(flex);
