import type { PublicationSpeed } from '@portal/contract';

/** One year of the publication-speed figure, with its bar laid out as shares of the longest. */
export interface SpeedFigure {
  year: number;
  articleCount: number;
  /** Median days from received to accepted, whole days. */
  daysToAcceptance: number;
  /** Median days from accepted to published, whole days. */
  daysToPublication: number;
  /** The two medians added: the typical way from submission to print. */
  totalDays: number;
  /** Bar widths in percent of the longest year's total (0-100). */
  acceptanceShare: number;
  publicationShare: number;
}

/**
 * The figures of the speed view, newest year first: medians rounded to whole days (medians of
 * an even count can fall on half days), and the bars scaled to the slowest year so years compare.
 */
export function speedFigures(rows: readonly PublicationSpeed[]): SpeedFigure[] {
  const figures = rows.map((row) => {
    const daysToAcceptance = Math.round(row.medianDaysToAcceptance);
    const daysToPublication = Math.round(row.medianDaysToPublication);
    return {
      year: row.year,
      articleCount: row.articleCount,
      daysToAcceptance,
      daysToPublication,
      totalDays: daysToAcceptance + daysToPublication,
    };
  });
  const longest = Math.max(0, ...figures.map((figure) => figure.totalDays));
  const share = (days: number) => (longest > 0 ? Math.round((days / longest) * 1000) / 10 : 0);
  return figures
    .sort((a, b) => b.year - a.year)
    .map((figure) => ({
      ...figure,
      acceptanceShare: share(figure.daysToAcceptance),
      publicationShare: share(figure.daysToPublication),
    }));
}
