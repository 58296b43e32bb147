/** A journal's editorial board. */
import type { EditorRoleCode, EditorialBoardGroup } from '@portal/contract';
import type { Db } from '../db/db';
import type { EditorRow as CatalogueEditorRow } from './catalogue-rows';
import { localized } from './localized';
import { webAddress } from '../lib/safe-html';

/** An editor as the board reads them: their row, with their role's code and names. */
type EditorRow = Omit<CatalogueEditorRow, 'journal_id' | 'role_code' | 'sort_order'> & {
  role_code: EditorRoleCode;
  role_zh: string;
  role_en: string;
};

/** The board grouped by role, in the specification's order of roles; empty roles left out. */
export async function editorialBoard(db: Db, journalId: number): Promise<EditorialBoardGroup[]> {
  const rows = await db.query<EditorRow>(
    `select e.id, e.role_code, r.name_zh as role_zh, r.name_en as role_en, e.name,
            e.affiliation_zh, e.affiliation_en, e.email, e.web_page, e.expertise_zh,
            e.expertise_en
       from editors e
       join editor_roles r on r.code = e.role_code
      where e.journal_id = $1
      order by r.sort_order, e.sort_order, e.id`,
    [journalId],
  );
  const groups: EditorialBoardGroup[] = [];
  for (const row of rows) {
    let group = groups.at(-1);
    if (group?.role !== row.role_code) {
      group = { role: row.role_code, roleName: localized(row.role_zh, row.role_en), editors: [] };
      groups.push(group);
    }
    group.editors.push({
      id: row.id,
      name: row.name,
      affiliation: localized(row.affiliation_zh, row.affiliation_en),
      email: row.email,
      webPage: webAddress(row.web_page),
      expertise: localized(row.expertise_zh, row.expertise_en),
    });
  }
  return groups;
}
