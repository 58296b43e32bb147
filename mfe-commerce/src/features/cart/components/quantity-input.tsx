import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isValidQuantity, MAX_QUANTITY } from '../cart-rules';

const Group = styled.div`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};

  button {
    min-width: 2.5rem;
    min-height: 2.5rem;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    cursor: pointer;
  }

  button:disabled {
    cursor: not-allowed;
    opacity: 0.4;
  }

  input {
    width: 3.5rem;
    border: 0;
    border-inline: 1px solid ${({ theme }) => theme.colors.border};
    font: inherit;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
`;

export interface QuantityInputProps {
  value: number;
  /** What is counted, for the labels: "Quantity of <title>". */
  itemName: string;
  onChange: (quantity: number) => void;
}

/** A quantity from 1 to MAX_QUANTITY: typed, or stepped with − and +. */
export function QuantityInput({ value, itemName, onChange }: QuantityInputProps) {
  const { t } = useTranslation('commerce');
  // What the field shows while the reader types (it may be briefly empty or invalid).
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(String(value));
  }

  const change = (text: string) => {
    setDraft(text);
    const quantity = Number(text);
    if (text !== '' && isValidQuantity(quantity) && quantity !== value) onChange(quantity);
  };

  return (
    <Group>
      <button
        type="button"
        aria-label={t('cart.decrease', { item: itemName })}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_QUANTITY}
        step={1}
        value={draft}
        aria-label={t('cart.quantityOf', { item: itemName })}
        onChange={(event) => change(event.target.value)}
        // An empty or invalid entry goes back to the quantity in the cart.
        onBlur={() => setDraft(String(value))}
      />
      <button
        type="button"
        aria-label={t('cart.increase', { item: itemName })}
        disabled={value >= MAX_QUANTITY}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </Group>
  );
}
