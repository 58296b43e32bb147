import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, Button, FormAlert, TextField, useFormatters } from '@portal/shared';
import { RegionFields, useServerErrors } from '@portal/parts/forms';
import { PAGES } from '@portal/pages';
import { usePayOrder } from '../api/pay-order';
import type { CheckoutCart } from '../checkout-cart';
import { checkoutKeyFor, forgetCheckoutKey } from '../checkout-key';
import {
  ADDRESS_FIELDS,
  CARD_FIELDS,
  cardInput,
  deliveryAddress,
  EMPTY_ADDRESS,
  EMPTY_CARD,
  validateAddress,
  validateCard,
  type AddressField,
  type AddressForm,
  type CardField,
  type CardForm,
  type FieldErrors,
} from '../validate-checkout';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 40rem;
`;

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: 0 ${({ theme }) => theme.space(2)};
    font-weight: 700;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A failure of the whole payment that is not the API's answer: no connection. */
type Failure = 'offline';

/** The form's field for each field of the order's and the payment's requests. */
const REQUEST_FIELDS = {
  'address/name': 'name',
  'address/phone': 'phone',
  'address/countryCode': 'countryCode',
  'address/regionCode': 'regionCode',
  'address/address': 'address',
  'address/postcode': 'postcode',
  'card/number': 'number',
  'card/expMonth': 'expiry',
  'card/expYear': 'expiry',
  'card/cvc': 'cvc',
  'card/holder': 'holder',
} as const satisfies Record<string, AddressField | CardField>;

export interface CheckoutFormProps {
  cart: CheckoutCart;
  onCancel: () => void;
}

/**
 * The delivery address (when something goes by post) and the card, checked field by field
 * before anything is sent (the first wrong field gets the focus). Paying creates the order under
 * this checkout's idempotency key, then confirms it by card, and hands over to the result page.
 * The Pay button sends once: a second click while paying does nothing, and a retry after a
 * failure, or a reload, sends the same key, so the API answers the same order.
 */
export function CheckoutForm({ cart, onCancel }: CheckoutFormProps) {
  const { t } = useTranslation('commerce');
  const { price } = useFormatters();
  const navigate = useNavigate();
  const pay = usePayOrder();
  const formRef = useRef<HTMLFormElement>(null);
  // Set before the first await: a double click lands before React disables the button.
  const paying = useRef(false);
  const [address, setAddress] = useState<AddressForm>(EMPTY_ADDRESS);
  const [card, setCard] = useState<CardForm>(EMPTY_CARD);
  const [addressErrors, setAddressErrors] = useState<FieldErrors<AddressField>>({});
  const [cardErrors, setCardErrors] = useState<FieldErrors<CardField>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const server = useServerErrors<AddressField | CardField>(REQUEST_FIELDS);

  function focusField(name: string) {
    const element = formRef.current?.elements.namedItem(name);
    if (element instanceof HTMLElement) element.focus();
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (paying.current) return;
    setFailure(null);
    // The API's word was on the last attempt: this one is checked anew.
    server.clear();
    const foundAddress = cart.needsAddress ? validateAddress(address) : {};
    const foundCard = validateCard(card);
    setAddressErrors(foundAddress);
    setCardErrors(foundCard);
    const first =
      ADDRESS_FIELDS.find((field) => foundAddress[field]) ??
      CARD_FIELDS.find((field) => foundCard[field]);
    if (first) {
      focusField(first);
      return;
    }
    paying.current = true;
    try {
      const result = await pay.mutateAsync({
        intent: {
          items: cart.items,
          ...(cart.needsAddress ? { address: deliveryAddress(address) } : {}),
          idempotencyKey: checkoutKeyFor(cart.items),
        },
        card: cardInput(card),
      });
      // Settled, or followed from here by the result page: the next checkout is a new one.
      forgetCheckoutKey();
      void navigate(PAGES.paid.href({ orderNo: result.orderNo }));
    } catch (caught) {
      // A refusal closes this checkout (its order failed, say its payment was interrupted and
      // cancelled): the next Pay is a new checkout, never the closed order again.
      if (caught instanceof ApiError && caught.status === 409) forgetCheckoutKey();
      if (caught instanceof ApiError && caught.kind === 'server') {
        const [refused] = server.show(caught);
        if (refused) focusField(refused);
      } else setFailure('offline');
    } finally {
      paying.current = false;
    }
  };

  const addressField = (name: Exclude<AddressField, 'countryCode' | 'regionCode'>) => ({
    name,
    value: address[name],
    label: t(`checkout.address.${name}`),
    error: addressErrors[name]
      ? t(`checkout.errors.${addressErrors[name]}`)
      : server.fieldError(name),
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setAddress((current) => ({ ...current, [name]: value }));
      setAddressErrors((shown) => ({ ...shown, [name]: undefined }));
      server.edited(name);
    },
  });

  const cardField = (name: CardField) => ({
    name,
    value: card[name],
    label: t(`checkout.card.${name}`),
    error: cardErrors[name] ? t(`checkout.errors.${cardErrors[name]}`) : server.fieldError(name),
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setCard((current) => ({ ...current, [name]: value }));
      setCardErrors((shown) => ({ ...shown, [name]: undefined }));
      server.edited(name);
    },
  });

  const pending = pay.isPending;
  const formError = failure ? t(`checkout.${failure}`) : server.formError(t('checkout.failed'));
  return (
    <Form
      ref={formRef}
      noValidate
      aria-label={t('checkout.form')}
      aria-busy={pending}
      onSubmit={(event) => void submit(event)}
    >
      {formError && <FormAlert>{formError}</FormAlert>}
      {cart.needsAddress && (
        <Fieldset>
          <legend>{t('checkout.address.title')}</legend>
          <Note>{t('checkout.address.why')}</Note>
          <TextField {...addressField('name')} autoComplete="shipping name" maxLength={100} />
          <TextField
            {...addressField('phone')}
            hint={t('checkout.address.phoneHint')}
            type="tel"
            autoComplete="shipping tel"
          />
          <RegionFields
            countryCode={address.countryCode}
            regionCode={address.regionCode}
            countryError={
              addressErrors.countryCode
                ? t(`checkout.errors.${addressErrors.countryCode}`)
                : server.fieldError('countryCode')
            }
            regionError={server.fieldError('regionCode')}
            onCountryChange={(countryCode) => {
              setAddress((current) => ({ ...current, countryCode, regionCode: '' }));
              setAddressErrors((shown) => ({ ...shown, countryCode: undefined }));
              server.edited('countryCode');
              server.edited('regionCode');
            }}
            onRegionChange={(regionCode) => {
              setAddress((current) => ({ ...current, regionCode }));
              server.edited('regionCode');
            }}
            labels={{
              country: t('checkout.address.countryCode'),
              chooseCountry: t('checkout.address.chooseCountry'),
              province: t('checkout.address.regionCode'),
              chooseProvince: t('checkout.address.chooseProvince'),
              failed: t('checkout.address.areasFailed'),
            }}
            countryAutoComplete="shipping country"
          />
          <TextField
            {...addressField('address')}
            autoComplete="shipping street-address"
            maxLength={300}
          />
          <TextField {...addressField('postcode')} autoComplete="shipping postal-code" />
        </Fieldset>
      )}
      <Fieldset>
        <legend>{t('checkout.card.title')}</legend>
        <TextField
          {...cardField('number')}
          inputMode="numeric"
          autoComplete="cc-number"
          spellCheck={false}
          maxLength={23}
        />
        <Row>
          <TextField
            {...cardField('expiry')}
            hint={t('checkout.card.expiryHint')}
            inputMode="numeric"
            autoComplete="cc-exp"
            maxLength={7}
          />
          <TextField
            {...cardField('cvc')}
            hint={t('checkout.card.cvcHint')}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
          />
        </Row>
        <TextField {...cardField('holder')} autoComplete="cc-name" maxLength={100} />
      </Fieldset>
      <Actions>
        <Button type="submit" disabled={pending}>
          {pending ? t('checkout.paying') : t('checkout.pay', { amount: price(cart.total, 'CNY') })}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t('checkout.cancel')}
        </Button>
      </Actions>
      <Note>{t('checkout.secure')}</Note>
    </Form>
  );
}
