// The Japanese messages: every UI string lives in a catalogue, looked up with t(): a feature's in core/<feature>/
// (messages.ts, page-messages.ts), the cross-cutting ones in catalog/*. Only the catalogues the sign-in page and the
// shell frame need are registered here, eagerly; each other catalogue is registered when a module that shows its
// messages is imported (its load module: core/<feature>/load-messages.ts or load-page-messages.ts, core/i18n/load/<name>.ts
// for the cross-cutting ones, imported by the lazily loaded pages and their pieces), so it travels in those pages'
// chunks instead of the entry. Node code and tests import ./all, which registers everything.
import { common } from './catalog/common';
import { errors } from './catalog/errors';
import { validation } from './catalog/validation';
import { shell } from './catalog/shell';
import { auth } from '../auth/messages';
import { site } from '../site/messages';
import { frame } from './catalog/frame';
// Type-only: the key union covers every catalogue without putting any of them in a bundle.
import type { home } from '../home/messages';
import type { corp } from '../corp/messages';
import type { users } from '../users/page-messages';
import type { cli } from './catalog/cli';
import type { server } from './catalog/server';
import type { members } from '../users/messages';
import type { clerks } from '../clerks/messages';
import type { billing } from '../billing/messages';
import type { limitAmount } from '../limit-amount/messages';
import type { csv } from './catalog/csv';
import type { uploadPages } from '../uploads/page-messages';
import type { uploads } from '../uploads/messages';
import type { usage } from '../usage/messages';
import type { flex } from '../flex/messages';
import type { charges } from '../charges/messages';
import type { payment } from '../payment/messages';
import type { paymentPages } from '../payment/page-messages';
import type { help } from './catalog/help';
// new:feature inserts imports above this line

type AllMessages = typeof common & typeof errors & typeof validation & typeof shell & typeof auth & typeof site &
  typeof frame & typeof home & typeof corp & typeof users & typeof cli & typeof server & typeof members &
  typeof clerks & typeof billing & typeof limitAmount & typeof csv & typeof uploadPages & typeof uploads &
  typeof usage & typeof flex & typeof charges & typeof payment & typeof paymentPages & typeof help &
  // new:feature inserts above this line (one `typeof <catalogue> &` line each)
  unknown;

export type MessageKey = keyof AllMessages;
export type MessageParams = Record<string, string | number>;
/** A catalogue as registered: some of the keys, each with its text. */
export type Catalogue = Partial<Readonly<Record<MessageKey, string>>>;

/** The registered messages. A null prototype, so a key like "constructor" is never found by accident. */
const loaded: Partial<Record<MessageKey, string>> = Object.create(null);

/** Add a catalogue's messages (a side effect of importing a catalogue's load module or ./all). Idempotent. */
export function registerMessages(catalogue: Catalogue): void {
  Object.assign(loaded, catalogue);
}

for (const catalogue of [common, errors, validation, shell, auth, site, frame]) registerMessages(catalogue);

/**
 * What t() does with a key whose catalogue is not registered. 'throw' (the default: node, tests, development) makes the
 * missing import fail loudly where it happens; the production browser build switches to 'report', which logs the
 * key once and shows it, so one forgotten import does not take a whole page down.
 */
export type MissingMessagePolicy = 'throw' | 'report';
let missingPolicy: MissingMessagePolicy = 'throw';
const reported = new Set<string>();

export function setMissingMessagePolicy(policy: MissingMessagePolicy): void {
  missingPolicy = policy;
}

function missing(key: string): string {
  const problem = `message "${key}" is not loaded: the module that shows it must import the load module of its catalogue`;
  if (missingPolicy === 'throw') throw new Error(problem);
  if (!reported.has(key)) {
    reported.add(key);
    console.error(problem);
  }
  return key;
}

/** Look up a message and fill {name} placeholders. Unknown placeholders are left as they are. */
export function t(key: MessageKey, params?: MessageParams): string {
  const text = loaded[key];
  if (text === undefined) return missing(key);
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Whether a key built at run time names a message that is loaded (catalogues not yet registered do not count). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(loaded, key);
}
