// Corporation calls (spec 7, Corporation) that the foundation needs: the company detail.
import { defineCall } from './call';
import type { Corporation } from '../domain/entities';

export const corporationCalls = {
  detail: defineCall<{ id: string }, Corporation>({ id: 'corporation.detail', method: 'GET', base: '/api', path: '/corporations/:id', access: { codes: ['WFAA001', 'WFAA002'], level: 'read' } }),
};
