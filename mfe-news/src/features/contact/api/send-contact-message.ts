import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@portal/shared';
import type { ContactMessageBody, ContactMessageReceipt } from '@portal/contract';

/**
 * Sends a contact message. Silent: a refusal (a field the API finds wrong, the rate limit) is
 * shown on the form, in the server's words, beside what the reader typed.
 */
export function sendContactMessage(body: ContactMessageBody): Promise<ContactMessageReceipt> {
  return apiPost('/cms/contact-message', body, { silent: true, autoCancel: false });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
