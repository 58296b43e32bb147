/** The publisher's departments and how to reach them. */
import type { Contact } from '@portal/contract';
import type { Db } from '../db/db';
import { localized } from './localized';

interface ContactRow {
  id: number;
  department_zh: string;
  department_en: string;
  person_zh: string;
  person_en: string;
  email: string;
  phone: string;
  address_zh: string;
  address_en: string;
  hours_zh: string;
  hours_en: string;
}

export async function listContacts(db: Db): Promise<Contact[]> {
  const rows = await db.query<ContactRow>(
    `select id, department_zh, department_en, person_zh, person_en, email, phone,
            address_zh, address_en, hours_zh, hours_en
       from contacts order by sort_order, id`,
  );
  return rows.map((row) => ({
    id: row.id,
    department: localized(row.department_zh, row.department_en),
    person: localized(row.person_zh, row.person_en),
    email: row.email,
    phone: row.phone,
    address: localized(row.address_zh, row.address_en),
    hours: localized(row.hours_zh, row.hours_en),
  }));
}
