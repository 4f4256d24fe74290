import { accountStatusLabels, videoStatusLabels, type Status } from '@shared/status';
import { Badge, type BadgeTone } from './badge';

const tones: Record<Status, BadgeTone> = {
  success: 'success',
  error: 'error',
  loading: 'warning',
  publication: 'info',
  noactive: 'neutral',
};

/** One colour per status, always with the Ukrainian label as text. */
export function StatusBadge({ status, kind = 'video' }: { status: Status; kind?: 'video' | 'account' }) {
  const labels = kind === 'account' ? accountStatusLabels : videoStatusLabels;
  return <Badge tone={tones[status]}>{labels[status]}</Badge>;
}
