import { ShieldCheck } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { accountsText } from '../text';
import { useCheckProxies } from '../api/check-proxy';

const t = accountsText.health;

/** 'Перевірити проксі' over the profiles shown on this page (the server checks a few at a time). */
export function CheckVisibleProxiesButton({ ids }: { ids: number[] }) {
  const check = useCheckProxies();
  return (
    <Button
      variant="secondary"
      busy={check.isPending}
      disabled={ids.length === 0}
      title={ids.length > 0 ? t.checkVisibleHint(ids.length) : undefined}
      onClick={() => check.mutate(ids)}
    >
      {!check.isPending && <ShieldCheck size={16} aria-hidden="true" />}
      {check.isPending ? t.checking : t.checkVisible}
    </Button>
  );
}
