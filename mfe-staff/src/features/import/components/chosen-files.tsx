import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, formatNumber } from '@portal/shared';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The name takes the row; on a phone the size and the button go under it. */
const FileName = styled.span`
  flex: 1 1 14rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Size = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The files chosen so far, each with its button to take it out again. */
export function ChosenFiles({
  files,
  onRemove,
  disabled,
}: {
  files: readonly File[];
  onRemove: (name: string) => void;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation('staff');
  const heading = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const remove = (name: string) => {
    onRemove(name);
    // The button pressed is gone: the list's heading keeps the keyboard's place.
    headingRef.current?.focus();
  };
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading} ref={headingRef} tabIndex={-1}>
        {t('import.chosenFiles')}
      </h2>
      {files.length === 0 ? (
        <p>{t('import.noFiles')}</p>
      ) : (
        <List aria-labelledby={heading}>
          {files.map((file) => (
            <Item key={file.name}>
              <FileName>{file.name}</FileName>
              <Size>{`${formatNumber(Math.max(1, Math.ceil(file.size / 1024)), undefined, i18n.language)} KB`}</Size>
              <Button
                variant="secondary"
                size="sm"
                disabled={disabled}
                onClick={() => remove(file.name)}
                aria-label={t('import.remove', { name: file.name })}
              >
                {/* Seen beside the file's name; heard with it. */}
                {t('import.removeShort')}
              </Button>
            </Item>
          ))}
        </List>
      )}
    </section>
  );
}
