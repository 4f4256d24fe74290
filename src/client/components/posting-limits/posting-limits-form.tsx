import type { Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { type PostingLimit, PostingLimitSchema, type PostingLimits } from '@shared/schemas/posting-limits';
import { PLATFORMS, type Platform } from '@shared/status';
import { usePointerSafeForm } from '@client/lib/use-pointer-safe-form';
import { SaveButton } from '../ui/button';
import { Field } from '../ui/field';
import { TextInput } from '../ui/text-input';
import { Toggle } from '../ui/toggle';
import { Form } from '../ui/form';
import { postingLimitsText } from './text';
import styles from './posting-limits-form.module.css';

const t = postingLimitsText;
const FIELDS = ['dailyCap', 'minGapMinutes', 'jitterMinutes'] as const;
type LimitField = (typeof FIELDS)[number];

/** One platform's row of the form: its numbers, and (a profile's form) whether it keeps the default. */
type RowValues = Record<LimitField, number> & { useDefault: boolean };
type FormValues = Record<Platform, RowValues>;

/** What the form saves: each platform's limits, or null for the product default (a profile's form only). */
export type LimitsByPlatform = Record<Platform, PostingLimit | null>;

/**
 * Each platform's numbers checked by the shared schema (the API's, with its Ukrainian messages), except
 * on a row left at the default.
 */
const resolver: Resolver<FormValues> = async (values) => {
  const errors: Record<string, Record<string, { type: string; message: string }>> = {};
  for (const platform of PLATFORMS) {
    const row = values[platform];
    if (row.useDefault) continue;
    const result = v.safeParse(PostingLimitSchema, {
      dailyCap: row.dailyCap,
      minGapMinutes: row.minGapMinutes,
      jitterMinutes: row.jitterMinutes,
    });
    if (result.success) continue;
    for (const issue of result.issues) {
      const key = v.getDotPath(issue) as LimitField | null;
      if (key && !errors[platform]?.[key]) errors[platform] = { ...errors[platform], [key]: { type: 'schema', message: issue.message } };
    }
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors: errors as never } : { values, errors: {} };
};

const rowOf = (limit: PostingLimit | null, fallback: PostingLimit): RowValues => ({ ...(limit ?? fallback), useDefault: limit === null });

/**
 * The posting limits of the three platforms: posts in any 24 hours, the minimum gap and the random
 * addition to it. The product defaults (an admin's settings) or a profile's own, where each platform
 * may keep the default (`defaults` given).
 */
export function PostingLimitsForm({
  idPrefix,
  hint,
  value,
  defaults,
  busy,
  onSave,
}: {
  idPrefix: string;
  /** What the limits mean here, above the platforms. */
  hint: string;
  value: LimitsByPlatform;
  /** The product defaults: given on a profile's form, whose platforms may keep them. */
  defaults?: PostingLimits;
  busy: boolean;
  onSave: (limits: LimitsByPlatform) => Promise<unknown>;
}) {
  const initial = Object.fromEntries(
    PLATFORMS.map((platform) => [platform, rowOf(value[platform], defaults?.[platform] ?? value[platform]!)]),
  ) as FormValues;
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = usePointerSafeForm<FormValues>({ resolver, defaultValues: initial, values: initial });

  const onSubmit = handleSubmit((values) =>
    onSave(
      Object.fromEntries(
        PLATFORMS.map((platform) => {
          const row = values[platform];
          return [
            platform,
            row.useDefault ? null : { dailyCap: row.dailyCap, minGapMinutes: row.minGapMinutes, jitterMinutes: row.jitterMinutes },
          ];
        }),
      ) as LimitsByPlatform,
    ).catch(() => undefined),
  );

  return (
    <Form className={styles.form} onSubmit={onSubmit}>
      <p className={styles.hint}>{hint}</p>
      {PLATFORMS.map((platform) => {
        const useDefault = Boolean(defaults) && watch(`${platform}.useDefault`);
        const fallback = defaults?.[platform];
        return (
          <fieldset key={platform} className={styles.platform}>
            <legend className={styles.legend}>{t.platforms[platform]}</legend>
            {defaults && (
              <Toggle
                label={fallback ? t.useDefault(fallback.dailyCap, fallback.minGapMinutes, fallback.jitterMinutes) : t.useDefaultShort}
                {...register(`${platform}.useDefault`)}
              />
            )}
            <div className={styles.fields}>
              {FIELDS.map((field) => {
                const id = `${idPrefix}-${platform}-${field}`;
                const error = errors[platform]?.[field]?.message;
                return (
                  <Field key={field} id={id} label={t.fields[field]} error={useDefault ? undefined : error}>
                    <TextInput
                      type="number"
                      inputMode="numeric"
                      min={field === 'dailyCap' ? 1 : 0}
                      step={1}
                      disabled={useDefault}
                      {...register(`${platform}.${field}`, { valueAsNumber: true })}
                    />
                  </Field>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <div className={styles.actions}>
        <SaveButton busy={busy} />
      </div>
    </Form>
  );
}
