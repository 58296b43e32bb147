/** The publisher's departments and how to reach them. */
import type { Contact } from '@portal/contract';
import type { Db } from '../db/db';
import type { ContactRow as CatalogueContactRow } from './catalogue-rows';
import { localized } from './localized';

/** A department as the list reads it: its table row, without the order it is listed in. */
type ContactRow = Omit<CatalogueContactRow, 'sort_order'>;

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
