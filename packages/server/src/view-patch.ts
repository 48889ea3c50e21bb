// A view as frames carry it: each top-level field as JSON, and a patch against the viewer's
// last frame (docs/protocol.md viewPatch and viewItems). A game module's view may share parts
// that every viewer sees alike and that rarely change, frozen (the engine's rooms, terrain,
// edges, and each piece shown as in the viewer's last view): each frozen value is encoded once
// and its string reused, so an unchanged field costs a comparison of a string with itself.

/**
 * The encodings of frozen values: a module's view may share parts that every viewer sees alike
 * and that rarely change (the board's rooms, terrain and edges), frozen, between its views and
 * versions; each is encoded once, and a frame that meets it again reuses the same string (the
 * patch's comparison with the last frame is then a comparison of one string with itself); an
 * array of frozen objects is encoded as its elements' encodings (viewFields). A module
 * freezes only what never changes, nested parts included.
 */
const frozenJson = new WeakMap<object, string>();

function encode(x: unknown): string {
  if (typeof x !== 'object' || x === null) return JSON.stringify(x);
  if (!Object.isFrozen(x)) return JSON.stringify(x);
  let json = frozenJson.get(x);
  if (json === undefined) {
    json = JSON.stringify(x);
    frozenJson.set(x, json);
  }
  return json;
}

/** An array made of frozen objects (a view's pieces, most of them as in the last view). */
function frozenParts(x: unknown): x is readonly object[] {
  if (!Array.isArray(x) || x.length === 0 || Object.isFrozen(x)) return false;
  for (const e of x as unknown[])
    if (typeof e !== 'object' || e === null || !Object.isFrozen(e)) return false;
  return true;
}

/**
 * A view field: its JSON, or for an array of frozen objects each element's JSON instead (what
 * element patches compare, string by string: mostly the very same strings).
 */
export type Field = { json: string; items: null } | { json: null; items: readonly string[] };
export type Fields = Map<string, Field>;

export const jsonOf = (f: Field): string => f.json ?? `[${f.items.join(',')}]`;

/** The JSON of each field name met so far (a view's few names, encoded once). */
const nameJson = new Map<string, string>();

/** A view's top-level fields, by their names' JSON. */
export function viewFields(view: unknown): Fields {
  const fields: Fields = new Map();
  for (const [k, x] of Object.entries(view as object)) {
    if (x === undefined) continue;
    let name = nameJson.get(k);
    if (name === undefined) {
      name = JSON.stringify(k);
      if (nameJson.size < 1000) nameJson.set(k, name);
    }
    fields.set(
      name,
      frozenParts(x) ? { json: null, items: x.map(encode) } : { json: encode(x), items: null },
    );
  }
  return fields;
}

/** Every field: a whole view's body. */
export const wholeOf = (fields: Fields): string => [...fields].map(([k, f]) => `${k}:${jsonOf(f)}`).join(',');

/**
 * The fields that changed since `last`: whole in `body` (the view patch), or, for an array of
 * the same length of which less than half changed, only its changed elements by index in
 * `items` (a move changes one or two pieces of the thirty: docs/protocol.md `viewItems`).
 */
export function patchOf(last: Fields, now: Fields): { body: string; items: string } {
  let body = '';
  let items = '';
  for (const [k, f] of now) {
    const was = last.get(k);
    const changed = was ? changedItems(was, f) : null;
    if (changed === '') continue;
    if (changed) items += `${items ? ',' : ''}${k}:{${changed}}`;
    else body += `${body ? ',' : ''}${k}:${jsonOf(f)}`;
  }
  return { body, items };
}

/**
 * '' when the field is unchanged; else `"index":element` of the elements that differ, or null
 * (send it whole) when it has no elements to compare, the lengths differ or half or more changed.
 */
function changedItems(was: Field, now: Field): string | null {
  const [a, b] = [was.items, now.items];
  if (!a || !b) return jsonOf(was) === jsonOf(now) ? '' : null;
  if (a.length !== b.length) return null;
  const out: string[] = [];
  for (let i = 0; i < b.length; i++) {
    if (a[i] === b[i]) continue;
    if ((out.length + 1) * 2 >= b.length) return null;
    out.push(`"${i}":${b[i]}`);
  }
  return out.join(',');
}
