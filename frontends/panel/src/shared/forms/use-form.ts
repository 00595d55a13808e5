import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '@ela/web-kit';
import type { FieldErrors } from './rules';

/** The names of a form's values that are text. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * A form's values, its problems and its sending. Problems found here stop the request; a 400 from
 * the server puts its field problems under the same inputs. Editing a field clears its problem.
 */
export function useForm<V extends object>(initial: V | (() => V), validate: (values: V) => FieldErrors) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  function set<K extends keyof V & string>(name: K, value: V[K]): void {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }

  /**
   * A text input's value, problem and change, by its name: `<TextField {...field('name')} />`.
   * `clean` tidies what is typed before it is kept (trimmed, whole digits).
   */
  function field<K extends TextKey<V>>(name: K, clean: (text: string) => string = (text) => text) {
    return {
      value: values[name] as string,
      error: errors[name] as string | undefined,
      onValue: (text: string) => set(name, clean(text) as V[K]),
    };
  }

  /** The submit handler: checks, then sends; a failure's field problems show under their inputs. */
  function submit(send: (values: V) => Promise<unknown>) {
    return async (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      const form = event?.currentTarget;
      const found = validate(values);
      setErrors(found);
      if (Object.keys(found).length > 0) return focusFirstProblem(form);
      setBusy(true);
      try {
        await send(values);
      } catch (error) {
        setErrors(fieldErrorsOf(error));
        focusFirstProblem(form);
      } finally {
        setBusy(false);
      }
    };
  }

  return { values, set, field, setValues, errors, setErrors, busy, submit };
}

function focusFirstProblem(form: HTMLFormElement | undefined): void {
  // After React has rendered the problems.
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
