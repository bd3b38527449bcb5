/**
 * The search panel of a list: one control per declared search field (an input for like/eq/in, a
 * select for dictionaries and options, a pair for ranges), Search and Reset. Enter anywhere in the
 * panel searches; `/` (bound by the list) focuses the first control.
 */
import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useId, type FormEvent, type Ref } from 'react';
import type { Lang } from '../../domain/codes';
import type { FieldDecl, ResourceDecl } from '../../domain/resources/types';
import { SelectWidget, useFieldChoices } from './field-widget';
import { panelSearchFields, searchControl, type SearchValues } from './list-params';
import { rt } from './texts';

export interface SearchPanelProps {
  decl: ResourceDecl;
  lang: Lang;
  values: SearchValues;
  onChange: (values: SearchValues) => void;
  onSearch: () => void;
  onReset: () => void;
  /** the first control, for the `/` key */
  firstRef?: Ref<HTMLElement>;
  busy?: boolean;
}

export function SearchPanel(props: SearchPanelProps) {
  const { decl, lang } = props;
  const fields = panelSearchFields(decl);
  const prefix = useId().replace(/:/g, '');
  if (fields.length === 0) return null;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    props.onSearch();
  }
  const set = (key: string, value: string) => props.onChange({ ...props.values, [key]: value });

  return (
    <form className="rl-search" onSubmit={onSubmit} role="search" aria-label={`${decl.title[lang]} ${rt('search', lang)}`}>
      <Flex wrap="wrap" gap="3" align="end">
        {fields.map(([key, fd], i) => (
          <SearchControl
            key={key}
            id={`${prefix}-s-${key}`}
            decl={decl}
            fieldKey={key}
            fd={fd}
            lang={lang}
            values={props.values}
            set={set}
            firstRef={i === 0 ? props.firstRef : undefined}
          />
        ))}
        <Flex gap="2">
          {/* never disabled while the list loads: a disabled default button turns off Enter's implicit
              submission, so a search typed during a background refresh (a live update) was dropped */}
          <Button type="submit" aria-busy={props.busy || undefined}>
            {rt('search', lang)}
          </Button>
          <Button type="button" variant="soft" color="gray" onClick={props.onReset}>
            {rt('reset', lang)}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

function SearchControl(props: { id: string; decl: ResourceDecl; fieldKey: string; fd: FieldDecl; lang: Lang; values: SearchValues; set: (key: string, value: string) => void; firstRef?: Ref<HTMLElement> }) {
  const { id, fieldKey: key, fd, lang, values, set } = props;
  const control = searchControl(fd, key, props.decl);
  const { choices } = useFieldChoices(props.decl, key, fd, lang, { enabled: control === 'select' });
  const label = fd.label[lang];
  const start = `${key}Start`;
  const end = `${key}End`;

  const labelEl = (
    <Text as="label" htmlFor={id} size="2" weight="medium" className="rl-search-label">
      {label}
    </Text>
  );

  if (control === 'select') {
    return (
      <Flex direction="column" gap="1" className="rl-search-field">
        {labelEl}
        <SelectWidget
          id={id}
          value={values[key] ?? ''}
          onChange={(v) => set(key, v)}
          choices={choices}
          placeholder={rt('all', lang)}
          emptyLabel={rt('all', lang)}
          triggerRef={props.firstRef as Ref<HTMLButtonElement>}
        />
      </Flex>
    );
  }
  if (control === 'input') {
    return (
      <Flex direction="column" gap="1" className="rl-search-field">
        {labelEl}
        <TextField.Root
          id={id}
          ref={props.firstRef as Ref<HTMLInputElement>}
          value={values[key] ?? ''}
          autoComplete="off"
          placeholder={rt('pleaseInput', lang, { label })}
          onChange={(e) => set(key, e.target.value)}
        />
      </Flex>
    );
  }
  const type = control === 'numberRange' ? 'text' : 'date';
  return (
    <Flex direction="column" gap="1" className="rl-search-field rl-search-range">
      {labelEl}
      <Flex align="center" gap="1">
        <TextField.Root
          id={id}
          ref={props.firstRef as Ref<HTMLInputElement>}
          type={type}
          inputMode={type === 'text' ? 'decimal' : undefined}
          value={values[start] ?? ''}
          aria-label={`${label} ${rt('rangeStart', lang)}`}
          placeholder={rt('rangeStart', lang)}
          onChange={(e) => set(start, e.target.value)}
        />
        <Text size="2" color="gray" aria-hidden>
          {rt('rangeTo', lang)}
        </Text>
        <TextField.Root
          type={type}
          inputMode={type === 'text' ? 'decimal' : undefined}
          value={values[end] ?? ''}
          aria-label={`${label} ${rt('rangeEnd', lang)}`}
          placeholder={rt('rangeEnd', lang)}
          onChange={(e) => set(end, e.target.value)}
        />
      </Flex>
    </Flex>
  );
}
