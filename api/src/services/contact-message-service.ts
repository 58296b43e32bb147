/**
 * Receiving a contact message: the checks the body's schema cannot make (the country and region
 * exist in the region tree, the attachment is the sender's own), then the message is stored.
 */
import type { ContactMessageBody, ContactMessageReceipt } from '@portal/contract';
import type { Db } from '../db/db';
import type { Language } from '../lib/language';
import type { Viewer } from '../lib/viewer';
import { isOwnUpload, saveContactMessage } from '../repositories/contact-message-repository';
import { areaProblem, type AreaProblem } from './address-check';

/** Why a message is refused; each names the field at fault (routes/cms/messages.ts). */
export type ContactRefusal =
  'controlCharacters' | AreaProblem | 'attachmentNeedsSignIn' | 'unknownAttachment';

export type ContactOutcome = { receipt: ContactMessageReceipt } | { refusal: ContactRefusal };

/** Control characters other than the tab and line breaks a message may hold. */
const FOREIGN_CONTROL = /(?![\t\n\r])\p{Cc}/u;

/**
 * Checks and stores `body` from `viewer`: a signed-in person's message keeps their id, and only
 * they can attach a file, one they uploaded (uploads are personal). `language` is the one the
 * reader used, which the answer is written in.
 */
export async function receiveContactMessage(
  db: Db,
  body: ContactMessageBody,
  viewer: Viewer,
  language: Language,
): Promise<ContactOutcome> {
  if (FOREIGN_CONTROL.test(body.message)) return { refusal: 'controlCharacters' };
  const area = await areaProblem(db, body);
  if (area) return { refusal: area };
  const userId = viewer.kind === 'personal' ? viewer.userId : null;
  if (body.attachmentId !== undefined) {
    if (userId === null) return { refusal: 'attachmentNeedsSignIn' };
    if (!(await isOwnUpload(db, body.attachmentId, userId))) {
      return { refusal: 'unknownAttachment' };
    }
  }
  const receipt = await saveContactMessage(db, {
    name: body.name,
    email: body.email,
    phone: body.phone ?? null,
    countryCode: body.countryCode,
    regionCode: body.regionCode ?? null,
    subject: body.subject,
    message: body.message,
    attachmentId: body.attachmentId ?? null,
    userId,
    language,
  });
  return { receipt };
}
