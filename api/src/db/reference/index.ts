/**
 * What every database needs whatever its catalogue (the seed's or a publisher's own): the regions
 * of address forms and the site settings (the footer's copyright line and support link, the upload
 * limits). Loaded on every start after the migrations: regions follow the release (a code keeps
 * its row, so addresses and messages naming it stay valid); a setting is added when missing and
 * never overwritten, so a value the publisher changed stays.
 */
import { SYSTEM_PARAM_KEYS } from '@portal/contract';
import { PUBLISHER } from '../../config/publisher';
import { UPLOAD_LIMIT_PARAMS } from '../../config/upload';
import type { Db } from '../db';
import { buildAreas } from './areas';

const SETTINGS = [
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
  ...UPLOAD_LIMIT_PARAMS.map(({ key, value, description }) => ({
    param_key: key,
    param_value: String(value),
    param_value_zh: null,
    description,
  })),
];

export async function loadReferenceData(db: Db): Promise<void> {
  const areas = buildAreas();
  const column = <K extends keyof (typeof areas)[number]>(key: K) => areas.map((a) => a[key]);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into areas (code, parent_code, level, name_zh, name_en, sort_order)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[])
       on conflict (code) do update
          set parent_code = excluded.parent_code, level = excluded.level,
              name_zh = excluded.name_zh, name_en = excluded.name_en,
              sort_order = excluded.sort_order`,
      [
        column('code'),
        column('parent_code'),
        column('level'),
        column('name_zh'),
        column('name_en'),
        column('sort_order'),
      ],
    );
    await tx.query(
      `insert into system_params (param_key, param_value, param_value_zh, description)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[])
       on conflict (param_key) do nothing`,
      [
        SETTINGS.map((s) => s.param_key),
        SETTINGS.map((s) => s.param_value),
        SETTINGS.map((s) => s.param_value_zh),
        SETTINGS.map((s) => s.description),
      ],
    );
  });
}
