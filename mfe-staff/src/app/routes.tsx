import type { PortalRoute } from '@portal/shared';
import { PAGES } from '@portal/pages';
import { StaffImportPage } from './staff-import-page';

/** The section's routes: its pages of @portal/pages, under the path group the shell hands it. */
export const ROUTES: readonly PortalRoute[] = [
  // The staff's tools have one page so far: the bare section address opens it.
  { name: 'staffIndex', path: PAGES.staff.path, redirectTo: PAGES.staffImport.href() },
  {
    name: 'staffImport',
    path: PAGES.staffImport.path,
    titleKey: 'staff:title.import',
    element: <StaffImportPage />,
  },
];
