import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card, useFormatters } from '@portal/shared';
import type { ContactMessageReceipt } from '@portal/contract';

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.colors.success};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }

  h3:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

export interface MessageSentProps {
  receipt: ContactMessageReceipt & { email: string };
  onWriteAnother: () => void;
  /** The heading, for the form to move the focus to once the message is sent. */
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * The confirmation of a sent message: its reference (to quote when writing again), when it was
 * received, and what happens next. A status, announced when it appears.
 */
export function MessageSent({ receipt, onWriteAnother, headingRef }: MessageSentProps) {
  const { t } = useTranslation('news');
  const { date } = useFormatters();
  const headingId = useId();

  return (
    <Panel role="status" aria-labelledby={headingId}>
      <h3 ref={headingRef} id={headingId} tabIndex={-1}>
        {t('contact.sent.title')}
      </h3>
      <p>{t('contact.sent.reference', { id: receipt.id })}</p>
      <p>
        {t('contact.sent.received', {
          when: date(receipt.receivedAt, { dateStyle: 'long', timeStyle: 'short' }),
        })}
      </p>
      <p>{t('contact.sent.next', { email: receipt.email })}</p>
      <Button variant="secondary" onClick={onWriteAnother}>
        {t('contact.sent.another')}
      </Button>
    </Panel>
  );
}
