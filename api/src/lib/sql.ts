/** Collects `where` conditions and their parameters, numbering placeholders as it goes. */
export class Conditions {
  readonly params: unknown[] = [];
  private readonly clauses: string[] = [];

  /** Adds a parameter and returns its placeholder (`$1`, `$2`, ...). */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  add(clause: string): void {
    this.clauses.push(clause);
  }

  /** Rows where any of `columns` contains `text` (case-insensitive, wildcards literal). */
  addContainsAny(columns: readonly string[], text: string): void {
    const pattern = this.param(containsPattern(text));
    this.add(`(${columns.map((column) => `${column} ilike ${pattern} escape '\\'`).join(' or ')})`);
  }

  get where(): string {
    return this.clauses.length ? `where ${this.clauses.join(' and ')}` : '';
  }
}

/**
 * What a search box's keyword searches for: control characters (PostgreSQL rejects NUL in
 * text) become spaces and the ends are trimmed; undefined when nothing is left.
 */
export function searchText(keyword: string | undefined): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const text = keyword?.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return text || undefined;
}

/** An `ilike` pattern matching `text` anywhere, with `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
