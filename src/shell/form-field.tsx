/** A labelled text input with its error message underneath. */
import { Flex, Text, TextField } from '@radix-ui/themes';
import { useId, type ReactNode, type Ref } from 'react';

export interface FormFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password' | 'tel';
  placeholder?: string;
  error?: string | null;
  autoComplete?: string;
  autoFocus?: boolean;
  maxLength?: number;
  name?: string;
  /** shown at the right end of the input (e.g. the SMS button) */
  slot?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

export function FormField(props: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {props.label}
      </Text>
      <TextField.Root
        id={id}
        ref={props.inputRef}
        name={props.name}
        size="3"
        type={props.type ?? 'text'}
        value={props.value}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        maxLength={props.maxLength}
        color={props.error ? 'red' : undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.slot && <TextField.Slot side="right">{props.slot}</TextField.Slot>}
      </TextField.Root>
      <Text id={errorId} size="1" color="red" style={{ minHeight: 16 }}>
        {props.error ?? ''}
      </Text>
    </Flex>
  );
}
