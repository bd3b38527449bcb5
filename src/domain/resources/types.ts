/**
 * The resource declaration: everything about one entity, said once. The server builds its table,
 * routes, validation, filters and scope from it; the client builds the list screen, the form and
 * the palette commands from the same object.
 */
import type * as v from 'valibot';
import type { Lang } from '../codes';

export interface Label {
  zh: string;
  en: string;
}

export type FieldType =
  | 'string' // varchar(max)
  | 'text' // long text
  | 'int'
  | 'decimal' // numeric, travels as a number
  | 'money' // integer hundredths in the database and on the wire
  | 'date' // 'YYYY-MM-DD'
  | 'datetime' // timestamptz, ISO on the wire
  | 'bool' // 0 or 1, as BladeX sends flags
  | 'id' // 64-bit id as a string
  | 'ids' // comma list of ids kept in one column
  | 'dict' // a dictionary key (string); `dict` names the dictionary
  | 'json';

export type Widget = 'input' | 'textarea' | 'number' | 'money' | 'select' | 'date' | 'datetime' | 'switch' | 'password' | 'tree' | 'image' | 'checks';

export type SearchKind = 'eq' | 'like' | 'range' | 'in';

export interface Option {
  value: string | number;
  zh: string;
  en: string;
}

/** A tab a declaration names itself (`tabs.options`): a computed state rather than a field's option. */
export interface TabOption extends Option {
  /** its key on the list (a digit): a palette command with that key, shown on the tab */
  key?: string;
  /** the colour of its count (the desk's overdue red, due-today amber) */
  tone?: 'red' | 'amber';
}

/**
 * Tabs with counts above a list, each a filter of the page and the export, counted by one call
 * `GET <base>/<path>` under the list's search.
 *
 * - `field`: 全部 and one tab per option (or dictionary entry) of that field; the server generates
 *   the count call, answering `{ all, counts: { [value]: n } }`.
 * - `param` with `options`: tabs the declaration names (computed states, the clue desk's 超期线索),
 *   in their order, 全部 among them if there is one; each sets `param` to its value; `initial` is the
 *   tab shown when the address names none; the module writes the count call itself.
 *
 * `counts` reads a count per tab value from the count call's answer (by default `{ all, counts }`,
 * 全部 being '').
 */
export type TabsDecl = { path: string; counts?: (answer: unknown) => Readonly<Record<string, number>> } & (
  | { field: string; param?: never; options?: never; label?: never; initial?: never }
  | { param: string; label: Label; options: readonly TabOption[]; initial: string | number; field?: never }
);

export interface FieldDecl {
  type: FieldType;
  label: Label;
  /** database column; snake_case of the key by default */
  column?: string;
  required?: boolean;
  /** the spec's words when a required value is missing (请输入处理内容), instead of 「<label>不能为空」 */
  requiredMessage?: Label;
  /** max length of strings */
  max?: number;
  /** numeric bounds */
  min?: number;
  maxValue?: number;
  /** a rule from the validator catalogue (src/domain/validators.ts), applied after the type check */
  rule?: () => v.GenericSchema;
  /** shown as a list column (a number gives its width in px) */
  list?: boolean | number;
  search?: SearchKind;
  /**
   * a search filter with no column of its own (a stock car's lock end, read from the order car
   * holding it): the table has no such column, and the resource's server hook says what SQL the
   * field stands for (ResourceHooks.computed); readonly, never a form field nor a column
   */
  filterOnly?: true;
  /** form widget; derived from the type when omitted; false keeps it out of the form */
  form?: Widget | false;
  dict?: string;
  options?: readonly Option[];
  sortable?: boolean;
  /** set by the server, never written by a form */
  readonly?: boolean;
  default?: string | number | boolean;
  /** what the empty box says instead of 请输入<label> (what leaving it empty does) */
  placeholder?: Label;
  /** what a new form proposes, the person may change it (`'today'` on a date field); unlike `default` the server never fills it in */
  initial?: string;
  /** unique within the resource's scope */
  unique?: boolean;
  /** written but never answered (secrets) */
  secret?: boolean;
  /** the server keeps only a hash of it (sha-256); the form shows a password widget */
  hashed?: boolean;
  /**
   * the resource (by key) whose rows this id field names: pickers and list cells use its rows; as
   * `{ resource, dependsOn, param }` its choices are the rows whose `param` equals the form's
   * `dependsOn` field (brand → series → model), and a change of that field clears this one
   */
  ref?: string | RefDecl;
  /**
   * a picker filled by a call that depends on other fields of the same form (brand → series → model):
   * `GET /api/<path>` with `params` (query name → form field); it asks nothing until every named
   * field has a value, and a change of one of them clears this field. `value`/`label` name the
   * answer's fields (an array, or a page's records).
   */
  source?: FieldSource;
  /**
   * an image the server reads (a policy photo through OCR): after an upload the form POSTs
   * `/api/<path>` with `{ [param]: url }` and fills the named fields (answer field → form field) with
   * what came back; nothing is saved until the person has checked them and saves the form
   */
  reads?: ImageReading;
}

export interface ImageReading {
  path: string;
  param: string;
  fields: Readonly<Record<string, string>>;
}

/** A field's source of choices: another resource's rows, maybe those under the value of another field. */
export interface RefDecl {
  resource: string;
  /** the field of the same form whose value narrows the rows; none chosen, nothing to pick */
  dependsOn?: string;
  /** the filter of the referred resource's list that takes that value (by default the field's name) */
  param?: string;
}

/** The field's reference as an object (a plain key is `{ resource }`). */
export const refOf = (fd: Pick<FieldDecl, 'ref'>): RefDecl | undefined => (typeof fd.ref === 'string' ? { resource: fd.ref } : fd.ref);

/**
 * The fields a change of `key` clears: those whose reference depends on it, and theirs in turn
 * (a new brand clears the series and the model).
 */
export function dependentFields(fields: Readonly<Record<string, FieldDecl>>, key: string): string[] {
  const out: string[] = [];
  const walk = (k: string) => {
    for (const [name, fd] of Object.entries(fields)) {
      // a dependent reference, or a picker whose call takes k (source.params)
      const depends = refOf(fd)?.dependsOn === k || (!!fd.source && Object.values(fd.source.params).includes(k));
      if (depends && !out.includes(name) && name !== key) {
        out.push(name);
        walk(name);
      }
    }
  };
  walk(key);
  return out;
}

/** The filter of a dependent reference's rows: `{ [param]: parent value }`, or null while the parent is empty. */
export function refFilter(fd: Pick<FieldDecl, 'ref'>, values: Readonly<Record<string, unknown>>): Record<string, string> | null | undefined {
  const ref = refOf(fd);
  if (!ref?.dependsOn) return undefined;
  const parent = values[ref.dependsOn];
  if (parent === undefined || parent === null || String(parent) === '') return null;
  return { [ref.param ?? ref.dependsOn]: String(parent) };
}

export interface FieldSource {
  path: string;
  params: Readonly<Record<string, string>>;
  /** query values sent as they are (a page size) */
  fixed?: Readonly<Record<string, string | number>>;
  value: string;
  label: string;
}

export interface ActionDecl {
  /** machine event or plain action name, e.g. 'ENABLE', 'up' */
  name: string;
  label: Label;
  /** path segment under the resource base */
  path: string;
  /** button code the role must hold */
  permission: string;
  /**
   * ask before running; a function of the row words the question with the row's own figures (the
   * settlement's totals). Without the row (a batch) a function's question falls back to the generic one.
   */
  confirm?: Label | ((row: Readonly<Record<string, unknown>>) => Label);
  /** with `input`: the form asks the operating password too, sent hashed as `operatingCode` */
  operatingPassword?: boolean;
  /**
   * the route lives under another base of the same service (the stock car's transfer is
   * `ahWarehouseCarTransfer/transfer`): `/<service>/<base>/<path>`
   */
  base?: string;
  /**
   * the action is done on a page of its own (the outbound page, which shows the car and asks): the
   * list and the show page open `<page>?id=` instead of posting; `path` stays the call that page makes
   */
  page?: string;
  /** a plain field change applied to the given ids (up/down, enable/disable) */
  set?: Record<string, string | number>;
  /**
   * whether a row offers the action now: its machine's answer, the same one the server enforces
   * (by default an action that sets fields is offered where it changes something)
   */
  applies?: (row: Readonly<Record<string, unknown>>) => boolean;
  /**
   * why a row that `applies` turns down is refused (code 10300); `many` when several rows were sent,
   * so the message can name the row. The server checks `applies` on every row of a `set` action.
   */
  refusal?: (row: Readonly<Record<string, unknown>>, many: boolean) => Label;
  /** acts on the selected rows (ids) rather than one row */
  batch?: boolean;
  /**
   * only the store this field of the row names may take it (the receiving store confirms a transfer,
   * the sending store revokes it): other stores are not offered it, and the server refuses them with `refusal`
   */
  byStore?: { field: string; refusal: Label };
  /** shown red (a revocation) */
  danger?: boolean;
  /** keyboard shortcut shown in the palette, tinykeys syntax */
  key?: string;
  /** the confirmation also asks for a reason, sent as `reason` (a refusal, a rejection) */
  reason?: { label: Label; max: number };
  /**
   * what the person enters for the action (a price, images, a stock number), declared like the
   * resource's fields: the list opens a form of them, the server checks them with the same rules
   * (src/domain/resources/action.ts) and, for a generated action, writes them onto the rows
   */
  input?: Record<string, FieldDecl>;
  /**
   * its module implements it (a machine event with more to do than writing fields), reading the
   * body through the same contract (declaredActionRoute); otherwise the engine generates the route
   * of an action with `set` or `input`
   */
  custom?: boolean;
  /** the spec's name of the ids of a batch action (roleIds); `ids` and `id` are read too */
  idsParam?: string;
  /** a GET path under the base answering the record whose values start the input form (one row: the role's current grants) */
  prefill?: string;
  /**
   * the action's form first sends a verification code: a 发送验证码 button GETs `<base>/<path>` with
   * the row's id and the named input fields (the phone change, the points transfer)
   */
  sendCode?: { path: string; fields: readonly string[] };
}

/** A machine's answer whether a row may take a change now, and why not (`many`: several rows were sent, so name it). */
export interface RowRule {
  applies: (row: Readonly<Record<string, unknown>>) => boolean;
  refusal: (row: Readonly<Record<string, unknown>>, many: boolean) => Label;
}

export interface OpPaths {
  /** paged list: current/size or pageNo/pageSize */
  page?: string | readonly string[];
  /** unpaged list (capped) */
  all?: string | readonly string[];
  detail?: string | readonly string[];
  create?: string | readonly string[];
  update?: string | readonly string[];
  /** create or update by presence of the id (submit, saveOrUpdate, addOrUpdate) */
  upsert?: string | readonly string[];
  remove?: string | readonly string[];
  export?: string;
}

export interface ResourceDecl {
  /** unique key, also the data-scope resource code */
  key: string;
  /** URL service, e.g. 'blade-system' */
  service: string;
  /** base path under the service, e.g. 'dict' or 'ahSystemCategory' */
  base: string;
  table: string;
  title: Label;
  /** the menu (by code) whose screen lists it; its button codes start with buttonPrefix */
  menu?: string;
  buttonPrefix: string;
  /** the field that names a row in pickers and in the columns of other resources (by default a *name/title/label field) */
  labelField?: string;
  /** the spec's name of the id parameter of the detail call (carId, ahMemberGroupId); `id` is always accepted too */
  idField?: string;
  paging: 'current' | 'pageNo';
  /** how the client calls the paged list: GET with the query (default) or POST with paging and filters in the body (pageList) */
  pageMethod?: 'GET' | 'POST';
  /** global rows, one tenant's rows, or one store's rows */
  scope: 'global' | 'tenant' | 'store';
  fields: Record<string, FieldDecl>;
  ops: OpPaths;
  actions?: readonly ActionDecl[];
  defaultSort?: readonly [string, 'asc' | 'desc'];
  /** rows form a tree through this field (departments, categories) */
  parentField?: string;
  /** the table is declared by hand in server/db/schema.ts (auth-critical tables) */
  existingTable?: boolean;
  /** rows an export may hold (spec 1 section 9: 50000 by default, 10000 for clues) */
  exportMaxRows?: number;
  /** 'blob': the export call answers the xlsx itself (the spec's "(blob)" exports); by default it queues an export task */
  exportMode?: 'task' | 'blob';
  /**
   * whether a row may be edited now (a machine's answer, e.g. only while a work order is in progress):
   * the list offers 编辑 only there, and the server locks the row and answers `refusal` (10300) elsewhere
   */
  editable?: RowRule;
  /** whether a row may be deleted now, the same way (the server locks the rows; one refused row refuses the call) */
  removable?: RowRule;
  /**
   * rows keep an order in `field` that Alt+↑/↓ change (src/screens/resource/reorder.ts): `swap` posts the
   * two rows' ids, `order` the siblings' ids in their new order (the spec's doSort)
   */
  reorder?: { field: string; path: string; permission: string; mode: 'swap' | 'order' };
  /**
   * one row per store (or tenant, by its scope), edited in place (settings): the page call answers the
   * scope's row or the declared defaults (id '') until the first save, and the upsert call creates the
   * row once and edits it after; a unique index keeps it one row when two first saves meet
   */
  singleton?: boolean;
  /** tabs with counts above the list (src/domain/resources/tabs.ts, docs/resource-screens.md "Tabs with counts") */
  tabs?: TabsDecl;
  /** the menus that show a slice of it (src/domain/resources/slice.ts) */
  slices?: readonly SliceDecl[];
  /** set on a slice's declaration: the filter it carries (sliceDecl) */
  fixed?: Readonly<Record<string, string | number>>;
  // ---- show pages and page routes (docs/resource-screens.md "Show pages and page routes")
  /** the spec's paths of the add, edit and view pages (edit and view take `?id=`); the list opens them instead of its dialog */
  pages?: { add?: string; edit?: string; view?: string };
  /** a record added on its add page opens on its show page (a work order takes its items and materials there) */
  addThenView?: boolean;
  /** the show page's sections, in order; fields named in none go into a first, untitled section */
  sections?: ReadonlyArray<{ title: Label; fields: readonly string[] }>;
  /** lists of other declarations' rows under the show page: `foreignKey` is their field naming this record */
  /**
   * `carry`: the parent's values a new child starts with besides its foreign key (child field → parent
   * field): 维修记录 of a car opens 新建工单 with the car's owner, plate and VIN filled in
   */
  related?: ReadonlyArray<{ resource: string; foreignKey: string; title?: Label; carry?: Readonly<Record<string, string>> }>;
  /** the show page lists the record's state changes (who, when, from, to, reason) */
  history?: boolean;
  /**
   * files a record offers on its show page (a contract's PDF): `GET <base>/<path>?id=` answers the file;
   * `preview` opens it in the preview overlay, otherwise it is saved; `applies` says when the record has it
   */
  files?: ReadonlyArray<FileDecl>;
  /**
   * search filters the list needs before it asks anything (the parts inventory's year, then its
   * month: spec 3 section 5): in this order, the first missing one's message is shown and no request
   * is sent; the server answers the same message when one is missing
   */
  searchRequired?: ReadonlyArray<{ field: string; message: Label }>;
  /** op paths its module implements itself (reading the same fields), so the engine generates no route for them */
  handWritten?: readonly string[];
  /** search filters the list's panel leaves out (the fields stay columns and form fields; the API still takes them) */
  hideSearch?: readonly string[];
  /**
   * actions that open another declaration's form for a new child of the row, its foreign key set
   * to the row's id (the voucher deduction of a work order): src/domain/resources/child-form.ts
   */
  childForms?: ReadonlyArray<ChildFormDecl>;
  /** look up by code, then act (the counter's 核销): src/domain/resources/lookup.ts */
  lookups?: readonly LookupActDecl[];
  /** the list's filters as the call names them (year and month travel as the spec's `yearMonth`) */
  searchParams?: (filters: Record<string, string>) => Record<string, string>;
}

/** The first required search filter that is missing (searchRequired), or null. */
export function missingSearch(decl: Pick<ResourceDecl, 'searchRequired'>, values: Readonly<Record<string, unknown>>): Label | null {
  for (const r of decl.searchRequired ?? []) {
    const v = values[r.field];
    if (v === undefined || v === null || String(v).trim() === '') return r.message;
  }
  return null;
}

export interface ChildFormDecl {
  name: string;
  label: Label;
  /** the child's declaration (by key) whose fields make the form */
  resource: string;
  /** its field naming the parent: set to the row's id, not shown */
  foreignKey: string;
  /** POST path under the child's base that creates it (saveOrUpdate) */
  path: string;
  permission: string;
  key?: string;
  /** which rows take a new child now (the parent's machine) */
  applies?: (row: Readonly<Record<string, unknown>>) => boolean;
}

export interface FileDecl {
  name: string;
  label: Label;
  path: string;
  permission: string;
  /** the saved file's extension */
  ext: string;
  preview?: boolean;
  key?: string;
  applies?: (row: Readonly<Record<string, unknown>>) => boolean;
  /** also a row action of the list (a download action: the import run's error workbook) */
  row?: boolean;
  /** the saved file's name, from the row (by default `<record label>.<ext>`) */
  fileName?: (row: Readonly<Record<string, unknown>>) => string;
}

/**
 * One table behind several menus: a slice is the resource as one menu shows it, with a fixed filter
 * every call carries (and new records start with), its own title, key (page cache, palette commands)
 * and button codes. 战败原因 and 未到店原因 are two slices of one reason table.
 */
export interface SliceDecl {
  /** the slice's own key is `<resource key>.<name>` */
  name: string;
  /** the menu (by code) that lists it */
  menu: string;
  title: Label;
  /** the filter of every page and export call; its fields get no search box nor column */
  fixed: Readonly<Record<string, string | number>>;
  /** its menu's button codes start with this (by default the resource's) */
  buttonPrefix?: string;
  /** fields the slice leaves out of its columns, filters and forms */
  hide?: readonly string[];
  /** filters the slice's panel leaves out, the fields staying columns and form fields (the resource's own hideSearch too) */
  hideSearch?: readonly string[];
  /** the operations it offers (a read-only pool), by default the resource's */
  ops?: OpPaths;
}

export function defineResource<const R extends ResourceDecl>(r: R): R {
  return r;
}

/**
 * Another menu's view of a resource's table (部署管理 of the process definitions, 已发事务 of the
 * instances): the same fields and table, its own key, path, title, menu and buttons, and by default
 * none of the base's actions.
 */
export const viewOf = <K extends string>(base: ResourceDecl, r: { key: K } & Pick<ResourceDecl, 'base' | 'title' | 'menu' | 'buttonPrefix'> & Partial<Pick<ResourceDecl, 'ops' | 'actions' | 'hideSearch'>>): Omit<ResourceDecl, 'key'> & { key: K } =>
  defineResource({ ...base, existingTable: true, actions: [], ...r });

type ValueOf<F extends FieldDecl> = F['type'] extends 'int' | 'decimal' | 'money' | 'bool'
  ? number
  : F['type'] extends 'json'
    ? unknown
    : string;

/** The record type a declaration implies: handlers, hooks and forms use it without restating it. */
export type RecordOf<R extends ResourceDecl> = { id: string } & { [K in keyof R['fields']]: ValueOf<R['fields'][K]> | null } & {
  createTime?: string;
  updateTime?: string;
};

export function labelOf(l: Label, lang: Lang): string {
  return l[lang];
}

export const opList = (p: string | readonly string[] | undefined): readonly string[] => (p === undefined ? [] : typeof p === 'string' ? [p] : p);

export const snake = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export const columnOf = (key: string, f: FieldDecl): string => f.column ?? snake(key);

/** Field builders keep declarations short: f.string(label, opts). */
const mk =
  <T extends FieldType>(type: T) =>
  (label: Label | string, opts: Omit<FieldDecl, 'type' | 'label'> = {}): FieldDecl & { type: T } => ({
    type,
    label: typeof label === 'string' ? { zh: label, en: label } : label,
    ...opts,
  });

export const f = {
  string: mk('string'),
  text: mk('text'),
  int: mk('int'),
  decimal: mk('decimal'),
  money: mk('money'),
  date: mk('date'),
  datetime: mk('datetime'),
  bool: mk('bool'),
  id: mk('id'),
  ids: mk('ids'),
  dict: mk('dict'),
  json: mk('json'),
  /** a search filter with no column (filterOnly): read-only, no form field, no list column */
  filter: <T extends FieldType>(type: T, label: Label, opts: Omit<FieldDecl, 'type' | 'label' | 'filterOnly'> = {}): FieldDecl & { type: T; filterOnly: true } => ({
    type,
    label,
    readonly: true,
    form: false,
    ...opts,
    filterOnly: true,
  }),
};

export function standardButtons(prefix: string) {
  return { add: `${prefix}_add`, edit: `${prefix}_edit`, delete: `${prefix}_delete`, view: `${prefix}_view`, export: `${prefix}_export` };
}

// ------------------------------------------------------------------ look up by code, then act (src/domain/resources/lookup.ts)

/** One line of what the code found: a field of the look-up's answer, or a text computed from it. */
export interface LookupShow {
  field: string;
  label: Label;
  /** formats the value like a list cell (money, date, datetime, bool); options give labels */
  type?: FieldType;
  options?: readonly Option[];
  /** the shown text, computed from the whole answer ('' leaves the line out) */
  text?: (found: Readonly<Record<string, unknown>>, lang: Lang) => string;
  /** a badge coloured green when this says so (a state) */
  badge?: (found: Readonly<Record<string, unknown>>) => 'green' | 'gray' | 'orange' | 'red';
}

/** An input field of the act: declared like a resource field, checked by `schema`. */
export interface LookupInput extends FieldDecl {
  /** the check of the value (the server's words); an optional field wraps it in v.optional */
  schema: () => v.GenericSchema;
  /** the value the form starts with */
  initial?: string;
}

export interface LookupActDecl {
  /** the action's name; commands and ids are `<resource key>.<name>` */
  name: string;
  /** the dialog's title and the toolbar's button (核销消费码) */
  label: Label;
  /** the button code of the act; the look-up is also open to `lookupPermission` */
  permission: string;
  lookupPermission?: readonly string[];
  key?: string;
  /** 'toolbar': a button over the list; 'row': a row action, whose id travels as `act.rowParam`; 'page': the menu's own page */
  on: 'toolbar' | 'row' | 'page';
  /** which rows offer a row look-up */
  rowApplies?: (row: Readonly<Record<string, unknown>>) => boolean;
  /** the code box: query and body parameter, label, placeholder, its check */
  code: { name: string; label: Label; max: number; placeholder: Label; numeric?: boolean; schema: () => v.GenericSchema };
  /** GET path under the base answering the record the code names */
  lookup: string;
  /** the name of the card showing it (an accessible label) */
  found: Label;
  show: readonly LookupShow[];
  /** the answer's field saying it may be acted on, and the one with the refusal ({zh, en}) when not */
  ready?: { field: string; refusal: string };
  act: {
    path: string;
    /** the submit button (确认核销) */
    label: Label;
    input?: Readonly<Record<string, LookupInput>>;
    /** a row look-up sends the row's id under this name (the sub-card's ahSubCardId) */
    rowParam?: string;
  };
  /** after a success: 'next' clears the box for the next code (a queue at the counter), 'close' closes */
  then: 'next' | 'close';
  /** the success message, from the act's answer and what was sent */
  done: (answer: Readonly<Record<string, unknown>>, values: Readonly<Record<string, unknown>>, lang: Lang) => string;
}
