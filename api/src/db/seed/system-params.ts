import { SYSTEM_PARAM_KEYS } from '@portal/shared/contract';
import { PUBLISHER } from '../../config/publisher';

export interface SystemParamRow {
  param_key: string;
  param_value: string;
  description: string;
}

export function buildSystemParams(): SystemParamRow[] {
  return [
    {
      param_key: SYSTEM_PARAM_KEYS.copyright,
      param_value: `© ${PUBLISHER.foundedYear}–2026 ${PUBLISHER.name.en} (${PUBLISHER.name.zh}). All rights reserved.`,
      description: 'Copyright line in the page footer',
    },
    {
      param_key: SYSTEM_PARAM_KEYS.techWebLink,
      param_value: PUBLISHER.supportUrl,
      description: 'Technical support link in the page footer',
    },
  ];
}
