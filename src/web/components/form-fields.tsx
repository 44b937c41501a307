import {
  type Control,
  Controller,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { TextareaField, type TextareaFieldProps, TextField, type TextFieldProps } from './Field';

/** What the form decides about a field: its value, change, blur and error come from react-hook-form. */
type Controlled = 'value' | 'onValueChange' | 'onBlur' | 'error' | 'ref';

interface FormFieldOptions<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** Called before an edit reaches the form (e.g. to clear a message the server gave). */
  onEdit?: () => void;
  /**
   * Leaving the field empty says nothing yet: the form's button stays off instead of the field
   * showing its "required" message before anything was typed.
   */
  quietWhenEmpty?: boolean;
}

/** The props that bind a labelled field to react-hook-form's field (its error tied to it, decision 015). */
function bound<T extends FieldValues>(
  field: ControllerRenderProps<T, FieldPath<T>>,
  fieldState: ControllerFieldState,
  { onEdit, quietWhenEmpty = false }: Pick<FormFieldOptions<T>, 'onEdit' | 'quietWhenEmpty'>,
) {
  return {
    ref: field.ref,
    value: field.value,
    onValueChange: (value: string) => {
      onEdit?.();
      field.onChange(value);
    },
    onBlur: () => {
      if (!quietWhenEmpty || String(field.value ?? '').trim() !== '') field.onBlur();
    },
    error: fieldState.error?.message,
  };
}

/** A TextField bound to a react-hook-form field. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  onEdit,
  quietWhenEmpty,
  ...props
}: FormFieldOptions<T> & Omit<TextFieldProps, Controlled>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField {...props} {...bound(field, fieldState, { onEdit, quietWhenEmpty })} />
      )}
    />
  );
}

/** A TextareaField bound to a react-hook-form field. */
export function FormTextareaField<T extends FieldValues>({
  control,
  name,
  onEdit,
  quietWhenEmpty,
  ...props
}: FormFieldOptions<T> & Omit<TextareaFieldProps, Controlled>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextareaField {...props} {...bound(field, fieldState, { onEdit, quietWhenEmpty })} />
      )}
    />
  );
}
