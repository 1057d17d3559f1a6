// Registers the help cards' catalogue (catalog/help.ts) on import: imported by the kit pieces that show help cards.
import { registerMessages } from '../index';
import { help } from '../catalog/help';

registerMessages(help);
