/**
 * A child's form opened from its parent's row (the voucher deduction of a work order): the child's
 * declaration as the form sees it, creating through the declared path, its foreign key fixed to the
 * parent's id (sent with the record, left out of the form).
 */
import type { ChildFormDecl, ResourceDecl } from './types';

export function childFormDecl(child: ResourceDecl, form: ChildFormDecl, parentId: string): ResourceDecl {
  const fk = child.fields[form.foreignKey];
  if (!fk) throw new Error(`${child.key} has no field ${form.foreignKey}`);
  return {
    ...child,
    key: `${child.key}.from.${form.name}`,
    title: form.label,
    ops: { create: form.path },
    fields: { ...child.fields, [form.foreignKey]: { ...fk, form: false, default: parentId } },
    fixed: { [form.foreignKey]: parentId },
    actions: [],
    slices: undefined,
  };
}
