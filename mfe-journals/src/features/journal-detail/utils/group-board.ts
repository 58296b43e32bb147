import type { EditorialBoardGroup } from '@portal/contract';
import { EDITOR_ROLE_CODES } from '@portal/contract/constants';

/**
 * The editorial board as a reader expects it: one group per role, in the order of the
 * specification's roles (Editor-in-Chief first, Journal Secretary last), whatever order the
 * answer came in; groups of the same role merged, empty roles left out, and editors in the
 * order given (the board's own order within a role).
 */
export function groupBoard(groups: readonly EditorialBoardGroup[]): EditorialBoardGroup[] {
  const byRole = new Map<EditorialBoardGroup['role'], EditorialBoardGroup>();
  for (const group of groups) {
    const known = byRole.get(group.role);
    if (known) known.editors = [...known.editors, ...group.editors];
    else byRole.set(group.role, { ...group, editors: [...group.editors] });
  }
  return EDITOR_ROLE_CODES.flatMap((role) => {
    const group = byRole.get(role);
    return group && group.editors.length > 0 ? [group] : [];
  });
}
