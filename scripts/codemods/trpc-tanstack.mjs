#!/usr/bin/env node
// Moves web code from the classic tRPC React hooks (@trpc/react-query: `trpc.a.b.useQuery(…)`,
// `trpc.useUtils()`) to @trpc/tanstack-react-query's option factories over plain TanStack hooks
// (docs/decisions/0030-trpc-tanstack-react-query.md). It parses with @babel/parser and edits the
// source text, so everything outside the rewritten calls (comments, layout) is kept as it was.
// Idempotent: code already moved matches none of its patterns, so it can be re-run on any file.
//
//   node scripts/codemods/trpc-tanstack.mjs [--dry] [files or folders…]   (default: src/web)
//
// What it cannot do safely it leaves as it is and lists as "hand-fix" lines (file:line: why);
// `npm run typecheck` then points at the same spots.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as babelParse } from '@babel/parser';

const args = process.argv.slice(2);
const dry = args.includes('--dry');
const targets = args.filter((a) => !a.startsWith('--'));
const ROOT = process.cwd();
const WEB = path.join(ROOT, 'src/web');

function sourceFiles(target) {
  const stat = statSync(target);
  if (stat.isFile()) return /\.(ts|tsx)$/.test(target) ? [target] : [];
  return readdirSync(target).flatMap((name) => (name === 'node_modules' ? [] : sourceFiles(path.join(target, name))));
}

const parse = (text) => babelParse(text, { sourceType: 'module', plugins: ['typescript', 'jsx'] }).program;

const SKIP = new Set(['parent', 'type', 'start', 'end', 'loc', 'range', 'extra', 'leadingComments', 'trailingComments', 'innerComments', 'comments', 'tokens']);
/** A node's child nodes in source order. */
function children(node) {
  const out = [];
  for (const key of Object.keys(node)) {
    if (SKIP.has(key)) continue;
    const value = node[key];
    for (const v of Array.isArray(value) ? value : [value]) if (v && typeof v.type === 'string') out.push(v);
  }
  return out.toSorted((a, b) => a.start - b.start);
}
/** Sets `parent` on every node. */
function link(node, parent = null) {
  node.parent = parent;
  for (const child of children(node)) link(child, node);
  return node;
}
function walk(node, visit) {
  visit(node);
  for (const child of children(node)) walk(child, visit);
}
const isFunction = (n) => ['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'ObjectMethod', 'ClassMethod'].includes(n.type);

/** `a.b.c` as ['a', 'b', 'c'] when `node` is a chain of plain property reads from an identifier. */
function chain(node) {
  if (node.type === 'Identifier') return [node.name];
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
    const head = chain(node.object);
    return head ? [...head, node.property.name] : null;
  }
  return null;
}

// Which procedures are read as infinite queries anywhere in the web code, before or after the
// move: an invalidation with an input has to name the infinite key for those (the classic hooks'
// key matched both kinds, the new filters name one).
const INFINITE_USE = /\btrpc((?:\.\w+)+)\.(?:useInfiniteQuery|useSuspenseInfiniteQuery|infiniteQueryOptions|infiniteQueryKey|infiniteQueryFilter)\(/g;
const PLAIN_USE = /\btrpc((?:\.\w+)+)\.(?:useQuery|useSuspenseQuery|queryOptions|queryKey)\(/g;
const infinitePaths = new Set();
const plainPaths = new Set();
for (const file of sourceFiles(WEB)) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(INFINITE_USE)) infinitePaths.add(m[1].slice(1));
  for (const m of text.matchAll(PLAIN_USE)) plainPaths.add(m[1].slice(1));
}

const HOOKS = {
  useQuery: ['useQuery', 'queryOptions'],
  useSuspenseQuery: ['useSuspenseQuery', 'queryOptions'],
  useInfiniteQuery: ['useInfiniteQuery', 'infiniteQueryOptions'],
  useSuspenseInfiniteQuery: ['useSuspenseInfiniteQuery', 'infiniteQueryOptions'],
  useMutation: ['useMutation', 'mutationOptions'],
  usePrefetchQuery: ['usePrefetchQuery', 'queryOptions'],
  usePrefetchInfiniteQuery: ['usePrefetchInfiniteQuery', 'infiniteQueryOptions'],
};
// utils method → [QueryClient method, how its first argument is made]
const UTILS = {
  invalidate: ['invalidateQueries', 'filter'],
  cancel: ['cancelQueries', 'filter'],
  refetch: ['refetchQueries', 'filter'],
  reset: ['resetQueries', 'filter'],
  getData: ['getQueryData', 'key'],
  setData: ['setQueryData', 'key'],
  getInfiniteData: ['getQueryData', 'infiniteKey'],
  setInfiniteData: ['setQueryData', 'infiniteKey'],
  fetch: ['fetchQuery', 'options'],
  prefetch: ['prefetchQuery', 'options'],
  ensureData: ['ensureQueryData', 'options'],
  fetchInfinite: ['fetchInfiniteQuery', 'infiniteOptions'],
  prefetchInfinite: ['prefetchInfiniteQuery', 'infiniteOptions'],
};

const isTrpcModule = (spec) => /(^#web\/lib\/trpc|\/lib\/trpc|^\.\/trpc)(\.ts)?$/.test(spec);

const namedImports = (decl) => decl.specifiers.filter((sp) => sp.type === 'ImportSpecifier');
const importsName = (decl, name) => namedImports(decl).some((sp) => sp.local.name === name);

/** Whether `n` is named inside `typeof …` (a type, not a value). */
const inTypeQuery = (n) => n.parent && (n.parent.type === 'TSTypeQuery' || (n.parent.type === 'TSQualifiedName' && inTypeQuery(n.parent)));
const lineOf = (src, node) => src.slice(0, node.start).split('\n').length;

function transform(file, text, notes) {
  const note = (src, node, why) => notes.push(`${path.relative(ROOT, file)}:${lineOf(src, node)}: ${why}`);

  // ---- Pass 1: calls. `textOf` prints a node with every rewritten call inside it replaced.
  let program = link(parse(text));
  const importsTrpc = program.body.some((s) => s.type === 'ImportDeclaration' && isTrpcModule(s.source.value) && importsName(s, 'trpc'));
  const utilsVars = new Set();
  const aliases = new Map(); // name → trpc path it stands for
  if (importsTrpc) {
    walk(program, (node) => {
      if (node.type !== 'VariableDeclarator' || node.id.type !== 'Identifier' || !node.init) return;
      const init = node.init;
      if (init.type === 'CallExpression' && init.arguments.length === 0) {
        const c = chain(init.callee);
        if (c && c.length === 2 && c[0] === 'trpc' && (c[1] === 'useUtils' || c[1] === 'useContext')) utilsVars.add(node.id.name);
      }
    });
    // Aliases of a utils branch: `const list = utils.a.b;` becomes `const list = trpc.a.b;`.
    walk(program, (node) => {
      if (node.type !== 'VariableDeclarator' || node.id.type !== 'Identifier' || !node.init) return;
      const c = chain(node.init);
      if (c && c.length > 1 && utilsVars.has(c[0])) aliases.set(node.id.name, c.slice(1));
    });
  }

  const used = new Set(); // @tanstack/react-query names the new code calls

  /** The trpc expression a utils chain stands for, and its procedure path, or null. */
  function utilsTarget(expr) {
    const c = chain(expr);
    if (!c) return null;
    if (utilsVars.has(c[0])) return { text: ['trpc', ...c.slice(1)].join('.'), path: c.slice(1).join('.') };
    if (aliases.has(c[0])) return { text: c.join('.'), path: [...aliases.get(c[0]), ...c.slice(1)].join('.') };
    return null;
  }

  function rewrite(node) {
    // const utils = trpc.useUtils();  →  const queryClient = useQueryClient();
    if (node.type === 'VariableDeclaration' && node.declarations.length === 1) {
      const d = node.declarations[0];
      if (d.id.type === 'Identifier' && utilsVars.has(d.id.name) && d.init?.type === 'CallExpression') {
        used.add('useQueryClient');
        return 'const queryClient = useQueryClient();';
      }
      if (d.id.type === 'Identifier' && aliases.has(d.id.name)) return `${node.kind} ${d.id.name} = trpc.${aliases.get(d.id.name).join('.')};`;
    }
    // A hook's dependency list naming utils: [utils]  →  [queryClient, trpc]
    if (node.type === 'ArrayExpression' && node.elements.some((e) => e?.type === 'Identifier' && utilsVars.has(e.name))) {
      const names = node.elements.flatMap((e) => (e?.type === 'Identifier' && utilsVars.has(e.name) ? ['queryClient', 'trpc'] : [e ? textOf(e) : '']));
      return `[${[...new Set(names)].join(', ')}]`;
    }
    if (node.type !== 'CallExpression') return null;
    const callee = node.callee;
    const argText = () => node.arguments.map(textOf);
    const member = callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier' ? callee.property.name : null;
    // trpc.a.b.useQuery(input, opts)  →  useQuery(trpc.a.b.queryOptions(input, opts))
    if (member && Object.hasOwn(HOOKS, member) && importsTrpc) {
      const c = chain(callee.object);
      if (c && c[0] === 'trpc' && c.length > 1) {
        const [hook, factory] = HOOKS[member];
        if (hook === 'useSuspenseQuery' || hook === 'useSuspenseInfiniteQuery') note(text, node, `${hook} now returns the query, not [data, query]`);
        used.add(hook);
        return `${hook}(${c.join('.')}.${factory}(${argText().join(', ')}))`;
      }
    }
    if (member === 'useQueries' && chain(callee.object)?.join('.') === 'trpc') {
      note(text, node, 'trpc.useQueries: write useQueries({ queries: [trpc.x.queryOptions(…)] }) by hand');
      return null;
    }
    // getQueryKey(trpc.a.b, input, type) / getMutationKey(trpc.a.b)
    if (callee.type === 'Identifier' && (callee.name === 'getQueryKey' || callee.name === 'getMutationKey') && node.arguments.length > 0) {
      const c = chain(node.arguments[0]);
      if (c && c[0] === 'trpc') {
        const [, input, type] = node.arguments;
        const typeText = type ? (type.type === 'StringLiteral' ? type.value : null) : 'any';
        if (callee.name === 'getMutationKey') return `${c.join('.')}.mutationKey()`;
        if (typeText === null) return (note(text, node, 'getQueryKey with a computed type'), null);
        if (!input && typeText === 'any') return `${c.join('.')}.pathKey()`;
        if (typeText === 'any') return (note(text, node, "getQueryKey(…, input, 'any'): pick queryKey(input) or infiniteQueryKey(input)"), null);
        return `${c.join('.')}.${typeText === 'infinite' ? 'infiniteQueryKey' : 'queryKey'}(${input ? textOf(input) : ''})`;
      }
    }
    // utils.a.b.invalidate(input)  →  queryClient.invalidateQueries(trpc.a.b.queryFilter(input)), …
    if (member && Object.hasOwn(UTILS, member)) {
      const root = callee.object.type === 'Identifier' && utilsVars.has(callee.object.name) ? { text: 'trpc', path: '' } : null;
      const target = utilsTarget(callee.object) ?? root;
      if (!target) return null;
      const [method, kind] = UTILS[member];
      const a = argText();
      const noInput = a.length === 0 || a[0] === 'undefined';
      const infinite = infinitePaths.has(target.path);
      let first;
      let rest;
      if (kind === 'filter') {
        // invalidate/refetch/reset(input, filters, options); cancel(input, options)
        const withFilters = member !== 'cancel';
        const filters = withFilters && a[1] && a[1] !== 'undefined' ? a[1] : null;
        rest = a.slice(withFilters ? 2 : 1);
        if (noInput) first = `${target.text}.pathFilter(${filters ?? ''})`;
        else if (!target.path) return (note(text, node, 'a root invalidation with an input'), null);
        else {
          if (infinite && plainPaths.has(target.path)) note(text, node, `${target.path} is read both as a query and as an infinite query: the filter names only one`);
          first = `${target.text}.${infinite ? 'infiniteQueryFilter' : 'queryFilter'}(${[a[0], filters].filter(Boolean).join(', ')})`;
        }
      } else if (kind === 'key' || kind === 'infiniteKey') {
        if (!target.path) return null;
        first = `${target.text}.${kind === 'key' ? 'queryKey' : 'infiniteQueryKey'}(${noInput ? '' : a[0]})`;
        rest = a.slice(1);
      } else {
        if (!target.path) return null;
        first = `${target.text}.${kind === 'options' ? 'queryOptions' : 'infiniteQueryOptions'}(${[noInput ? (a[1] ? 'undefined' : '') : a[0], a[1]].filter(Boolean).join(', ')})`;
        rest = a.slice(2);
      }
      return `queryClient.${method}(${[first, ...rest].join(', ')})`;
    }
    return null;
  }

  function textOf(node) {
    const own = rewrite(node);
    if (own !== null) return own;
    let out = '';
    let pos = node.start;
    for (const child of children(node)) {
      // A shorthand property's key and value are one piece of text.
      if (child.start < pos) continue;
      out += text.slice(pos, child.start) + textOf(child);
      pos = child.end;
    }
    return out + text.slice(pos, node.end);
  }

  let next = text.slice(0, program.start) + textOf(program) + text.slice(program.end);
  // Whatever still names a utils variable was not rewritten.
  if (utilsVars.size || aliases.size) {
    const left = link(parse(next));
    walk(left, (node) => {
      if (node.type !== 'Identifier' || !(utilsVars.has(node.name) || (aliases.has(node.name) && inTypeQuery(node)))) return;
      if (node.parent.type === 'VariableDeclarator' && node.parent.id === node) return;
      if (node.parent.type === 'MemberExpression' && node.parent.property === node && !node.parent.computed) return;
      if ((node.parent.type === 'ObjectProperty' || node.parent.type === 'ObjectMethod') && node.parent.key === node && !node.parent.computed) return;
      note(next, node, `\`${node.name}\` (from trpc.useUtils()) is still used here`);
    });
  }

  // ---- Pass 2: `const trpc = useTRPC();` in every component or hook that names `trpc`, and the imports.
  program = link(parse(next));
  const trpcImport = program.body.find((s) => s.type === 'ImportDeclaration' && isTrpcModule(s.source.value) && importsName(s, 'trpc'));
  const edits = []; // [start, end, text]
  if (trpcImport) {
    const hosts = new Set();
    walk(program, (node) => {
      if (node.type === 'JSXMemberExpression' && node.object.type === 'JSXIdentifier' && node.object.name === 'trpc') {
        return note(next, node, '<trpc.Provider>: use <TRPCProvider trpcClient={…} queryClient={…}> from lib/trpc.ts');
      }
      if (node.type !== 'Identifier' || node.name !== 'trpc') return;
      const p = node.parent;
      if (p.type === 'ImportSpecifier' || (p.type === 'VariableDeclarator' && p.id === node)) return;
      if ((p.type === 'MemberExpression' && p.property === node && !p.computed) || (p.type === 'ObjectProperty' && p.key === node && !p.computed)) return;
      if (p.type === 'TSQualifiedName' && p.right === node) return;
      const host = hookHost(node);
      if (host) hosts.add(host);
      else note(next, node, '`trpc` outside a component or hook (useTRPC() is a hook)');
    });
    for (const host of hosts) {
      if (declares(host, 'trpc')) continue;
      const body = host.body;
      if (body.type === 'BlockStatement') edits.push([body.start + 1, body.start + 1, '\n  const trpc = useTRPC();']);
      else edits.push([body.start, body.end, `{\n  const trpc = useTRPC();\n  return ${next.slice(body.start, body.end)};\n}`]);
    }
    // import { trpc, … } from '…/lib/trpc.ts'  →  import { useTRPC, … }
    const specs = namedImports(trpcImport);
    const names = specs.map((sp) => (sp.local.name === 'trpc' ? 'useTRPC' : next.slice(sp.start, sp.end)));
    edits.push([specs[0].start, specs.at(-1).end, [...new Set(names)].join(', ')]);
  }
  // The TanStack hooks the rewritten calls use; getQueryKey/getMutationKey go with their calls.
  const present = new Set();
  let tanstackImport = null;
  for (const s of program.body) {
    if (s.type !== 'ImportDeclaration') continue;
    for (const sp of s.specifiers) present.add(sp.local.name);
    if (s.source.value === '@tanstack/react-query' && s.importKind !== 'type' && namedImports(s).length) tanstackImport = s;
    if (s.source.value === '@trpc/react-query') {
      const specs = namedImports(s);
      const keep = specs.filter((sp) => !['getQueryKey', 'getMutationKey'].includes(sp.local.name) || new RegExp(`\\b${sp.local.name}\\(`).test(next));
      if (keep.length !== specs.length) {
        if (keep.length) edits.push([specs[0].start, specs.at(-1).end, keep.map((sp) => next.slice(sp.start, sp.end)).join(', ')]);
        else edits.push([s.start, next[s.end] === '\n' ? s.end + 1 : s.end, '']);
      }
    }
  }
  const missing = [...used].filter((n) => !present.has(n) && new RegExp(`\\b${n}\\(`).test(next));
  if (missing.length) {
    if (tanstackImport) {
      const specs = namedImports(tanstackImport);
      edits.push([specs.at(-1).end, specs.at(-1).end, `, ${missing.join(', ')}`]);
    } else {
      const first = program.body.find((s) => s.type === 'ImportDeclaration');
      const at = first ? first.start : 0;
      edits.push([at, at, `import { ${missing.join(', ')} } from '@tanstack/react-query';\n`]);
    }
  }
  edits.sort((x, y) => y[0] - x[0]);
  for (const [start, end, t] of edits) next = next.slice(0, start) + t + next.slice(end);
  return next !== text ? next : null;
}

/** The component or hook (a function named `useX` or `X`) whose body holds `node`. */
function hookHost(node) {
  for (let p = node.parent; p; p = p.parent) {
    if (p.type === 'TSTypeQuery') return null;
    if (!isFunction(p)) continue;
    const name = functionName(p);
    if (name && /^(use[A-Z0-9]|[A-Z])/.test(name)) return p;
    if (!name && p.type === 'FunctionDeclaration' && p.parent?.type === 'ExportDefaultDeclaration') return p;
  }
  return null;
}
function functionName(fn) {
  if (fn.id) return fn.id.name;
  let p = fn.parent;
  // memo(…), forwardRef(…)
  while (p && p.type === 'CallExpression') p = p.parent;
  if (p && p.type === 'VariableDeclarator' && p.id.type === 'Identifier') return p.id.name;
  return null;
}
function declares(fn, name) {
  if (fn.body.type !== 'BlockStatement') return false;
  return fn.body.body.some((s) => s.type === 'VariableDeclaration' && s.declarations.some((d) => d.id.type === 'Identifier' && d.id.name === name));
}

// `const queryClient = useQueryClient();` twice in one block (the utils line and one already
// there): keep the first.
function dedupeQueryClient(text) {
  const program = parse(text);
  const drop = [];
  walk(program, (node) => {
    if (node.type !== 'BlockStatement') return;
    const seen = node.body.filter((s) => s.type === 'VariableDeclaration' && s.declarations.some((d) => d.id.type === 'Identifier' && d.id.name === 'queryClient'));
    for (const s of seen.slice(1)) if (/useQueryClient\(\)/.test(text.slice(s.start, s.end))) drop.push(s);
  });
  let out = text;
  for (const s of drop.toSorted((a, b) => b.start - a.start)) {
    const lineStart = out.lastIndexOf('\n', s.start - 1);
    out = out.slice(0, lineStart) + out.slice(s.end);
  }
  return out;
}

const files = (targets.length ? targets : [WEB]).flatMap((t) => sourceFiles(path.resolve(t)));
const notes = [];
let count = 0;
for (const file of files) {
  const before = readFileSync(file, 'utf8');
  const after = transform(file, before, notes);
  if (after === null) continue;
  const final = dedupeQueryClient(after);
  count++;
  if (!dry) writeFileSync(file, final);
  console.log(`${dry ? 'would rewrite' : 'rewrote'} ${path.relative(ROOT, file)}`);
}
console.log(`${count} file(s) ${dry ? 'to rewrite' : 'rewritten'}; run npx prettier --write on them.`);
for (const n of notes) console.log(`hand-fix ${n}`);
