import type { TSchema } from '@sinclair/typebox';
import {
  DEFAULT_PAGE_SIZE,
  Envelope,
  ErrorEnvelope,
  MAX_PAGE_SIZE,
  SUCCESS_CODE,
  type Page,
  type PageQuery,
} from '@portal/contract';

export function ok<T>(data: T): Envelope<T> {
  return { code: SUCCESS_CODE, success: true, data, msg: 'success' };
}

/** A route's `response` schemas: its data in the envelope, and the error envelope. */
export function envelopeResponses<T extends TSchema>(data: T) {
  return { 200: Envelope(data), '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };
}

export function failure(code: number, msg: string): ErrorEnvelope {
  return { code, success: false, data: null, msg };
}

export interface Paging {
  current: number;
  size: number;
  offset: number;
}

/** Applies the defaults and caps `size`: callers send 99999999 to mean "all". */
export function paging(query: PageQuery): Paging {
  const current = query.current ?? 1;
  const size = Math.min(query.size ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { current, size, offset: (current - 1) * size };
}

export function page<T>(records: T[], total: number, { current, size }: Paging): Page<T> {
  return { records, total, size, current, pages: Math.ceil(total / size) };
}
