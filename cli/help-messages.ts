// The catalogues that `twb --help` and a parse failure read, registered at start; every other catalogue is registered
// by runCommand when a command runs. Registering all of them here put every page's messages in the entry chunk that
// `twb --help` must parse (the startup budget is 1.5x `node -e 0`).
import { registerMessages } from '../core/i18n';
import { cli } from '../core/i18n/catalog/cli';
import { csv } from '../core/i18n/catalog/csv';
import { uploads } from '../core/uploads/messages';
import { usage } from '../core/usage/messages';

// cli: the program's help, usage errors and invoices help; csv, uploads, usage: the help of the upload and usage commands.
for (const catalogue of [cli, csv, uploads, usage]) registerMessages(catalogue);
