/** A journal's volumes and issues. */
import type { AnnualVolumes, OpenAccessVolume, VolumeWithIssues } from '@portal/contract';
import type { Db } from '../db/db';
import type { Paging } from '../lib/envelope';
import { isoDate } from '../lib/sql';

interface VolumeIssueRow {
  volume_id: number;
  volume_number: number;
  year: number;
  issue_id: number | null;
  issue_number: number | null;
  published_date: string | null;
  article_count: number;
}

/** Years (newest first), their volumes and each volume's issues with their article counts. */
export async function volumesByYear(db: Db, journalId: number): Promise<AnnualVolumes[]> {
  const rows = await db.query<VolumeIssueRow>(
    `select v.id as volume_id, v.number as volume_number, v.year, i.id as issue_id,
            i.number as issue_number, ${isoDate('i.published_date', 'published_date')},
            count(a.id)::int as article_count
       from volumes v
       left join issues i on i.volume_id = v.id
       left join articles a on a.issue_id = i.id
      where v.journal_id = $1
      group by v.id, i.id
      order by v.year desc, v.number desc, i.number`,
    [journalId],
  );
  const years: AnnualVolumes[] = [];
  let volume: VolumeWithIssues | undefined;
  for (const row of rows) {
    if (volume?.id !== row.volume_id) {
      volume = { id: row.volume_id, number: row.volume_number, year: row.year, issues: [] };
      let year = years.at(-1);
      if (year?.year !== row.year) {
        year = { year: row.year, volumes: [] };
        years.push(year);
      }
      year.volumes.push(volume);
    }
    if (row.issue_id !== null && row.issue_number !== null && row.published_date !== null) {
      volume.issues.push({
        id: row.issue_id,
        number: row.issue_number,
        publishedDate: row.published_date,
        articleCount: row.article_count,
      });
    }
  }
  return years;
}

export async function issueExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.query<{ exists: boolean }>(
    'select exists (select 1 from issues where id = $1) as exists',
    [id],
  );
  return row?.exists ?? false;
}

/** Volumes holding open-access articles, newest first. */
export async function openAccessVolumes(
  db: Db,
  journalId: number,
  { size, offset }: Paging,
): Promise<{ records: OpenAccessVolume[]; total: number }> {
  const volumesSql = `select v.id, v.number, v.year, count(distinct i.id)::int as issue_count,
            (count(a.id) filter (where a.open_access))::int as open_access_article_count
       from volumes v
       join issues i on i.volume_id = v.id
       join articles a on a.issue_id = i.id
      where v.journal_id = $1
      group by v.id
     having count(a.id) filter (where a.open_access) > 0`;
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from (${volumesSql}) oa`,
    [journalId],
  );
  const rows = await db.query<{
    id: number;
    number: number;
    year: number;
    issue_count: number;
    open_access_article_count: number;
  }>(`${volumesSql} order by v.year desc, v.number desc limit $2 offset $3`, [
    journalId,
    size,
    offset,
  ]);
  return {
    records: rows.map((row) => ({
      id: row.id,
      number: row.number,
      year: row.year,
      issueCount: row.issue_count,
      openAccessArticleCount: row.open_access_article_count,
    })),
    total: count?.total ?? 0,
  };
}
