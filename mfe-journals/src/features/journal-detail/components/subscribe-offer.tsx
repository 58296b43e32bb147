import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, useFormatters, useLocalized } from '@portal/shared';
import type { JournalDetail, JournalPrice } from '@portal/contract';
import { SUBSCRIPTION_MEDIA } from '@portal/contract/constants';
import { DividedList } from '@portal/parts/lists';
import { PAGES } from '@portal/pages';
import {
  useSubscribe,
  type SubscribeOutcome,
  type SubscriptionMedium,
} from '../hooks/use-subscribe';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 32rem;
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }
`;

const Offer = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};

  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  button {
    grid-column: 1 / -1;
  }
`;

const Prices = styled.p`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  font-variant-numeric: tabular-nums;

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Message = styled.p<{ $failed: boolean }>`
  min-height: 1.5em;
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.text)};
  font-weight: 600;

  &:empty {
    min-height: 0;
  }
`;

const CartLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
`;

/** A priced offer: the medium with its personal prices for the year in CNY and, if set, USD. */
interface SubscriptionOffer {
  medium: SubscriptionMedium;
  cny: number;
  usd: number | undefined;
}

/**
 * The personal subscriptions on sale for `year`: each medium with a price in CNY. Free online
 * access (an open-access journal) is not sold.
 */
export function subscriptionOffers(
  prices: readonly JournalPrice[],
  year: number,
): SubscriptionOffer[] {
  const amount = (medium: SubscriptionMedium, currency: JournalPrice['currency']) =>
    prices.find(
      (price) =>
        price.year === year &&
        price.subscriber === 'personal' &&
        price.medium === medium &&
        price.currency === currency,
    )?.amount;
  return SUBSCRIPTION_MEDIA.flatMap((medium) => {
    const cny = amount(medium, 'CNY');
    return cny !== undefined && cny > 0 ? [{ medium, cny, usd: amount(medium, 'USD') }] : [];
  });
}

function useOutcomeText(outcome: SubscribeOutcome | null, journalTitle: string): string {
  const { t } = useTranslation('journals');
  if (!outcome) return '';
  const medium = (value: SubscriptionMedium) => t(`detail.subscribe.medium.${value}`);
  switch (outcome.status) {
    case 'exists':
      return t('detail.subscribe.exists', { journal: journalTitle });
    case 'failed':
      return t('common:cart.addFailed');
    default:
      return outcome.replaced
        ? t('detail.subscribe.replaced', {
            medium: medium(outcome.medium),
            previous: medium(outcome.replaced),
          })
        : t('detail.subscribe.added', { medium: medium(outcome.medium) });
  }
}

/**
 * "Subscribe for <year>": the personal subscription online, or print and online, at the price
 * table's prices, put in the cart. What it did is said in a polite live message, with the way to
 * the cart.
 */
export function SubscribeOffer({ journal, year }: { journal: JournalDetail; year: number }) {
  const { t } = useTranslation('journals');
  const { price } = useFormatters();
  const localize = useLocalized();
  const headingId = useId();
  const { subscribe, outcome, pending } = useSubscribe(journal, year);
  const journalTitle = localize(journal.title);
  const message = useOutcomeText(outcome, journalTitle);
  const offers = subscriptionOffers(journal.prices, year);
  if (offers.length === 0) return null;

  return (
    <Panel aria-labelledby={headingId}>
      <h3 id={headingId}>{t('detail.subscribe.heading', { year })}</h3>
      <p>{t('detail.subscribe.intro', { year })}</p>
      <DividedList>
        {offers.map((offer) => (
          <li key={offer.medium}>
            <Offer aria-label={t(`detail.subscribe.medium.${offer.medium}`)}>
              <h4>{t(`detail.subscribe.medium.${offer.medium}`)}</h4>
              <Prices>
                <strong>{price(offer.cny, 'CNY')}</strong>
                {offer.usd !== undefined && <span>{price(offer.usd, 'USD')}</span>}
              </Prices>
              {/* Not disabled while adding: that would take the keyboard focus away from it. */}
              <Button onClick={() => void subscribe(offer.medium)} aria-busy={pending}>
                {t(`detail.subscribe.button.${offer.medium}`)}
              </Button>
            </Offer>
          </li>
        ))}
      </DividedList>
      <Message role="status" $failed={outcome?.status === 'failed'}>
        {message}
      </Message>
      {outcome && outcome.status !== 'failed' && (
        <p>
          <CartLink to={PAGES.cart.href()}>{t('detail.subscribe.toCart')}</CartLink>
        </p>
      )}
    </Panel>
  );
}
