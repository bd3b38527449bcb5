/**
 * The declaration's child forms (`childForms`: the voucher deduction of a work order) as row actions
 * of its list and show page: each opens the child's generated form, its foreign key set to the row.
 */
import { useState } from 'react';
import type { Lang } from '../../domain/codes';
import { childFormDecl } from '../../domain/resources/child-form';
import { resourceByKey } from '../../domain/resources';
import type { ChildFormDecl, Label, ResourceDecl } from '../../domain/resources/types';
import { RecordFormDialog } from './record-form-dialog';
import type { AnyRow } from './use-resource';

export interface ChildFormAction {
  id: string;
  label: Label;
  shortcut?: string;
  applies: (row: AnyRow) => boolean;
  run: (row: AnyRow) => void;
}

export function useChildForms(decl: ResourceDecl, can: (code: string) => boolean, lang: Lang, options: { before?: () => void; returnFocus: () => void; onSaved?: () => void }) {
  const [open, setOpen] = useState<{ form: ChildFormDecl; decl: ResourceDecl; open: boolean } | null>(null);
  const actions: ChildFormAction[] = (decl.childForms ?? [])
    .filter((c) => can(c.permission) && resourceByKey.has(c.resource))
    .map((c) => ({
      id: `child.${c.name}`,
      label: c.label,
      shortcut: c.key,
      applies: (row) => !c.applies || c.applies(row),
      run: (row) => {
        options.before?.();
        setOpen({ form: c, decl: childFormDecl(resourceByKey.get(c.resource)!, c, String(row.id)), open: true });
      },
    }));
  const dialog = open && (
    <RecordFormDialog
      decl={open.decl}
      target={{ mode: 'create' }}
      open={open.open}
      lang={lang}
      onOpenChange={(o) => setOpen((d) => (d ? { ...d, open: o } : d))}
      returnFocus={options.returnFocus}
      onSaved={() => options.onSaved?.()}
    />
  );
  return { actions, dialog };
}
