// The anti-forgery cookie the web echoes: the __Host- name of a COOKIE_SECURE server, else the plain one.
import { describe, expect, it } from 'vitest';
import { readCsrfCookie } from './platform';

describe('readCsrfCookie', () => {
  it('reads the plain cookie of a server without COOKIE_SECURE', () => {
    expect(readCsrfCookie('other=1; twb_csrf=abc%3D')).toBe('abc=');
  });

  it('prefers the __Host- cookie, so a plain-named one planted beside it is never echoed', () => {
    expect(readCsrfCookie('twb_csrf=planted; __Host-twb_csrf=real')).toBe('real');
  });

  it('answers null without either', () => {
    expect(readCsrfCookie('twb_session=x; __Host-twb_session=y')).toBeNull();
  });
});
