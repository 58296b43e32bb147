/**
 * The images of an article's figures (`article_figures`, issue 32) as an import writes them, in
 * the article's own transaction: the images of the figures its body shows, by the name the body
 * gives each (its `graphic`'s `xlink:href` without folders, which the full text's `img` asks the
 * figure route for).
 */
import type { DbSession } from '../db/db';

/** A name `article_figures` keeps (migration 0032), and the figure route asks for. */
export const FIGURE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;

/** What browsers show, and `article_figures` allows. */
export type FigureMediaType =
  'image/svg+xml' | 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/** An image as a figure keeps it, with its size in pixels and its bytes' SHA-256 (hex). */
export interface FigureImageData {
  mediaType: FigureMediaType;
  width: number;
  height: number;
  bytes: Uint8Array;
  sha256: string;
}

/** A figure of the body, by its name, with the image sent for it (null when none was). */
export interface ArticleFigure {
  name: string;
  image: FigureImageData | null;
}

export interface WrittenFigures {
  /** The figures whose image was written: new, or other bytes than those stored. */
  written: { name: string; outcome: 'created' | 'updated' }[];
  /** How many stored images were removed, their figures no longer in the body. */
  removed: number;
  /** Figures with no image, sent or stored: the page shows their captions only. */
  missing: string[];
}

/**
 * Makes an article's figures those of `figures`: an image sent is written unless the same bytes
 * are stored, a figure sent without its image keeps the stored one (as an article sent without its
 * PDF keeps its PDF), and the images of figures the body no longer has are removed. A statement
 * runs only when something changes: each raises the catalogue's revision, even one that changes
 * no row, and an import that says what is stored must not.
 */
export async function writeArticleFigures(
  tx: DbSession,
  articleId: number,
  figures: readonly ArticleFigure[],
): Promise<WrittenFigures> {
  const stored = new Map(
    (
      await tx.query<{ name: string; sha256: string }>(
        `select name, encode(sha256(data), 'hex') as sha256 from article_figures
          where article_id = $1`,
        [articleId],
      )
    ).map((row) => [row.name, row.sha256]),
  );
  const names = new Set(figures.map((figure) => figure.name));
  const gone = [...stored.keys()].filter((name) => !names.has(name));
  if (gone.length) {
    await tx.query('delete from article_figures where article_id = $1 and name = any($2::text[])', [
      articleId,
      gone,
    ]);
  }
  const result: WrittenFigures = { written: [], removed: gone.length, missing: [] };
  for (const { name, image } of figures) {
    if (!image) {
      if (!stored.has(name)) result.missing.push(name);
      continue;
    }
    if (stored.get(name) === image.sha256) continue;
    await tx.query(
      `insert into article_figures (article_id, name, media_type, width, height, data)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (article_id, name) do update
         set media_type = excluded.media_type, width = excluded.width,
             height = excluded.height, data = excluded.data`,
      [articleId, name, image.mediaType, image.width, image.height, image.bytes],
    );
    result.written.push({ name, outcome: stored.has(name) ? 'updated' : 'created' });
  }
  return result;
}
