// The Japanese message catalogue: every UI string lives in catalog/*, looked up with t().
import { common } from './catalog/common';
import { errors } from './catalog/errors';
import { validation } from './catalog/validation';
import { shell } from './catalog/shell';
import { auth } from './catalog/auth';
import { home } from './catalog/home';
import { corp } from './catalog/corp';
import { users } from './catalog/users';
import { cli } from './catalog/cli';
import { server } from './catalog/server';
import { members } from './catalog/members';
import { clerks } from './catalog/clerks';
import { billing } from './catalog/billing';
import { limitAmount } from './catalog/limit-amount';
import { csv } from './catalog/csv';
import { uploadPages } from './catalog/upload-pages';
import { uploads } from './catalog/uploads';
import { usage } from './catalog/usage';
import { flex } from './catalog/flex';
import { site } from './catalog/site';
import { frame } from './catalog/frame';

export const messages = {
  ...common,
  ...errors,
  ...validation,
  ...shell,
  ...auth,
  ...home,
  ...corp,
  ...users,
  ...cli,
  ...server,
  ...members,
  ...clerks,
  ...billing,
  ...limitAmount,
  ...csv,
  ...uploadPages,
  ...uploads,
  ...usage,
  ...flex,
  ...site,
  ...frame,
} as const;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

/** Look up a message and fill {name} placeholders. Unknown placeholders are left as they are. */
export function t(key: MessageKey, params?: MessageParams): string {
  const text: string = messages[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(messages, key);
}
