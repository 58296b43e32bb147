/** The departments readers, authors, librarians and buyers write to (Info > Contact us). */
import type { ContactRow } from '../../repositories/catalogue-rows';
import contacts from './data/contacts.json';

export function buildContacts(): ContactRow[] {
  return contacts.map((contact, i) => ({ id: i + 1, ...contact, sort_order: i + 1 }));
}
