import { screen, within } from '@testing-library/react';
import { setLanguage } from '@portal/shared';
import type { EditorialBoardGroup, Editor } from '@portal/contract';
import { renderWithProviders } from '@portal/testing';
import { registerMessages } from '../../../i18n';
import { BoardGroups } from '../components/board-page';
import { groupBoard } from '../utils/group-board';

function editor(id: number, name: string, extra: Partial<Editor> = {}): Editor {
  return {
    id,
    name,
    affiliation: { en: 'Peking University', zh: '北京大学' },
    email: null,
    webPage: null,
    expertise: { en: 'Number theory', zh: '数论' },
    ...extra,
  };
}

const SECRETARY: EditorialBoardGroup = {
  role: 'journal-secretary',
  roleName: { en: 'Journal Secretary', zh: '编辑部秘书' },
  editors: [editor(9, 'Li Na')],
};
const ASSOCIATES: EditorialBoardGroup = {
  role: 'associate-editor',
  roleName: { en: 'Associate Editors', zh: '副主编' },
  editors: [editor(3, 'Zhang San'), editor(4, 'Ada Lovelace')],
};
const CHIEF: EditorialBoardGroup = {
  role: 'editor-in-chief',
  roleName: { en: 'Editor-in-Chief', zh: '主编' },
  editors: [
    editor(1, 'Wang Wei', { email: 'wang@example.org', webPage: 'https://example.org/wang' }),
  ],
};
const EMPTY: EditorialBoardGroup = {
  role: 'honorary-editor',
  roleName: { en: 'Honorary Editors', zh: '名誉编委' },
  editors: [],
};

beforeAll(registerMessages);
beforeEach(() => setLanguage('en'));

describe('groupBoard', () => {
  it("orders roles as the specification lists them, whatever the answer's order", () => {
    expect(groupBoard([SECRETARY, ASSOCIATES, CHIEF]).map((group) => group.role)).toEqual([
      'editor-in-chief',
      'associate-editor',
      'journal-secretary',
    ]);
  });

  it('leaves out empty roles and merges a role given twice, keeping the editors in order', () => {
    const more = { ...ASSOCIATES, editors: [editor(5, 'Emmy Noether')] };
    const groups = groupBoard([ASSOCIATES, EMPTY, CHIEF, more]);
    expect(groups.map((group) => group.role)).toEqual(['editor-in-chief', 'associate-editor']);
    expect(groups[1]?.editors.map((e) => e.name)).toEqual([
      'Zhang San',
      'Ada Lovelace',
      'Emmy Noether',
    ]);
    // The input is left as it was.
    expect(ASSOCIATES.editors).toHaveLength(2);
  });
});

describe('BoardGroups', () => {
  it('shows each role as a heading, in order, with name, affiliation, contact, web page and expertise', () => {
    renderWithProviders(<BoardGroups groups={[SECRETARY, ASSOCIATES, CHIEF]} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Editor-in-Chief',
      'Associate Editors',
      'Journal Secretary',
    ]);
    const chief = screen.getByRole('region', { name: 'Editor-in-Chief' });
    const item = within(chief).getByRole('listitem');
    expect(item).toHaveTextContent('Wang Wei');
    expect(item).toHaveTextContent('Peking University');
    expect(item).toHaveTextContent('Expertise: Number theory');
    expect(within(item).getByRole('link', { name: 'wang@example.org' })).toHaveAttribute(
      'href',
      'mailto:wang@example.org',
    );
    expect(within(item).getByRole('link', { name: 'Web page of Wang Wei' })).toHaveAttribute(
      'href',
      'https://example.org/wang',
    );
  });

  it('speaks the reader language', async () => {
    await setLanguage('zh');
    renderWithProviders(<BoardGroups groups={[CHIEF]} />);
    expect(screen.getByRole('heading', { name: '主编' })).toBeInTheDocument();
    expect(screen.getByText('北京大学')).toBeInTheDocument();
    expect(screen.getByText(/^研究方向:/)).toHaveTextContent('研究方向: 数论');
  });
});
