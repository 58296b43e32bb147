import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { QueryState, useLocalized } from '@portal/shared';
import { TexText } from '@portal/reading';
import type { EditorialBoardGroup } from '@portal/contract';
import { useEditorialBoard } from '../api/get-editorial-board';
import { useJournal } from '../hooks/use-journal';
import { useJournalViewMeta } from '../hooks/use-journal-view-meta';
import { groupBoard } from '../utils/group-board';
import { ViewSection } from './view-section';

const Role = styled.section`
  margin-bottom: ${({ theme }) => theme.space(6)};

  h3 {
    margin: ${({ theme }) => `0 0 ${theme.space(3)}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Editors = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const EditorCard = styled.li`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: ${({ theme }) => `${theme.space(1)} 0 0`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const Name = styled.p`
  && {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 700;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The roles of a board and their editors, in the order `groupBoard` gives. */
export function BoardGroups({ groups }: { groups: readonly EditorialBoardGroup[] }) {
  const { t } = useTranslation('journals');
  const localize = useLocalized();
  return (
    <>
      {groupBoard(groups).map((group) => (
        <Role key={group.role} aria-labelledby={`board-role-${group.role}`}>
          <h3 id={`board-role-${group.role}`}>{localize(group.roleName)}</h3>
          <Editors>
            {group.editors.map((editor) => (
              <EditorCard key={editor.id}>
                <Name>{editor.name}</Name>
                <p>{localize(editor.affiliation)}</p>
                {localize(editor.expertise) && (
                  <Muted>
                    {t('detail.board.expertise')}: <TexText text={localize(editor.expertise)} />
                  </Muted>
                )}
                {editor.email && (
                  <p>
                    {t('detail.board.contact')}:{' '}
                    <a href={`mailto:${editor.email}`}>{editor.email}</a>
                  </p>
                )}
                {editor.webPage && (
                  <p>
                    <a href={editor.webPage} rel="noopener noreferrer">
                      {t('detail.board.webPage', { name: editor.name })}
                    </a>
                  </p>
                )}
              </EditorCard>
            ))}
          </Editors>
        </Role>
      ))}
    </>
  );
}

/** `/JDetail/:cid/board`: the editorial board, role by role in the specification's order. */
export function JournalBoardPage() {
  const { t } = useTranslation('journals');
  const journal = useJournal();
  useJournalViewMeta('board');
  const board = useEditorialBoard(journal.id);
  return (
    <ViewSection id="journal-view-board" title={t('detail.view.board')}>
      <QueryState query={board} loadingLabel={t('detail.loading')}>
        {(groups) => <BoardGroups groups={groups} />}
      </QueryState>
    </ViewSection>
  );
}
