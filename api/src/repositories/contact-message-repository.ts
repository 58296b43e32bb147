/** Messages readers send with the contact form, and the facts checking one needs. */
import type { ContactMessageReceipt } from '@portal/contract';
import type { Db } from '../db/db';
import type { Language } from '../lib/language';

/** Whether upload `id` exists and was uploaded by person `ownerId`. */
export async function isOwnUpload(db: Db, id: string, ownerId: number): Promise<boolean> {
  const [row] = await db.query('select 1 from uploads where id = $1 and owner_id = $2', [
    id,
    ownerId,
  ]);
  return row !== undefined;
}

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string | null;
  countryCode: string;
  regionCode: string | null;
  subject: string;
  message: string;
  attachmentId: string | null;
  userId: number | null;
  language: Language;
}

export async function saveContactMessage(
  db: Db,
  message: NewContactMessage,
): Promise<ContactMessageReceipt> {
  const [row] = await db.query<ContactMessageReceipt>(
    `insert into contact_messages (name, email, phone, country_code, region_code, subject, message,
                                   attachment_id, user_id, language)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     returning id,
               to_char(received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "receivedAt"`,
    [
      message.name,
      message.email,
      message.phone,
      message.countryCode,
      message.regionCode,
      message.subject,
      message.message,
      message.attachmentId,
      message.userId,
      message.language,
    ],
  );
  if (!row) throw new Error('insert into contact_messages returned no row');
  return row;
}
