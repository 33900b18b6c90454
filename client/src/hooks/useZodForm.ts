import { useCallback, useMemo, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { issueParams } from "@enote/shared";
import { ApiError } from "../lib/apiError";
import { messageText, type Message } from "../i18n";

type FormValues = Record<string, string | boolean>;
type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
type BooleanKeys<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V] & string;

interface FormOptions<V extends FormValues> {
  /** Fields get `data-testid="<prefix>-<name>"`, their errors `<prefix>-<name>-error`. */
  testIdPrefix?: string;
  /** Rewrites a typed value (e.g. upper-cases the initial). */
  normalize?: Partial<{ [K in keyof V]: (value: V[K]) => V[K] }>;
  /** Which field an api error code belongs to (e.g. MEMBER_ID_TAKEN → memberId). */
  codeFields?: Partial<Record<string, keyof V & string>>;
  /** Turns the form's strings into the schema's input (e.g. a select's "3" into the number 3). */
  prepare?: (values: V) => unknown;
}

type FieldErrors<V> = Partial<Record<keyof V & string, Message>>;

function errorsFromIssues<V>(issues: readonly z.core.$ZodIssue[]): FieldErrors<V> {
  const errors: Record<string, Message> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = { key: issue.message, params: issueParams(issue) };
  }
  return errors as FieldErrors<V>;
}

/**
 * Form state validated by a shared zod schema: the same schema the api parses the request with.
 * Errors show after the first submit and then follow every change; messages are i18n keys, so
 * they switch language with the rest of the screen.
 */
export function useZodForm<S extends z.ZodType, V extends FormValues>(
  schema: S,
  initialValues: V,
  options: FormOptions<V> = {},
) {
  useTranslation(); // re-renders the form, and so its messages, when the language changes
  const [values, setValues] = useState<V>(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<Message | null>(null);

  const { prepare } = options;
  const validate = useCallback(
    (current: V) => schema.safeParse(prepare ? prepare(current) : current),
    [schema, prepare],
  );

  const clientErrors = useMemo<FieldErrors<V>>(() => {
    if (!submitted) return {};
    const result = validate(values);
    return result.success ? {} : errorsFromIssues<V>(result.error.issues);
  }, [validate, submitted, values]);

  const setValue = useCallback(
    <K extends keyof V & string>(name: K, raw: V[K]) => {
      const normalize = options.normalize?.[name];
      const value = normalize ? normalize(raw) : raw;
      setValues((current) => ({ ...current, [name]: value }));
      setServerErrors((current) => ({ ...current, [name]: undefined }));
    },
    [options.normalize],
  );

  const errorOf = (name: keyof V & string): string | undefined => {
    const message = clientErrors[name] ?? serverErrors[name];
    return message ? messageText(message) : undefined;
  };

  const testId = (name: string) => (options.testIdPrefix ? { "data-testid": `${options.testIdPrefix}-${name}` } : {});
  // Checkboxes have no errorProps (it would land on the <input>).
  const errorTestId = (name: string) =>
    options.testIdPrefix ? { errorProps: { "data-testid": `${options.testIdPrefix}-${name}-error` } } : {};

  const textProps = (name: StringKeys<V>) => ({
    ...testId(name),
    ...errorTestId(name),
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.currentTarget.value as V[typeof name]),
    error: errorOf(name),
  });

  const checkboxProps = (name: BooleanKeys<V>) => ({
    ...testId(name),
    name,
    checked: values[name] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.currentTarget.checked as V[typeof name]),
    error: errorOf(name),
  });

  /** Shows an api failure: field issues under their fields, the message above the form. */
  const applyError = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      setFormError({ key: "request.unexpected" });
      return;
    }
    const fields: Record<string, Message> = {};
    for (const issue of error.issues) {
      const field = String(issue.path[0] ?? "");
      if (field in values && !fields[field]) fields[field] = { text: issue.message };
    }
    const codeField = options.codeFields?.[error.code];
    if (codeField) fields[codeField] = { text: error.message };
    setServerErrors(fields as FieldErrors<V>);
    setFormError({ text: error.message });
  };

  const handleSubmit = (onValid: (data: z.output<S>) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    setFormError(null);
    const result = validate(values);
    if (result.success) onValid(result.data);
    else setFormError({ key: "common.checkFields" });
  };

  const reset = (next: V = initialValues) => {
    setValues(next);
    setSubmitted(false);
    setServerErrors({});
    setFormError(null);
  };

  return {
    values,
    setValue,
    textProps,
    checkboxProps,
    handleSubmit,
    applyError,
    reset,
    submitted,
    formError: formError ? messageText(formError) : null,
  };
}

export type ZodForm<S extends z.ZodType, V extends FormValues> = ReturnType<typeof useZodForm<S, V>>;
