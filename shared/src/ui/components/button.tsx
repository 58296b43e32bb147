import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'link';
export type ButtonSize = 'sm' | 'md';

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
}

const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ $size }) => ($size === 'sm' ? '2rem' : '2.5rem')};
  padding: ${({ theme, $size, $variant }) =>
    $variant === 'link' ? '0' : $size === 'sm' ? `0 ${theme.space(3)}` : `0 ${theme.space(5)}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 120ms ease,
    color 120ms ease;

  ${({ theme, $variant }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover:not(:disabled) {
            background: ${theme.colors.primaryHover};
          }
        `;
      case 'secondary':
        return css`
          background: ${theme.colors.surface};
          border-color: ${theme.colors.primary};
          color: ${theme.colors.primary};
          &:hover:not(:disabled) {
            background: ${theme.colors.surfaceMuted};
          }
        `;
      case 'link':
        return css`
          min-height: 0;
          background: none;
          color: ${theme.colors.link};
          font-weight: inherit;
          text-decoration: underline;
          &:hover:not(:disabled) {
            text-decoration-thickness: 2px;
          }
        `;
    }
  }}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;

const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;

export type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize };

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  type = 'button',
  ...props
}: ButtonProps) {
  return <StyledButton $variant={variant} $size={size} type={type} {...props} />;
}

export type ButtonLinkProps = ComponentProps<typeof Link> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** A router link that looks like a button: for actions that navigate. */
export function ButtonLink({ variant = 'primary', size = 'md', ...props }: ButtonLinkProps) {
  return <StyledLink $variant={variant} $size={size} {...props} />;
}
