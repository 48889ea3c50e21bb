// Package boundaries that `tsc -b` alone does not hold: a file reached through node_modules
// compiles as a library's, so a package importing one it neither declares nor references would
// still type-check (from the other's sources). Here every `@dt/*` import of a package's sources
// must be a dependency in its package.json and a reference of its TypeScript project; its tests
// may also use dev dependencies, and their project references what they import.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PACKAGES = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const NAMES = readdirSync(PACKAGES).filter((d) =>
  statSync(join(PACKAGES, d, 'package.json'), { throwIfNoEntry: false }),
);

/** The `@dt/<name>` packages the TypeScript files under `dir` import (any entry of theirs). */
function importsUnder(dir: string): Set<string> {
  const found = new Set<string>();
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name));
      else if (/\.tsx?$/.test(e.name))
        for (const m of readFileSync(join(d, e.name), 'utf8').matchAll(/from '@dt\/([a-z-]+)/g))
          found.add(m[1]!);
    }
  };
  walk(dir);
  return found;
}

/** The packages a tsconfig.json references (by their folder names). */
function referenced(tsconfig: string): Set<string> {
  const json = JSON.parse(readFileSync(tsconfig, 'utf8')) as { references?: { path: string }[] };
  return new Set(
    (json.references ?? []).map(
      (r) =>
        resolve(dirname(tsconfig), r.path)
          .slice(PACKAGES.length + 1)
          .split('/')[0]!,
    ),
  );
}

describe.each(NAMES)('the package %s', (name) => {
  const root = join(PACKAGES, name);
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  const deps = new Set(Object.keys(pkg.dependencies ?? {}).map((d) => d.replace('@dt/', '')));
  const devDeps = new Set([
    ...deps,
    ...Object.keys(pkg.devDependencies ?? {}).map((d) => d.replace('@dt/', '')),
  ]);

  it('imports from its sources only the packages it depends on and its project references', () => {
    const used = [...importsUnder(join(root, 'src'))].filter((d) => d !== name);
    const refs = referenced(join(root, 'tsconfig.json'));
    expect(used.filter((d) => !deps.has(d))).toEqual([]);
    expect(used.filter((d) => !refs.has(d))).toEqual([]);
  });

  it('imports from its tests only its (dev) dependencies, each referenced by the tests project', () => {
    const used = [...importsUnder(join(root, 'test'))].filter((d) => d !== name);
    const refs = referenced(join(root, 'test', 'tsconfig.json'));
    expect(used.filter((d) => !devDeps.has(d))).toEqual([]);
    expect(used.filter((d) => !refs.has(d))).toEqual([]);
  });
});
