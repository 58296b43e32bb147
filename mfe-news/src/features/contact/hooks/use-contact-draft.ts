import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { storage } from '@portal/shared';
import { CONTACT_FIELDS, EMPTY_CONTACT_FORM, type ContactForm } from '../validate-contact';

const DRAFT_KEY = 'contactDraft';

function readDraft(): ContactForm | null {
  const stored = storage.session.get<Record<string, unknown>>(DRAFT_KEY);
  if (!stored || typeof stored !== 'object') return null;
  const draft = { ...EMPTY_CONTACT_FORM };
  for (const field of CONTACT_FIELDS) {
    const value = stored[field];
    if (typeof value === 'string') draft[field] = value;
  }
  return draft;
}

const isEmpty = (form: ContactForm) => CONTACT_FIELDS.every((field) => !form[field]);

/**
 * The form's text, also kept in the tab's session storage. The page is kept alive, so an in-app
 * trip (signing in to attach a file) loses nothing anyway; the copy is for a full page load in
 * between: an expired session sent to the login page, a reload. Read and written only in effects,
 * so the page renders the same on the server.
 */
export function useContactDraft(): [ContactForm, Dispatch<SetStateAction<ContactForm>>] {
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT_FORM);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const draft = readDraft();
    // Browser storage exists only after mount (the server renders the empty form): restoring it
    // here, once, is the one render the rule warns about, and the hydration-safe way.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (draft) setForm((current) => (isEmpty(current) ? draft : current));
    setRestored(true);
  }, []);

  useEffect(() => {
    if (!restored) return;
    if (isEmpty(form)) storage.session.remove(DRAFT_KEY);
    else storage.session.set(DRAFT_KEY, form);
  }, [form, restored]);

  return [form, setForm];
}
