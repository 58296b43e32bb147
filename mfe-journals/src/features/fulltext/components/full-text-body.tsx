import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, VisuallyHidden } from '@portal/shared';
import { fullTextStyles } from './full-text-styles';

const Text = styled.div`
  ${fullTextStyles}
`;

/** Where the "Copy TeX" button goes: just after its formula, taking no room of its own. */
const COPY_HOST = 'copy-tex';

/** The TeX a formula's MathML carries, as the server writes it. */
const TEX_ANNOTATION = 'annotation[encoding="application/x-tex"]';

/** What a reader can move to with the keyboard: a display equation, a table, to scroll them. */
const SCROLLED_BLOCKS = '.equation, .table-scroll';

/** The formula the reader chose, and the element the button is put in, after the formula. */
interface ChosenFormula {
  formula: Element;
  host: HTMLSpanElement;
  tex: string;
  /** The equation's number as printed, `(2.1)`. */
  number: string | null;
}

/**
 * The formula at `target` with its TeX: a display equation (`span.equation`), or a formula in a
 * sentence (`math`); none when it carries no TeX, or is part of a heading (which names its
 * section, button and all) or of a link.
 */
function formulaAt(target: EventTarget, text: HTMLElement): ChosenFormula | null {
  if (!(target instanceof Element)) return null;
  const formula = target.closest('.equation') ?? target.closest('math');
  if (!formula || !text.contains(formula) || formula.closest('h2, h3, h4, h5, h6, a')) return null;
  const tex = formula.querySelector(TEX_ANNOTATION)?.textContent?.trim();
  if (!tex) return null;
  const display = formula.matches('.equation');
  const host = document.createElement('span');
  host.className = `${COPY_HOST} ${COPY_HOST}-${display ? 'display' : 'inline'}`;
  const number = display ? formula.querySelector('.equation-number')?.textContent?.trim() : null;
  return { formula, host, tex, number: number || null };
}

const CopyButton = styled(Button)`
  position: absolute;
  z-index: 1;
  white-space: nowrap;
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

/**
 * The sections of the full text: the server's HTML (built and sanitized there, so inserted as it
 * is), and "Copy TeX" for the formula the reader clicks or moves to.
 *
 * One button, put after the chosen formula once the page is the browser's: the server's markup
 * stays as React took it over (the button goes into an element of this component's own), and
 * the button is the next stop of the keyboard after its equation. The display equations and the
 * tables are made focusable then too, so that a keyboard scrolls what is wider than a phone.
 * Render it keyed by `html`: another text is another component, with no formula chosen.
 */
export function FullTextBody({ html }: { html: string }) {
  const { t } = useTranslation('journals');
  const text = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState<ChosenFormula | null>(null);
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);

  useEffect(() => {
    text.current?.querySelectorAll(SCROLLED_BLOCKS).forEach((block) => {
      block.setAttribute('tabindex', '0');
    });
  }, []);

  useLayoutEffect(() => {
    if (!chosen) return undefined;
    chosen.formula.after(chosen.host);
    return () => chosen.host.remove();
  }, [chosen]);

  const choose = (target: EventTarget) => {
    if (!text.current || chosen?.formula.contains(target as Node)) return;
    setChosen(formulaAt(target, text.current));
    setCopied(null);
  };

  const close = () => {
    const formula = chosen?.formula;
    setChosen(null);
    if (formula instanceof HTMLElement && formula.tabIndex >= 0) formula.focus();
  };

  const copy = async (tex: string) => {
    // Cleared first, so that copying again is announced again.
    setCopied(null);
    try {
      await navigator.clipboard.writeText(tex);
      setCopied('done');
    } catch {
      // No clipboard here (an insecure page), or the reader's browser refused it.
      setCopied('failed');
    }
  };

  return (
    <>
      <Text
        ref={text}
        // Built and sanitized by the server (the API's full-text renderer): inserted as it is.
        dangerouslySetInnerHTML={{ __html: html }}
        onClick={(event: MouseEvent) => choose(event.target)}
        onFocus={(event: FocusEvent) => choose(event.target)}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Escape' && chosen) setChosen(null);
        }}
      />
      {chosen &&
        createPortal(
          <CopyButton
            variant="secondary"
            size="sm"
            aria-label={
              chosen.number
                ? t('fullText.copyTex.labelNumbered', { number: chosen.number })
                : t('fullText.copyTex.label')
            }
            onClick={() => void copy(chosen.tex)}
            onKeyDown={(event: KeyboardEvent) => {
              if (event.key === 'Escape') close();
            }}
          >
            {copied === 'done' && <span aria-hidden="true">✓ </span>}
            {t('fullText.copyTex.button')}
          </CopyButton>,
          chosen.host,
        )}
      <VisuallyHidden role="status">
        {copied && t(copied === 'done' ? 'fullText.copyTex.copied' : 'fullText.copyTex.failed')}
      </VisuallyHidden>
    </>
  );
}
