import { useId } from 'react';
import styled from 'styled-components';

const Group = styled.fieldset`
  margin: ${({ theme }) => `0 0 ${theme.space(4)}`};
  padding: 0;
  border: 0;
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A radio button drawn as a pill: arrow keys move between the choices, as in any radio group. */
const Option = styled.label`
  position: relative;
  cursor: pointer;

  input {
    position: absolute;
    opacity: 0;
  }

  span {
    display: inline-flex;
    align-items: center;
    min-height: 2.5rem;
    padding: ${({ theme }) => `0 ${theme.space(4)}`};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
  }

  input:checked + span {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 600;
  }

  input:focus-visible + span {
    ${({ theme }) => theme.focusRing}
  }
`;

export interface ChoicePillsProps<T extends string | number> {
  /** Names the group for screen readers (a visible heading usually says it already). */
  label: string;
  choices: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** One choice among a few, as a row of pills (a radio group). */
export function ChoicePills<T extends string | number>({
  label,
  choices,
  value,
  onChange,
}: ChoicePillsProps<T>) {
  const name = useId();
  return (
    <Group aria-label={label}>
      <Options>
        {choices.map((choice) => (
          <Option key={choice.value}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </Option>
        ))}
      </Options>
    </Group>
  );
}
