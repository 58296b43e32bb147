import { portalStore, userInfoAtom } from '@portal/shared';
import type { Order, Page, UserProfile } from '@portal/contract';

/** Signs a personal reader in, as the login page leaves the session. */
export function signInPersonal(): void {
  portalStore.set(userInfoAtom, {
    nick_name: 'Reader',
    type: 'personal',
    adName: '',
    username: 'reader@example.com',
  });
}

export function page<T>(records: T[], current = 1, pages = 1, size = 10): Page<T> {
  return {
    records,
    total: Math.max(records.length, (pages - 1) * size + records.length),
    size,
    current,
    pages,
  };
}

export function order(orderNo: string, overrides: Partial<Order> = {}): Order {
  return {
    orderNo,
    status: 'paid',
    amount: 128,
    currency: 'CNY',
    orderTime: '2026-11-02T08:30:00Z',
    paidTime: '2026-11-02T08:31:00Z',
    items: [
      {
        bookId: 3,
        medium: 'print',
        quantity: 1,
        unitPrice: 128,
        title: { en: 'Lectures on Elliptic Curves', zh: '椭圆曲线讲义' },
        coverUrl: '/api/covers/book/3.svg',
      },
    ],
    ...overrides,
  };
}

export const PROFILE: UserProfile = {
  id: 7,
  email: 'reader@example.com',
  nickName: 'Reader',
  phone: '13812345678',
  countryCode: 'CN',
  organizationName: null,
  nationalId: '110101********1234',
  registeredAt: '2026-01-05T10:00:00Z',
  avatarUrl: null,
};
