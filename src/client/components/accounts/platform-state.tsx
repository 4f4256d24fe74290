import { accountStatusLabels } from '@shared/status';
import { Badge } from '../ui/badge';
import { accountText } from './text';
import styles from './platform-state.module.css';

const t = accountText.platformState;

export type PlatformStateValue = 'active' | 'enabled' | 'off';

/** A platform is active once connected (credentials or OAuth), enabled while only switched on, else off. */
export function platformState(enabled: boolean, active: boolean): PlatformStateValue {
  if (active) return 'active';
  return enabled ? 'enabled' : 'off';
}

/** A profile's state on one platform, readable without colour: 'Активний', 'Увімкнено' or a dash read as 'Вимкнено'. */
export function PlatformState({ enabled, active }: { enabled: boolean; active: boolean }) {
  const state = platformState(enabled, active);
  if (state === 'active') return <Badge tone="success">{accountStatusLabels.success}</Badge>;
  if (state === 'enabled') return <Badge tone="warning">{t.enabled}</Badge>;
  return (
    <span className={styles.off} title={t.off}>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t.off}</span>
    </span>
  );
}
