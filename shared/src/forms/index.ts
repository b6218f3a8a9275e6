/**
 * Forms on react-hook-form validated with the zod schemas of `shared/schemas` (the same ones the
 * API applies). Remotes and the shell import forms only from here and from `shared/ui`, never
 * react-hook-form directly, so only this entry bundles it. It is a Module Federation singleton of
 * its own (shared/build/webpack.cjs), loaded on first use: the shell may use it only in lazily
 * loaded dialogs and pages, so its first load does not grow.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { get, useForm, type FieldErrors, type FieldPath, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

/** `z` for form-only schemas (e.g. a confirmation field the API never sees). */
export { z };

/** A zod schema whose input is an object of form values. */
export type FormSchema = z.ZodType<unknown, FieldValues>;

/** The values the form holds (the schema's input). */
export type ZodFormInput<S extends FormSchema> = z.input<S> extends FieldValues ? z.input<S> : never;
/** What the submit handler receives (the schema's output: trimmed, defaults applied…). */
export type ZodFormOutput<S extends FormSchema> = z.output<S>;

/** Options of {@link useZodForm}: those of react-hook-form's `useForm`, without `resolver`. */
export type UseZodFormOptions<S extends FormSchema> = Omit<UseFormProps<ZodFormInput<S>, unknown, ZodFormOutput<S>>, 'resolver'>;

/** What {@link useZodForm} returns: react-hook-form's form object typed by the schema. */
export type UseZodFormReturn<S extends FormSchema> = UseFormReturn<ZodFormInput<S>, unknown, ZodFormOutput<S>>;

/** The part of a form object the error helpers read. */
export interface FormWithErrors<T extends FieldValues> {
  formState: { errors: FieldErrors<T> };
}

/**
 * react-hook-form's `useForm` validated by `schema` through `zodResolver`.
 *
 * Defaults: `mode: 'onSubmit'` (nothing is checked before the first submit) and
 * `reValidateMode: 'onChange'` (after a failed submit, a field's message updates as it is edited).
 * `handleSubmit(onValid)` calls `onValid` only with the parsed output of the schema (trimmed texts,
 * empty optional texts as null, defaults applied); when the values are invalid it is not called, so
 * no request is sent.
 *
 * @param schema a zod schema whose input is the form values; keep it stable (module level), it is
 *   read when the hook first runs.
 * @param options `useForm` options (`defaultValues`, `values`, `resetOptions`…), without `resolver`.
 * @example
 * const form = useZodForm(metodoPagoBodySchema, { defaultValues: { nombre: '', descripcion: '' } });
 * <form onSubmit={form.handleSubmit((body) => crear.mutate(body))} noValidate>
 *   <Field label="Nombre" error={fieldError(form, 'nombre')}><Input {...form.register('nombre')} /></Field>
 * </form>
 */
export function useZodForm<S extends FormSchema>(schema: S, options: UseZodFormOptions<S> = {}): UseZodFormReturn<S> {
  const resolver = useMemo(
    () => zodResolver(schema as unknown as z.ZodType<ZodFormOutput<S>, ZodFormInput<S>>),
    [schema],
  );
  return useForm<ZodFormInput<S>, unknown, ZodFormOutput<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver,
  });
}

/**
 * The message of a field's error, for the `error` prop of `Field` (shared/ui), which then marks the
 * control aria-invalid and describes it with the message. `undefined` when the field is valid.
 * Read it during render: it subscribes the component to the form's errors.
 *
 * @param form the object returned by {@link useZodForm}.
 * @param name the field, dotted for nested values ('items.0.cantidad').
 */
export function fieldError<T extends FieldValues>(form: FormWithErrors<T>, name: FieldPath<T>): string | undefined {
  const error: unknown = get(form.formState.errors, name);
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * The first field error in the order of `names`, for a form that shows one message above its
 * fields. `undefined` when none of them has an error.
 */
export function firstFieldError<T extends FieldValues>(form: FormWithErrors<T>, names: ReadonlyArray<FieldPath<T>>): string | undefined {
  for (const name of names) {
    const message = fieldError(form, name);
    if (message) return message;
  }
  return undefined;
}
