import { SYSTEM_PARAM_KEYS } from '@portal/contract';
import { PUBLISHER } from '../../config/publisher';
import type { SystemParamRow } from '../../repositories/catalogue-rows';

export function buildSystemParams(): SystemParamRow[] {
  return [
    {
      param_key: SYSTEM_PARAM_KEYS.copyright,
      param_value: `© ${PUBLISHER.foundedYear}–2026 ${PUBLISHER.name.en} (${PUBLISHER.name.zh}). All rights reserved.`,
      param_value_zh: `© ${PUBLISHER.foundedYear}–2026 ${PUBLISHER.name.zh}（${PUBLISHER.name.en}）版权所有`,
      description: 'Copyright line in the page footer',
    },
    {
      param_key: SYSTEM_PARAM_KEYS.techWebLink,
      param_value: PUBLISHER.supportUrl,
      param_value_zh: null,
      description: 'Technical support link in the page footer',
    },
  ];
}
