// After `next build`: leaves the children of <StaticMarkup> out of a page's inline React Server
// Component data. The App Router writes every page twice, as HTML and as RSC rows in inline
// `self.__next_f.push([1, "…"])` scripts that hydration reads. For the article body, which is
// static markup, the HTML copy is enough: StaticMarkup.client keeps the server-rendered DOM.
// The separate RSC files (`*.txt`) used by client navigation are not touched.
//
// Row format (React Flight, as Next 16 inlines it): `<hex id>:<payload>\n`, except text rows
// `<hex id>:T<hex byte length>,<text>` which have no newline. References are strings such as
// "$1f", "$L1f", "$@1f". The rewrite is checked to reproduce unchanged data byte for byte, so a
// format change in a future Next fails the build instead of shipping a broken page.

const PUSH_SCRIPT = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;
const MARKER = 'staticMarkupId';

interface Row {
  id: string;
  /** The whole row as written, including its terminator. */
  raw: string;
  /** Parsed JSON of a model row; undefined for text, import and other rows. */
  model?: unknown;
}

export function parseRows(stream: string): Row[] {
  const bytes = Buffer.from(stream, 'utf8');
  const rows: Row[] = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at);
    if (colon === -1) throw new Error(`RSC data: no row id at byte ${at}`);
    const id = bytes.toString('utf8', at, colon);
    if (!/^[0-9a-f]*$/.test(id)) throw new Error(`RSC data: unexpected row id "${id.slice(0, 40)}"`);
    const text = /^T([0-9a-f]+),/.exec(bytes.toString('latin1', colon + 1, colon + 20));
    if (text) {
      const end = colon + 1 + text[0].length + parseInt(text[1]!, 16);
      rows.push({ id, raw: bytes.toString('utf8', at, end) });
      at = end;
      continue;
    }
    const newline = bytes.indexOf(0x0a, colon);
    if (newline === -1) throw new Error(`RSC data: row ${id} has no end`);
    const raw = bytes.toString('utf8', at, newline + 1);
    const payload = raw.slice(id.length + 1, -1);
    const model = /^[[{"]|^null$/.test(payload) ? (JSON.parse(payload) as unknown) : undefined;
    rows.push({ id, raw, model });
    at = newline + 1;
  }
  return rows;
}

const REFERENCE = /^\$[A-Za-z@]?([0-9a-f]+)$/;

/** Ids of the rows a value refers to (over-approximated: a kept row too many is harmless). */
function referencesIn(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    const m = REFERENCE.exec(value);
    if (m) into.add(m[1]!);
  } else if (Array.isArray(value)) {
    for (const v of value) referencesIn(v, into);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) referencesIn(v, into);
  }
}

/** Replaces the children of every StaticMarkup element in `value`; returns how many it found. */
function dropMarkedChildren(value: unknown, dropped: unknown[]): number {
  if (Array.isArray(value)) return value.reduce<number>((n, v) => n + dropMarkedChildren(v, dropped), 0);
  if (!value || typeof value !== 'object') return 0;
  const record = value as Record<string, unknown>;
  if (typeof record[MARKER] === 'string' && 'children' in record) {
    dropped.push(record.children);
    delete record.children;
    return 1;
  }
  return Object.values(record).reduce<number>((n, v) => n + dropMarkedChildren(v, dropped), 0);
}

/** The ids in `start` and every row they refer to, directly or through other rows. */
function closure(start: Iterable<string>, refsOf: Map<string, Set<string>>): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const ref of refsOf.get(id) ?? []) stack.push(ref);
  }
  return seen;
}

const scriptFor = (chunk: string) =>
  `<script>self.__next_f.push(${JSON.stringify([1, chunk])
    .replace(/&/g, '\\u0026')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')})</script>`;

/**
 * The page with StaticMarkup's children left out of its inline RSC data, and rows that only
 * they used removed. Pages without StaticMarkup come back unchanged.
 */
export function dropStaticMarkupData(html: string, file = 'page'): string {
  const scripts = [...html.matchAll(PUSH_SCRIPT)];
  if (scripts.length === 0) return html;
  const stream = scripts.map((m) => (JSON.parse(m[1]!) as [number, string])[1]).join('');
  if (!stream.includes(`"${MARKER}"`)) return html;

  const rows = parseRows(stream);
  if (rows.map((r) => r.raw).join('') !== stream) throw new Error(`${file}: RSC data did not survive parsing unchanged`);

  const byId = new Map(rows.map((r) => [r.id, r]));
  const dropped: unknown[] = [];
  let found = 0;
  for (const row of rows) {
    if (row.model === undefined) continue;
    const n = dropMarkedChildren(row.model, dropped);
    if (n) row.raw = `${row.id}:${JSON.stringify(row.model)}\n`;
    found += n;
  }
  if (!found) throw new Error(`${file}: "${MARKER}" is in the RSC data but no StaticMarkup element was found`);

  // Each row's references, read once: both walks below follow them.
  const refsOf = new Map<string, Set<string>>();
  for (const row of rows) {
    const refs = new Set<string>();
    if (row.model !== undefined) referencesIn(row.model, refs);
    refsOf.set(row.id, refs);
  }

  // Static markup means host elements only: a client component inside would stop working.
  const droppedRefs = new Set<string>();
  referencesIn(dropped, droppedRefs);
  const droppedRows = closure(droppedRefs, refsOf);
  for (const id of droppedRows) {
    const row = byId.get(id);
    if (row && /^[0-9a-f]*:I\[/.test(row.raw))
      throw new Error(`${file}: StaticMarkup contains a client component (${row.raw.trim().slice(0, 120)}); render it outside`);
  }

  // Keep what is still reachable from the rest of the data.
  const reachable = closure(
    rows.filter((r) => !droppedRows.has(r.id)).map((r) => r.id),
    refsOf,
  );
  const rewritten = rows
    .filter((r) => reachable.has(r.id))
    .map((r) => r.raw)
    .join('');

  // One script where the first one was; the others go.
  let first = true;
  return html.replace(PUSH_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return scriptFor(rewritten);
  });
}
