// Registers the corp catalogue (catalog/corp.ts) on import: imported by every module that shows its messages, so it
// travels in their (lazily loaded) chunks rather than in the entry.
import { registerMessages } from '../index';
import { corp } from '../catalog/corp';

registerMessages(corp);
