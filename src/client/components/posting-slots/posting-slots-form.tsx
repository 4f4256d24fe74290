import { Plus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { SlotPatternSchema, type AccountSlots, type SlotPattern, type SlotPatterns } from '@shared/schemas/posting-slots';
import { PLATFORMS, type Platform } from '@shared/status';
import { Button, SaveButton } from '../ui/button';
import { Form } from '../ui/form';
import { IconButton } from '../ui/icon-button';
import { TextInput } from '../ui/text-input';
import { parseTimes, patternText } from './pattern-text';
import { postingSlotsText } from './text';
import styles from './posting-slots-form.module.css';

const t = postingSlotsText;

/** One line being edited: its days and its times as typed. */
interface Line {
  key: number;
  days: number[];
  times: string;
}
type Lines = Record<Platform, Line[]>;

let nextKey = 1;
const linesOf = (pattern: SlotPattern | null): Line[] =>
  (pattern ?? []).map((rule) => ({ key: nextKey++, days: [...rule.days], times: rule.times.join(', ') }));

/** The lines as the API takes them (no lines: null), or the first message of the shared schema. */
function patternOf(lines: Line[]): { pattern: SlotPattern | null } | { error: string } {
  if (lines.length === 0) return { pattern: null };
  const result = v.safeParse(
    SlotPatternSchema,
    lines.map((line) => ({ days: [...line.days].sort((a, b) => a - b), times: parseTimes(line.times) })),
  );
  return result.success ? { pattern: result.output } : { error: result.issues[0].message };
}

/** What a profile posts by on a platform where it has none of its own. */
function inForceText(effective: AccountSlots['effective'][Platform]): string {
  if (!effective) return t.noneInForce;
  const source = effective.source === 'account' ? t.source.account : t.source[effective.source](effective.name);
  return `${source}: ${patternText(effective.rules)}`;
}

/**
 * The weekly posting slots of a profile, a group or a label, per platform: lines of days (Monday first)
 * and times on Kyiv's clock. A platform without lines has none of its own (on a profile's form, the
 * pattern in force there is shown: a label's or the group's). Checked by the API's shared schema.
 */
export function PostingSlotsForm({
  idPrefix,
  hint,
  value,
  effective,
  busy,
  onSave,
}: {
  idPrefix: string;
  hint: string;
  value: SlotPatterns;
  /** A profile's form: the pattern in force per platform. */
  effective?: AccountSlots['effective'];
  busy: boolean;
  onSave: (patterns: SlotPatterns) => Promise<unknown>;
}) {
  const [lines, setLines] = useState<Lines>(() => ({
    youtube: linesOf(value.youtube),
    tiktok: linesOf(value.tiktok),
    instagram: linesOf(value.instagram),
  }));
  const [errors, setErrors] = useState<Partial<Record<Platform, string>>>({});

  const change = (platform: Platform, key: number, update: (line: Line) => Line) =>
    setLines((current) => ({ ...current, [platform]: current[platform].map((line) => (line.key === key ? update(line) : line)) }));
  const add = (platform: Platform) =>
    setLines((current) => ({ ...current, [platform]: [...current[platform], { key: nextKey++, days: [1, 2, 3, 4, 5], times: '' }] }));
  const remove = (platform: Platform, key: number) =>
    setLines((current) => ({ ...current, [platform]: current[platform].filter((line) => line.key !== key) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Platform, string>> = {};
    const patterns = { youtube: null, tiktok: null, instagram: null } as SlotPatterns;
    for (const platform of PLATFORMS) {
      const result = patternOf(lines[platform]);
      if ('error' in result) found[platform] = result.error;
      else patterns[platform] = result.pattern;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void onSave(patterns).catch(() => undefined);
  };

  return (
    <Form className={styles.form} onSubmit={submit}>
      <p className={styles.hint}>{hint}</p>
      {PLATFORMS.map((platform) => {
        const errorId = `${idPrefix}-${platform}-error`;
        return (
          <fieldset key={platform} className={styles.platform} aria-describedby={errors[platform] ? errorId : undefined}>
            <legend className={styles.legend}>{t.platforms[platform]}</legend>
            {lines[platform].length === 0 && (
              <p className={styles.muted}>{effective ? `${t.inForce}: ${inForceText(effective[platform])}` : t.none}</p>
            )}
            {lines[platform].map((line, index) => {
              const timesId = `${idPrefix}-${platform}-${line.key}-times`;
              return (
                <div key={line.key} className={styles.line}>
                  <fieldset className={styles.days}>
                    <legend className="visually-hidden">{t.daysLegend(index + 1)}</legend>
                    {t.days.map((day, dayIndex) => (
                      <label key={day} className={styles.day} title={t.dayNames[dayIndex]}>
                        <input
                          type="checkbox"
                          className={styles.dayInput}
                          checked={line.days.includes(dayIndex + 1)}
                          aria-label={t.dayNames[dayIndex]}
                          onChange={(event) => {
                            const checked = event.currentTarget.checked;
                            change(platform, line.key, (current) => ({
                              ...current,
                              days: checked ? [...current.days, dayIndex + 1] : current.days.filter((d) => d !== dayIndex + 1),
                            }));
                          }}
                        />
                        <span className={styles.dayText} aria-hidden="true">
                          {day}
                        </span>
                      </label>
                    ))}
                  </fieldset>
                  <div className={styles.times}>
                    <label className="visually-hidden" htmlFor={timesId}>
                      {`${t.times}, ${t.platforms[platform]}, ${index + 1}`}
                    </label>
                    <TextInput
                      id={timesId}
                      name={`${platform}-times-${index + 1}`}
                      autoComplete="off"
                      inputMode="numeric"
                      placeholder={t.timesPlaceholder}
                      value={line.times}
                      onChange={(event) => {
                        const times = event.currentTarget.value;
                        change(platform, line.key, (current) => ({ ...current, times }));
                      }}
                    />
                    <IconButton label={t.removeLine(index + 1)} onClick={() => remove(platform, line.key)}>
                      <X size={16} aria-hidden="true" />
                    </IconButton>
                  </div>
                </div>
              );
            })}
            {errors[platform] && (
              <p className={styles.error} id={errorId} role="alert">
                {errors[platform]}
              </p>
            )}
            <div>
              <Button variant="ghost" onClick={() => add(platform)} disabled={lines[platform].length >= 7}>
                <Plus size={16} aria-hidden="true" />
                {t.addLine}
              </Button>
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
