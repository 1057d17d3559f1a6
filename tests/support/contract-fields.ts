// The request field names of every contract call: from its schemas where it has them (core/api/schema.ts), else read
// from the request types of core/<feature>/calls.ts with the TypeScript checker (a call without schemas keeps types,
// not field lists, at run time); and the field names the server's handlers read, found in their source: together,
// every field a generated bad value should be sent in.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import ts from 'typescript';
import type { CallDef } from '../../core/api/call';

const CORE_DIR = fileURLToPath(new URL('../../core/', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('../../server/', import.meta.url));

/** Properties of a type, and of each member of a union (getPropertiesOfType of a union keeps only the shared ones). */
function propertyNames(checker: ts.TypeChecker, type: ts.Type): string[] {
  const parts = type.isUnion() ? type.types : [type];
  return [...new Set(parts.flatMap((part) => checker.getPropertiesOfType(part).map((p) => p.getName())))];
}

function callIdOf(call: ts.CallExpression): string | null {
  const [definition] = call.arguments;
  if (!definition || !ts.isObjectLiteralExpression(definition)) return null;
  for (const property of definition.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === 'id' && ts.isStringLiteral(property.initializer)) {
      return property.initializer.text;
    }
  }
  return null;
}

/** Call id -> the field names of its request type (every defineCall<Req, Res>({ id: ... }) of the features' calls.ts). */
export function requestFieldsByCallId(): Map<string, string[]> {
  const files = readdirSync(CORE_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(CORE_DIR, entry.name, 'calls.ts'))
    .filter((file) => existsSync(file));
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    // Only the names of the request properties are wanted: the ES5 lib (Omit, Pick, Partial) is enough, and quick.
    lib: ['lib.es5.d.ts'],
  });
  const checker = program.getTypeChecker();
  const fields = new Map<string, string[]>();
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`contract-fields: ${file} not in the program`);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.expression.getText(source) === 'defineCall' && node.typeArguments?.length) {
        const id = callIdOf(node);
        if (id) fields.set(id, propertyNames(checker, checker.getTypeFromTypeNode(node.typeArguments[0])));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return fields;
}

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.includes('test-support') ? [path] : [];
  });
}

const READER_METHODS = new Set(['text', 'requiredText', 'id', 'mail', 'list', 'idList', 'newPassword', 'newConfirmationCode', 'check', 'fail']);

/** Field names the handlers read: reader.text('x'), input.x, input['x'], helper(reader, input, 'x') and the like. */
export function fieldsReadByHandlers(): string[] {
  const names = new Set<string>();
  const patterns = [
    /\b(?:reader|input|ctx\.input)\.(\w+)\(\s*'(\w+)'/g, // reader.text('x'): the field is the second group
    /\b(?:input|ctx\.input)\.(\w+)\b(?!\s*\()/g, // input.x
    /\b(?:input|ctx\.input)\[\s*'(\w+)'\s*\]/g, // input['x']
    /\(\s*(?:reader\s*,\s*)?(?:input|ctx\.input)\s*,\s*'(\w+)'/g, // textOf(input, 'x'), readFlag(reader, input, 'x')
    /\(\s*reader\s*,\s*'(\w+)'/g, // idList(reader, 'x')
  ];
  for (const file of serverSources(SERVER_DIR)) {
    const text = readFileSync(file, 'utf8');
    for (const [index, pattern] of patterns.entries()) {
      for (const match of text.matchAll(pattern)) {
        const name = index === 0 ? match[2] : match[1];
        if (index === 1 && READER_METHODS.has(name)) continue;
        names.add(name);
      }
    }
  }
  return [...names].sort();
}

/**
 * The fields a call's schemas give its request (path parameters, query, body, and a multipart call's file beside
 * them, core/api/call.ts MultipartFile); empty for a call without schemas.
 */
export function schemaFields(def: CallDef): string[] {
  const { params, query, body, request } = def.schema ?? {};
  const named = [params, query, body, request].flatMap((schema) => Object.keys(schema?.properties ?? {}));
  return [...new Set([...named, ...(def.schema && def.multipart ? ['file'] : [])])];
}

/** The :params of a call path. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
}
