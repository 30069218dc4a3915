// Evaluates storage.rules, for the emulator (rules-decision.ts) and the tests. Constructs the rules
// file does not use are refused (RulesSyntaxError), never guessed.

export type RulesMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface RulesRequest {
  method: RulesMethod;
  path: string;
  auth: { uid: string; token: Readonly<Record<string, unknown>> } | null;
  /** Now when left out. */
  time?: Date;
  /** The documents `firestore.get()` and `exists()` see, by path (`horseDocuments/abc`); none when left out. */
  firestore?: FirestoreLookup;
  /** Headers left out are the default, `null`. */
  resource?: {
    contentType: string;
    size: number;
    headers?: Readonly<Partial<Record<RulesHeaderField, unknown>>>;
  };
}

export const RULES_HEADER_FIELDS = [
  'contentDisposition',
  'cacheControl',
  'contentEncoding',
  'contentLanguage',
  'metadata',
] as const;

export type RulesHeaderField = (typeof RULES_HEADER_FIELDS)[number];

export type FirestoreLookup = (path: string) => Readonly<Record<string, unknown>> | null;

export class RulesSyntaxError extends Error {}

class RulesTimestamp {
  constructor(readonly ms: number) {}
}

class RulesDuration {
  constructor(readonly ms: number) {}
}

const DURATION_UNITS: Readonly<Record<string, number>> = {
  w: 604_800_000,
  d: 86_400_000,
  h: 3_600_000,
  m: 60_000,
  s: 1000,
  ms: 1,
};

const DOCUMENTS_PREFIX = '/databases/(default)/documents/';

/** As in Firebase, a run-time error makes its `allow` deny. */
class RulesEvalError extends Error {}

const METHODS: Readonly<Record<string, readonly RulesMethod[]>> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};

type Token =
  | { kind: 'word' | 'path' | 'punct' | 'docpath'; text: string; at: number }
  | { kind: 'number'; value: number; at: number }
  | { kind: 'string'; value: string; at: number };

type Expr =
  | { kind: 'literal'; value: unknown }
  | { kind: 'list'; items: Expr[] }
  | { kind: 'name'; name: string }
  | { kind: 'member'; object: Expr; name: string }
  | { kind: 'call'; name: string; args: Expr[] }
  | { kind: 'method'; object: Expr; name: string; args: Expr[] }
  | { kind: 'not'; operand: Expr }
  | { kind: 'binary'; op: string; left: Expr; right: Expr }
  /** A Firestore document's path, `/databases/(default)/documents/a/$(b)`. */
  | { kind: 'docpath'; segments: (string | Expr)[] };

interface RulesFunction {
  params: string[];
  body: Expr;
}

type Segment = { kind: 'literal'; text: string } | { kind: 'var'; name: string; rest: boolean };

interface Allow {
  methods: RulesMethod[];
  condition: Expr;
}

interface MatchBlock {
  segments: Segment[];
  functions: Map<string, RulesFunction>;
  allows: Allow[];
  matches: MatchBlock[];
}

const PUNCTUATION = [
  '&&',
  '||',
  '==',
  '!=',
  '<=',
  '>=',
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  ',',
  ';',
  ':',
];
const SINGLE = '<>!.*/+-=';

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  const fail = (what: string): never => {
    const line = source.slice(0, at).split('\n').length;
    throw new RulesSyntaxError(`storage.rules line ${line}: ${what}`);
  };
  while (at < source.length) {
    const rest = source.slice(at);
    const space = /^(\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)/.exec(rest);
    if (space) {
      at += space[0].length;
      continue;
    }
    const previous = tokens.at(-1);
    if (previous?.kind === 'word' && previous.text === 'match') {
      const path = /^\/\S*/.exec(rest) ?? fail('a match needs a path starting with /');
      tokens.push({ kind: 'path', text: path[0], at });
      at += path[0].length;
      continue;
    }
    const docpath =
      /^\/databases\/\(default\)\/documents(?:\/(?:[A-Za-z0-9_]+|\$\([^()]*\)))+/.exec(rest);
    if (docpath) {
      tokens.push({ kind: 'docpath', text: docpath[0], at });
      at += docpath[0].length;
      continue;
    }
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest);
    if (word) {
      tokens.push({ kind: 'word', text: word[0], at });
      at += word[0].length;
      continue;
    }
    const number = /^\d+(\.\d+)?/.exec(rest);
    if (number) {
      tokens.push({ kind: 'number', value: Number(number[0]), at });
      at += number[0].length;
      continue;
    }
    const string = /^'([^'\\\n]*)'|^"([^"\\\n]*)"/.exec(rest);
    if (string) {
      tokens.push({ kind: 'string', value: string[1] ?? string[2] ?? '', at });
      at += string[0].length;
      continue;
    }
    const punct =
      PUNCTUATION.find((p) => rest.startsWith(p)) ??
      (SINGLE.includes(rest.charAt(0)) ? rest.charAt(0) : fail(`unexpected '${rest.charAt(0)}'`));
    tokens.push({ kind: 'punct', text: punct, at });
    at += punct.length;
  }
  return tokens;
}

class Parser {
  private index = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly source: string,
  ) {}

  fail(what: string): never {
    const token = this.tokens[this.index];
    const at = token?.at ?? this.source.length;
    const line = this.source.slice(0, at).split('\n').length;
    throw new RulesSyntaxError(`storage.rules line ${line}: ${what}`);
  }

  peek(): Token | undefined {
    return this.tokens[this.index];
  }

  isPunct(text: string): boolean {
    const token = this.peek();
    return token?.kind === 'punct' && token.text === text;
  }

  isWord(text: string): boolean {
    const token = this.peek();
    return token?.kind === 'word' && token.text === text;
  }

  punct(text: string): void {
    if (!this.isPunct(text)) this.fail(`expected '${text}'`);
    this.index += 1;
  }

  keyword(text: string): void {
    if (!this.isWord(text)) this.fail(`expected '${text}'`);
    this.index += 1;
  }

  word(): string {
    const token = this.peek();
    if (token?.kind !== 'word') return this.fail('expected a name');
    this.index += 1;
    return token.text;
  }

  file(): MatchBlock {
    this.keyword('rules_version');
    this.punct('=');
    const version = this.peek();
    if (version?.kind !== 'string' || version.value !== '2')
      this.fail("expected rules_version '2'");
    this.index += 1;
    this.punct(';');
    this.keyword('service');
    this.keyword('firebase');
    this.punct('.');
    this.keyword('storage');
    this.punct('{');
    const root = this.body([]);
    this.punct('}');
    if (this.peek() !== undefined) this.fail('unexpected text after the service');
    return root;
  }

  body(segments: Segment[]): MatchBlock {
    const block: MatchBlock = { segments, functions: new Map(), allows: [], matches: [] };
    while (!this.isPunct('}')) {
      if (this.isWord('function')) this.function(block);
      else if (this.isWord('match')) block.matches.push(this.match());
      else if (this.isWord('allow')) block.allows.push(this.allow());
      else this.fail('expected function, match or allow');
    }
    return block;
  }

  function(block: MatchBlock): void {
    this.keyword('function');
    const name = this.word();
    this.punct('(');
    const params: string[] = [];
    while (!this.isPunct(')')) {
      params.push(this.word());
      if (!this.isPunct(')')) this.punct(',');
    }
    this.punct(')');
    this.punct('{');
    this.keyword('return');
    const body = this.expression();
    this.punct(';');
    this.punct('}');
    block.functions.set(name, { params, body });
  }

  match(): MatchBlock {
    this.keyword('match');
    const token = this.peek();
    if (token?.kind !== 'path') return this.fail('expected a path');
    this.index += 1;
    const parts = token.text.slice(1).split('/');
    const segments = parts.map((part, i): Segment => {
      const variable = /^\{([A-Za-z_][A-Za-z0-9_]*)(=\*\*)?\}$/.exec(part);
      if (variable) {
        const rest = variable[2] !== undefined;
        if (rest && i !== parts.length - 1) this.fail('{name=**} must end a path');
        return { kind: 'var', name: variable[1] ?? '', rest };
      }
      if (!/^[A-Za-z0-9_.-]+$/.test(part)) this.fail(`unsupported path segment '${part}'`);
      return { kind: 'literal', text: part };
    });
    this.punct('{');
    const block = this.body(segments);
    this.punct('}');
    return block;
  }

  allow(): Allow {
    this.keyword('allow');
    const methods: RulesMethod[] = [];
    do {
      if (methods.length > 0) this.punct(',');
      const name = this.word();
      const expanded = METHODS[name] ?? this.fail(`unknown method '${name}'`);
      methods.push(...expanded);
    } while (this.isPunct(','));
    let condition: Expr = { kind: 'literal', value: true };
    if (this.isPunct(':')) {
      this.punct(':');
      this.keyword('if');
      condition = this.expression();
    }
    this.punct(';');
    return { methods, condition };
  }

  expression(): Expr {
    return this.binary(0);
  }

  private static readonly LEVELS: readonly (readonly string[])[] = [
    ['||'],
    ['&&'],
    ['==', '!=', '<', '<=', '>', '>=', 'in'],
    ['+', '-'],
    ['*', '/'],
  ];

  binary(level: number): Expr {
    const ops = Parser.LEVELS[level];
    if (ops === undefined) return this.unary();
    let left = this.binary(level + 1);
    for (;;) {
      const token = this.peek();
      const op =
        token && (token.kind === 'punct' || token.kind === 'word') && ops.includes(token.text)
          ? token.text
          : undefined;
      if (op === undefined) return left;
      this.index += 1;
      left = { kind: 'binary', op, left, right: this.binary(level + 1) };
    }
  }

  unary(): Expr {
    if (this.isPunct('!')) {
      this.index += 1;
      return { kind: 'not', operand: this.unary() };
    }
    let expr = this.primary();
    while (this.isPunct('.')) {
      this.index += 1;
      const name = this.word();
      expr = this.isPunct('(')
        ? { kind: 'method', object: expr, name, args: this.args() }
        : { kind: 'member', object: expr, name };
    }
    return expr;
  }

  args(): Expr[] {
    this.punct('(');
    const args: Expr[] = [];
    while (!this.isPunct(')')) {
      args.push(this.expression());
      if (!this.isPunct(')')) this.punct(',');
    }
    this.punct(')');
    return args;
  }

  primary(): Expr {
    const token = this.peek();
    if (token === undefined) return this.fail('unexpected end');
    if (token.kind === 'number' || token.kind === 'string') {
      this.index += 1;
      return { kind: 'literal', value: token.value };
    }
    if (token.kind === 'docpath') {
      this.index += 1;
      const segments = token.text
        .slice(DOCUMENTS_PREFIX.length)
        .split('/')
        .map((segment): string | Expr => {
          if (!segment.startsWith('$(')) return segment;
          const inner = segment.slice(2, -1);
          const parser = new Parser(tokenize(inner), inner);
          const expr = parser.expression();
          if (parser.peek() !== undefined) parser.fail('unexpected text in $()');
          return expr;
        });
      return { kind: 'docpath', segments };
    }
    if (this.isPunct('(')) {
      this.index += 1;
      const inner = this.expression();
      this.punct(')');
      return inner;
    }
    if (this.isPunct('[')) {
      this.index += 1;
      const items: Expr[] = [];
      while (!this.isPunct(']')) {
        items.push(this.expression());
        if (!this.isPunct(']')) this.punct(',');
      }
      this.punct(']');
      return { kind: 'list', items };
    }
    const name = this.word();
    if (name === 'true' || name === 'false') return { kind: 'literal', value: name === 'true' };
    if (name === 'null') return { kind: 'literal', value: null };
    if (this.isPunct('(')) return { kind: 'call', name, args: this.args() };
    return { kind: 'name', name };
  }
}

type Scope = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function number(value: unknown): number {
  if (typeof value !== 'number') throw new RulesEvalError(`not a number: ${String(value)}`);
  return value;
}

function bool(value: unknown): boolean {
  if (typeof value !== 'boolean') throw new RulesEvalError(`not a boolean: ${String(value)}`);
  return value;
}

/** Numbers with numbers, timestamps with timestamps: the sign of left - right. */
function comparable(left: unknown, right: unknown): number {
  if (left instanceof RulesTimestamp && right instanceof RulesTimestamp) return left.ms - right.ms;
  return number(left) - number(right);
}

/** Firestore's timestamps become the rules' (`request.time` compares with them). */
function fromFirestore(value: unknown): unknown {
  if (value instanceof Date) return new RulesTimestamp(value.getTime());
  if (Array.isArray(value)) return value.map(fromFirestore);
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fromFirestore(item)]),
    );
  }
  return value;
}

const FIRESTORE = Symbol('firestore');

/** The services a condition may call: `firestore.get(path)`, `duration.value(n, unit)`, ... */
const BUILT_INS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  firestore: { get: 1, exists: 1 },
  duration: { value: 2 },
};

function callBuiltIn(name: string, args: unknown[], scope: Scope): unknown {
  const lookup = (scope[FIRESTORE as unknown as string] ?? (() => null)) as FirestoreLookup;
  switch (name) {
    case 'firestore.exists':
      if (typeof args[0] !== 'string') throw new RulesEvalError('exists() needs a path');
      return lookup(args[0]) !== null;
    case 'firestore.get': {
      if (typeof args[0] !== 'string') throw new RulesEvalError('get() needs a path');
      const data = lookup(args[0]);
      // As in Firebase, reading a missing document is an error, which denies.
      if (data === null) throw new RulesEvalError(`no document at ${args[0]}`);
      return { data: fromFirestore(data) };
    }
    case 'duration.value': {
      const [amount, unit] = args;
      const ms = typeof unit === 'string' ? DURATION_UNITS[unit] : undefined;
      if (typeof amount !== 'number' || ms === undefined) {
        throw new RulesEvalError('duration.value() needs a number and a unit');
      }
      return new RulesDuration(amount * ms);
    }
  }
  throw new RulesSyntaxError(`unsupported call '${name}'`);
}

function attempt(compute: () => boolean): boolean | RulesEvalError {
  try {
    return compute();
  } catch (error) {
    if (error instanceof RulesEvalError) return error;
    throw error;
  }
}

function evaluate(
  expr: Expr,
  scope: Scope,
  functions: ReadonlyMap<string, RulesFunction>,
): unknown {
  const recur = (inner: Expr, innerScope = scope) => evaluate(inner, innerScope, functions);
  switch (expr.kind) {
    case 'literal':
      return expr.value;
    case 'list':
      return expr.items.map((item) => recur(item));
    case 'name':
      if (!(expr.name in scope)) throw new RulesSyntaxError(`unsupported name '${expr.name}'`);
      return scope[expr.name];
    case 'member': {
      const object = recur(expr.object);
      if (!isRecord(object) || !(expr.name in object)) {
        throw new RulesEvalError(`no field '${expr.name}'`);
      }
      return object[expr.name];
    }
    case 'call': {
      const fn = functions.get(expr.name);
      if (!fn) throw new RulesSyntaxError(`unknown function '${expr.name}'`);
      if (fn.params.length !== expr.args.length) {
        throw new RulesSyntaxError(`${expr.name} takes ${fn.params.length} arguments`);
      }
      const values = expr.args.map((arg) => recur(arg));
      const args = Object.fromEntries(fn.params.map((param, i) => [param, values[i]]));
      return recur(fn.body, { ...scope, ...args });
    }
    case 'docpath':
      return expr.segments
        .map((segment) => {
          if (typeof segment === 'string') return segment;
          const value = recur(segment);
          if (typeof value !== 'string' || value === '' || value.includes('/')) {
            throw new RulesEvalError(`not a path segment: ${String(value)}`);
          }
          return value;
        })
        .join('/');
    case 'method': {
      if (expr.object.kind === 'name' && expr.object.name in BUILT_INS) {
        const args = expr.args.map((arg) => recur(arg));
        return callBuiltIn(`${expr.object.name}.${expr.name}`, args, scope);
      }
      const object = recur(expr.object);
      const args = expr.args.map((arg) => recur(arg));
      if (expr.name === 'matches') {
        if (typeof object !== 'string' || typeof args[0] !== 'string') {
          throw new RulesEvalError('matches() needs a string and a pattern');
        }
        return new RegExp(`^(?:${args[0]})$`).test(object);
      }
      if (expr.name === 'replace') {
        if (
          typeof object !== 'string' ||
          typeof args[0] !== 'string' ||
          typeof args[1] !== 'string'
        ) {
          throw new RulesEvalError('replace() needs a string, a pattern and a replacement');
        }
        return object.replace(new RegExp(args[0], 'g'), args[1]);
      }
      throw new RulesSyntaxError(`unsupported method '${expr.name}'`);
    }
    case 'not':
      return !bool(recur(expr.operand));
    case 'binary': {
      if (expr.op === '&&' || expr.op === '||') {
        // As in Firebase: `error && false` is false, `error || true` is true; else the error stays.
        const decisive = expr.op === '||';
        const left = attempt(() => bool(recur(expr.left)));
        if (left === decisive) return decisive;
        const right = attempt(() => bool(recur(expr.right)));
        if (right === decisive) return decisive;
        if (left instanceof RulesEvalError) throw left;
        if (right instanceof RulesEvalError) throw right;
        return !decisive;
      }
      const left = recur(expr.left);
      const right = recur(expr.right);
      switch (expr.op) {
        case '==':
          return left === right;
        case '!=':
          return left !== right;
        case 'in':
          if (Array.isArray(right)) return right.includes(left);
          if (isRecord(right) && typeof left === 'string') return left in right;
          throw new RulesEvalError("'in' needs a list or a map");
        case '<':
          return comparable(left, right) < 0;
        case '<=':
          return comparable(left, right) <= 0;
        case '>':
          return comparable(left, right) > 0;
        case '>=':
          return comparable(left, right) >= 0;
        case '+':
          if (left instanceof RulesTimestamp && right instanceof RulesDuration) {
            return new RulesTimestamp(left.ms + right.ms);
          }
          if (typeof left === 'string' && typeof right === 'string') return left + right;
          return number(left) + number(right);
        case '-':
          return number(left) - number(right);
        case '*':
          return number(left) * number(right);
        case '/':
          return number(left) / number(right);
      }
      throw new RulesSyntaxError(`unsupported operator '${expr.op}'`);
    }
  }
}

function matchSegments(
  segments: readonly Segment[],
  path: readonly string[],
): { bound: Record<string, string>; rest: string[] } | null {
  const bound: Record<string, string> = {};
  let i = 0;
  for (const segment of segments) {
    if (segment.kind === 'var' && segment.rest) {
      bound[segment.name] = path.slice(i).join('/');
      return { bound, rest: [] };
    }
    const part = path[i];
    if (part === undefined) return null;
    if (segment.kind === 'literal' && segment.text !== part) return null;
    if (segment.kind === 'var') bound[segment.name] = part;
    i += 1;
  }
  return { bound, rest: path.slice(i) };
}

function allowsIn(
  block: MatchBlock,
  path: readonly string[],
  scope: Scope,
  inherited: ReadonlyMap<string, RulesFunction>,
  request: RulesRequest,
): boolean {
  const matched = matchSegments(block.segments, path);
  if (!matched) return false;
  const functions = new Map([...inherited, ...block.functions]);
  const innerScope = { ...scope, ...matched.bound };
  if (matched.rest.length === 0) {
    for (const allow of block.allows) {
      if (!allow.methods.includes(request.method)) continue;
      try {
        if (evaluate(allow.condition, innerScope, functions) === true) return true;
      } catch (error) {
        if (!(error instanceof RulesEvalError)) throw error;
      }
    }
  }
  return block.matches.some((inner) =>
    allowsIn(inner, matched.rest, innerScope, functions, request),
  );
}

export interface StorageRules {
  allows(request: RulesRequest, bucket?: string): boolean;
  /** Every match path below `/b/{bucket}/o`, nested ones joined (`/horses/{slug}/news/{file}`). */
  readonly matchPaths: readonly string[];
  /** The strings the conditions compare with (`'news'`, `'adoption'`, `'image/webp'`, ...). */
  readonly strings: readonly string[];
  /** The patterns of the conditions' `matches()` (`'[a-z0-9]{12}[.]webp'`, ...). */
  readonly patterns: readonly string[];
}

function segmentText(segment: Segment): string {
  if (segment.kind === 'literal') return segment.text;
  return `{${segment.name}${segment.rest ? '=**' : ''}}`;
}

function matchPathsOf(block: MatchBlock, prefix: readonly Segment[]): string[] {
  const segments = [...prefix, ...block.segments];
  const own = `/${segments.map(segmentText).join('/')}`;
  return [own, ...block.matches.flatMap((inner) => matchPathsOf(inner, segments))];
}

/** Every sub-expression of `expr`, itself first. */
function subExpressions(expr: Expr): Expr[] {
  const inner: Expr[] = (() => {
    switch (expr.kind) {
      case 'literal':
      case 'name':
        return [];
      case 'list':
        return expr.items;
      case 'member':
        return [expr.object];
      case 'call':
        return expr.args;
      case 'method':
        return [expr.object, ...expr.args];
      case 'not':
        return [expr.operand];
      case 'binary':
        return [expr.left, expr.right];
      case 'docpath':
        return expr.segments.filter((segment): segment is Expr => typeof segment !== 'string');
    }
  })();
  return [expr, ...inner.flatMap(subExpressions)];
}

function conditionsOf(block: MatchBlock): Expr[] {
  return [
    ...[...block.functions.values()].map((fn) => fn.body),
    ...block.allows.map((allow) => allow.condition),
    ...block.matches.flatMap(conditionsOf),
  ];
}

const stringOf = (expr: Expr | undefined): string[] =>
  expr?.kind === 'literal' && typeof expr.value === 'string' ? [expr.value] : [];

/** The strings compared with `==`, `!=` or `in` (a list's items), and the patterns of matches(). */
function vocabularyOf(root: MatchBlock): { strings: string[]; patterns: string[] } {
  const all = conditionsOf(root).flatMap(subExpressions);
  const strings = all.flatMap((expr) => {
    if (expr.kind !== 'binary' || !['==', '!=', 'in'].includes(expr.op)) return [];
    const sides = [expr.left, expr.right];
    return sides.flatMap((side) =>
      side.kind === 'list' ? side.items.flatMap(stringOf) : stringOf(side),
    );
  });
  const patterns = all.flatMap((expr) =>
    expr.kind === 'method' && expr.name === 'matches' ? stringOf(expr.args[0]) : [],
  );
  return { strings: [...new Set(strings)], patterns: [...new Set(patterns)] };
}

type Fields = { readonly [name: string]: Fields } | 'value' | 'claims';

const REQUEST_FIELDS: Fields = {
  auth: { uid: 'value', token: 'claims' },
  time: 'value',
  resource: {
    name: 'value',
    contentType: 'value',
    size: 'value',
    ...Object.fromEntries(RULES_HEADER_FIELDS.map((field) => [field, 'value' as const])),
  },
};

function checkMember(expr: Expr & { kind: 'member' }): void {
  const chain: string[] = [];
  let root: Expr = expr;
  while (root.kind === 'member') {
    chain.unshift(root.name);
    root = root.object;
  }
  const field = `${root.kind === 'name' ? root.name : '(...)'}.${chain.join('.')}`;
  // The fields of a document read with firestore.get() are the data's own.
  if (root.kind === 'call' || root.kind === 'method') return;
  if (root.kind !== 'name' || root.name !== 'request') {
    throw new RulesSyntaxError(`unsupported field '${field}'`);
  }
  let fields: Fields = REQUEST_FIELDS;
  for (const name of chain) {
    if (fields === 'claims') return;
    if (fields === 'value' || !Object.hasOwn(fields, name)) {
      throw new RulesSyntaxError(`unsupported field '${field}'`);
    }
    fields = fields[name] ?? 'value';
  }
}

/** The string methods a condition may call, by their number of arguments. */
const STRING_METHODS: Readonly<Record<string, number>> = { matches: 1, replace: 2 };

/** Before evaluating, so that a condition skipped by `&&` or `||` cannot hide an unknown one. */
function checkExpr(
  expr: Expr,
  names: ReadonlySet<string>,
  functions: ReadonlyMap<string, RulesFunction>,
): void {
  const check = (inner: Expr) => checkExpr(inner, names, functions);
  switch (expr.kind) {
    case 'literal':
      return;
    case 'list':
      return expr.items.forEach(check);
    case 'name':
      if (!names.has(expr.name)) throw new RulesSyntaxError(`unsupported name '${expr.name}'`);
      return;
    case 'member':
      check(expr.object);
      return checkMember(expr);
    case 'call': {
      const fn = functions.get(expr.name);
      if (!fn) throw new RulesSyntaxError(`unknown function '${expr.name}'`);
      if (fn.params.length !== expr.args.length) {
        throw new RulesSyntaxError(`${expr.name} takes ${fn.params.length} arguments`);
      }
      return expr.args.forEach(check);
    }
    case 'method': {
      const service = expr.object.kind === 'name' ? BUILT_INS[expr.object.name] : undefined;
      if (service !== undefined) {
        if (service[expr.name] !== expr.args.length) {
          throw new RulesSyntaxError(`unsupported call '${expr.name}'`);
        }
        return expr.args.forEach(check);
      }
      if (STRING_METHODS[expr.name] !== expr.args.length) {
        throw new RulesSyntaxError(`unsupported method '${expr.name}'`);
      }
      check(expr.object);
      return expr.args.forEach(check);
    }
    case 'docpath':
      return expr.segments.forEach((segment) => {
        if (typeof segment !== 'string') check(segment);
      });
    case 'not':
      return check(expr.operand);
    case 'binary':
      check(expr.left);
      return check(expr.right);
  }
}

function checkBlock(
  block: MatchBlock,
  outerNames: ReadonlySet<string>,
  outerFunctions: ReadonlyMap<string, RulesFunction>,
): void {
  const names = new Set(outerNames);
  for (const segment of block.segments) if (segment.kind === 'var') names.add(segment.name);
  const functions = new Map([...outerFunctions, ...block.functions]);
  for (const fn of block.functions.values()) {
    checkExpr(fn.body, new Set([...names, ...fn.params]), functions);
  }
  for (const allow of block.allows) checkExpr(allow.condition, names, functions);
  for (const inner of block.matches) checkBlock(inner, names, functions);
}

export function parseStorageRules(source: string): StorageRules {
  const root = new Parser(tokenize(source), source).file();
  checkBlock(root, new Set(['request']), new Map());
  const service = root.matches.find(
    (block) => block.segments.map(segmentText).join('/') === 'b/{bucket}/o',
  );
  return {
    matchPaths: (service?.matches ?? []).flatMap((block) => matchPathsOf(block, [])),
    ...vocabularyOf(root),
    allows(request, bucket = 'demo-equinozio.appspot.com') {
      const objectPath = request.path === '' ? [] : request.path.split('/');
      const resource = request.resource && {
        name: request.path,
        contentType: request.resource.contentType,
        size: request.resource.size,
        ...Object.fromEntries(
          RULES_HEADER_FIELDS.map((field) => [field, request.resource?.headers?.[field] ?? null]),
        ),
      };
      const scope: Scope = {
        request: {
          auth: request.auth,
          resource: resource ?? null,
          time: new RulesTimestamp((request.time ?? new Date()).getTime()),
        },
        [FIRESTORE]: request.firestore ?? (() => null),
      };
      const path = ['b', bucket, 'o', ...objectPath];
      return root.matches.some((block) => allowsIn(block, path, scope, root.functions, request));
    },
  };
}
