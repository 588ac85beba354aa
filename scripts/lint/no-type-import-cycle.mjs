/**
 * ESLint rule `cycles/no-type-import-cycle`: a type-only import (`import type`, `export type ... from`,
 * `import('...').T`) that closes an import cycle fails, whatever kind the cycle's other imports are.
 * `import-x/no-cycle` skips type-only imports, so a loop of modules that only shows in types
 * passed lint; such a loop still ties the modules together (neither can move or change without the
 * other) and turns into a runtime cycle with the first value import. No exemptions: the fix is to
 * move the shared type to a module both sides can import (docs/decisions/037-import-boundaries.md).
 *
 * The import graph is read with TypeScript's own scanner and module resolution, one file at a time
 * as the rule asks, and kept for the run (re-read when a file's modification time changes).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const OPTIONS = {
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  jsx: ts.JsxEmit.ReactJSX,
};

/** file -> { mtimeMs, imports }: the repository files each file imports, of any kind. */
const graph = new Map();

function resolveImport(specifier, fromFile) {
  // Packages never import the repository's modules back; only relative imports can close a cycle.
  if (!specifier.startsWith('.')) return null;
  const resolved = ts.resolveModuleName(specifier, fromFile, OPTIONS, ts.sys).resolvedModule;
  if (!resolved || resolved.isExternalLibraryImport || resolved.resolvedFileName.endsWith('.d.ts')) return null;
  return path.resolve(resolved.resolvedFileName);
}

function importsOf(file) {
  let mtimeMs;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = graph.get(file);
  if (known && known.mtimeMs === mtimeMs) return known.imports;
  // Static imports and re-exports (type-only ones included), import() and require().
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const imports = [...new Set(importedFiles.map((i) => resolveImport(i.fileName, file)).filter(Boolean))];
  graph.set(file, { mtimeMs, imports });
  return imports;
}

/** The shortest chain of imports from `start` back to `target`, or null (breadth first). */
function pathBack(start, target) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === target) {
        const chain = [target];
        for (let at = file; at; at = cameFrom.get(at)) chain.unshift(at);
        return chain;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

const isTypeOnlyImport = (node) =>
  node.importKind === 'type' ||
  (node.specifiers.length > 0 && node.specifiers.every((s) => s.type === 'ImportSpecifier' && s.importKind === 'type'));

export const noTypeImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'a type-only import must not close an import cycle' },
    schema: [],
    messages: {
      cycle:
        'type-only import cycle: {{chain}}. Move the shared type to a module both sides can import (a type import ties modules together as much as a value import)',
    },
  },
  create(context) {
    const file = path.resolve(context.physicalFilename);
    const root = context.cwd;
    const check = (node, specifier) => {
      const target = resolveImport(specifier, file);
      if (!target || target === file) return;
      const chain = pathBack(target, file);
      if (!chain) return;
      context.report({
        node,
        messageId: 'cycle',
        data: { chain: [file, ...chain].map((f) => path.relative(root, f)).join(' -> ') },
      });
    };
    return {
      ImportDeclaration(node) {
        if (isTypeOnlyImport(node)) check(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.source && node.exportKind === 'type') check(node, node.source.value);
      },
      ExportAllDeclaration(node) {
        if (node.exportKind === 'type') check(node, node.source.value);
      },
      TSImportType(node) {
        const specifier = node.source?.value ?? node.argument?.literal?.value;
        if (typeof specifier === 'string') check(node, specifier);
      },
    };
  },
};

export default { rules: { 'no-type-import-cycle': noTypeImportCycle } };
