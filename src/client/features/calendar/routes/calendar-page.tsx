import { parseDate } from '@internationalized/date';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CalendarMoveResult, CalendarQuery } from '@shared/schemas/calendar';
import { PLATFORMS, type Platform } from '@shared/status';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { ErrorState } from '@client/components/ui/error-state';
import { IconButton } from '@client/components/ui/icon-button';
import { NativeSelect } from '@client/components/ui/native-select';
import { PageHeader } from '@client/components/ui/page-header';
import { Spinner } from '@client/components/ui/spinner';
import { useAuth } from '@client/lib/auth-store';
import { useCalendar } from '../api/get-calendar';
import { useCalendarRows } from '../api/get-calendar-rows';
import { useGroupOptions, useLabelOptions, useUserOptions } from '../api/get-filter-options';
import { useMoveRows } from '../api/move-rows';
import { DayHours } from '../components/day-hours';
import { DRAG_TYPE, type DragPayload, HourRows, type MoveTarget } from '../components/hour-rows';
import { MonthGrid } from '../components/month-grid';
import { MoveDialog } from '../components/move-dialog';
import { StatusLegend } from '../components/status-counts';
import { type OpenHour, WeekGrid } from '../components/week-grid';
import {
  type CalendarView,
  countsByWallHour,
  freeByWallHour,
  dropTime,
  formatDayShort,
  formatHour,
  hourSpan,
  kyivToday,
  parseDay,
  rangeTitle,
  stepDate,
  viewDays,
  VIEWS,
} from '../model/calendar-model';
import { calendarText as t } from '../text';
import styles from '../components/calendar.module.css';

const platformNames: Record<Platform, string> = { youtube: 'YouTube', tiktok: 'TikTok', instagram: 'Instagram' };
const ROWS_PANEL = 'calendar-rows';
const FILTER_KEYS = ['platform', 'group', 'label', 'account', 'user'] as const;

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/**
 * 'Календар' (/video/calendar): every planned, running, published and failed row across the fleet,
 * in Kyiv time, as a week (hours × days), a day (hours) or a month (days), coloured by status. A cell
 * opens its hour's rows grouped by publication; planned rows move by drag and drop or 'Перенести…',
 * each move checked by the slot planner. View, date, open hour and filters live in the URL.
 */
export function CalendarPage() {
  const [params, setParams] = useSearchParams();
  const isAdmin = useAuth((s) => s.user?.role === 'admin');
  const view: CalendarView = (VIEWS as readonly string[]).includes(params.get('view') ?? '')
    ? (params.get('view') as CalendarView)
    : 'week';
  const date = parseDay(params.get('date')) ?? kyivToday();
  const platform = (PLATFORMS as readonly string[]).includes(params.get('platform') ?? '')
    ? (params.get('platform') as Platform)
    : undefined;
  const group = positiveInt(params.get('group'));
  const account = positiveInt(params.get('account'));
  const user = isAdmin ? positiveInt(params.get('user')) : undefined;
  const label = params.get('label') || undefined;
  const openParam = /^(\d{4}-\d{2}-\d{2})T(\d{2})$/.exec(params.get('hour') ?? '');
  const open: OpenHour | null = openParam ? { day: openParam[1]!, hour: Number(openParam[2]) } : null;

  const days = viewDays(view, date);
  const filters = { platform, group, label: label ? [label] : undefined, account, user };
  const query: CalendarQuery = { from: days[0]!.toString(), to: days[days.length - 1]!.toString(), ...filters };
  const calendar = useCalendar(query);
  const span = open ? hourSpan(parseDate(open.day), open.hour) : null;
  const rows = useCalendarRows(span ? { from: span.from.toISOString(), to: span.to.toISOString(), ...filters } : null);
  const groups = useGroupOptions();
  const labels = useLabelOptions();
  const users = useUserOptions(isAdmin);
  const move = useMoveRows();
  const [moving, setMoving] = useState<{ target: MoveTarget; initial?: { at: string; verdict: CalendarMoveResult } } | null>(null);

  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  const setOpen = (hour: OpenHour | null) =>
    update({
      hour: hour && !(open?.day === hour.day && open.hour === hour.hour) ? `${hour.day}T${String(hour.hour).padStart(2, '0')}` : undefined,
    });

  /** A planned row (or publication) dropped on an hour: the planner decides; a refusal opens the dialog with the nearest time. */
  const onDrop = (hour: OpenHour, event: DragEvent) => {
    const raw = event.dataTransfer.getData(DRAG_TYPE);
    if (!raw) return;
    const payload = JSON.parse(raw) as DragPayload;
    const at = dropTime(parseDate(hour.day), hour.hour, payload.at).toISOString();
    const target: MoveTarget =
      payload.resultId !== undefined
        ? { resultId: payload.resultId, at: payload.at, title: '' }
        : { publicationId: payload.publicationId!, at: payload.at, title: '' };
    move.mutate(payload.resultId !== undefined ? { resultId: payload.resultId, at } : { publicationId: payload.publicationId!, at }, {
      onSuccess: (verdict) => {
        if (!verdict.accepted) setMoving({ target, initial: { at, verdict } });
      },
    });
  };

  const counts = calendar.data ? countsByWallHour(calendar.data.hours) : new Map();
  const free = calendar.data ? freeByWallHour(calendar.data.freeSlots) : new Map<string, Map<number, number>>();
  const filtered = FILTER_KEYS.some((key) => params.has(key));
  const openHeading = open ? t.rowsOf(`${formatDayShort(parseDate(open.day))}, ${formatHour(open.hour)}`) : '';
  const rowsPanel = open ? (
    <HourRows
      id={ROWS_PANEL}
      heading={openHeading}
      result={rows}
      onMove={(target) => setMoving({ target })}
      onClose={() => setOpen(null)}
    />
  ) : null;

  return (
    <>
      <PageHeader title={t.title} />
      <div className={styles.toolbar}>
        <div className={styles.views} role="group" aria-label={t.viewLegend}>
          {VIEWS.map((value) => (
            <Button
              key={value}
              variant={value === view ? 'primary' : 'secondary'}
              aria-pressed={value === view}
              onClick={() => update({ view: value, hour: undefined })}
            >
              {t.views[value]}
            </Button>
          ))}
        </div>
        <div className={styles.stepper}>
          <IconButton label={t.previous} onClick={() => update({ date: stepDate(view, date, -1).toString(), hour: undefined })}>
            <ChevronLeft aria-hidden="true" size={18} />
          </IconButton>
          <Button variant="secondary" onClick={() => update({ date: undefined, hour: undefined })}>
            {t.today}
          </Button>
          <IconButton label={t.next} onClick={() => update({ date: stepDate(view, date, 1).toString(), hour: undefined })}>
            <ChevronRight aria-hidden="true" size={18} />
          </IconButton>
          <h2 className={styles.rangeTitle} aria-live="polite">
            {rangeTitle(view, date)}
          </h2>
        </div>
      </div>
      <div className={styles.filters} role="group" aria-label={t.filters}>
        <label className={styles.filter}>
          <span>{t.platform}</span>
          <NativeSelect
            name="platform"
            value={platform ?? ''}
            onChange={(event) => update({ platform: event.target.value, hour: undefined })}
            options={[{ value: '', label: t.anyPlatform }, ...PLATFORMS.map((value) => ({ value, label: platformNames[value] }))]}
          />
        </label>
        <label className={styles.filter}>
          <span>{t.group}</span>
          <NativeSelect
            name="group"
            value={group === undefined ? '' : String(group)}
            onChange={(event) => update({ group: event.target.value, hour: undefined })}
            options={[
              { value: '', label: t.anyGroup },
              ...(groups.data ?? []).map((item) => ({ value: String(item.id), label: item.name })),
            ]}
          />
        </label>
        <label className={styles.filter}>
          <span>{t.label}</span>
          <NativeSelect
            name="label"
            value={label ?? ''}
            onChange={(event) => update({ label: event.target.value, hour: undefined })}
            options={[
              { value: '', label: t.anyLabel },
              ...(labels.data ?? []).map((item) => ({ value: item.label, label: `${item.label} (${item.count})` })),
            ]}
          />
        </label>
        <label className={`${styles.filter} ${styles.narrowFilter}`}>
          <span>{t.account}</span>
          <input
            className={styles.numberInput}
            name="account"
            inputMode="numeric"
            pattern="[0-9]*"
            defaultValue={account ?? ''}
            key={account ?? 'none'}
            onBlur={(event) => update({ account: event.target.value.trim(), hour: undefined })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') update({ account: event.currentTarget.value.trim(), hour: undefined });
            }}
          />
        </label>
        {isAdmin && (
          <label className={styles.filter}>
            <span>{t.user}</span>
            <NativeSelect
              name="user"
              value={user === undefined ? '' : String(user)}
              onChange={(event) => update({ user: event.target.value, hour: undefined })}
              options={[
                { value: '', label: t.anyUser },
                ...(users.data ?? []).map((item) => ({ value: String(item.id), label: item.login })),
              ]}
            />
          </label>
        )}
        {filtered && (
          <Button
            variant="ghost"
            className={styles.clear}
            onClick={() => update(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])))}
          >
            {t.clearFilters}
          </Button>
        )}
      </div>
      <StatusLegend label={t.legend} />
      {calendar.isPending ? (
        <Spinner block label={t.loading} />
      ) : calendar.isError ? (
        <ErrorState error={calendar.error} onRetry={() => void calendar.refetch()} />
      ) : (
        <div aria-busy={calendar.isFetching}>
          {calendar.data.hours.length === 0 && calendar.data.freeSlots.length === 0 && (
            <EmptyState>{filtered ? t.emptyFiltered : t.empty}</EmptyState>
          )}
          {calendar.data.freeSlots.length > 0 && view !== 'month' && (
            <p className={styles.freeSummary}>{t.freeSummary(calendar.data.freeSlots.length)}</p>
          )}
          {view === 'week' && (
            <WeekGrid days={days} counts={counts} open={open} onOpen={setOpen} onDrop={onDrop} rowsPanelId={ROWS_PANEL} free={free} />
          )}
          {view === 'week' && rowsPanel}
          {view === 'day' && (
            <DayHours
              day={date}
              counts={counts.get(date.toString())}
              free={free.get(date.toString())}
              open={open}
              onOpen={setOpen}
              onDrop={onDrop}
              rows={rowsPanel}
              rowsPanelId={ROWS_PANEL}
            />
          )}
          {view === 'month' && (
            <MonthGrid
              days={days}
              month={date.month}
              counts={counts}
              onOpenDay={(day) => update({ view: 'day', date: day.toString(), hour: undefined })}
            />
          )}
        </div>
      )}
      {moving && <MoveDialog target={moving.target} initial={moving.initial} onClose={() => setMoving(null)} />}
    </>
  );
}
