import { useTranslation } from 'react-i18next';
import { PageTitle } from '@portal/shared';
import { useMetaTags, type MetaTag } from '@portal/reading';
import { StaffGate } from '../components/staff-gate';
import { ImportPage } from '../features/import/components/import-page';

/** A staff page is nobody's search result (the site's server says so in a header too). */
const NOT_INDEXED: readonly MetaTag[] = [['robots', 'noindex, nofollow']];

/** `/staff/import`: the import of the publisher's content, for its staff only. */
export function StaffImportPage() {
  const { t } = useTranslation('staff');
  useMetaTags(NOT_INDEXED);
  return (
    <section aria-labelledby="staff-import-title">
      <PageTitle id="staff-import-title">{t('title.import')}</PageTitle>
      <StaffGate>{(staff) => <ImportPage staff={staff} />}</StaffGate>
    </section>
  );
}
