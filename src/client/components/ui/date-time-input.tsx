import { TextInput, type TextInputProps } from './text-input';

/** A native datetime-local input (value format `YYYY-MM-DDTHH:mm`). */
export function DateTimeInput(props: Omit<TextInputProps, 'type'>) {
  return <TextInput type="datetime-local" step={60} {...props} />;
}
