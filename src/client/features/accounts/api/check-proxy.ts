import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiPaths } from '@shared/api-paths';
import type { ProxyCheck, ProxyCheckBulkResponse } from '@shared/schemas/fleet-health';
import { api } from '@client/lib/api-client';
import { accountText } from '@client/components/accounts/text';
import { accountsText } from '../text';
import { accountKeys } from './queries';

/** POST /api/accounts/{id}/check-proxy: what the profile's proxy answered, now. */
export function checkProxy(id: number): Promise<ProxyCheck> {
  return api.post<ProxyCheck>(apiPaths.fleet.checkProxy(id));
}

/** POST /api/accounts/check-proxy: the same for several profiles (the server checks a few at a time). */
export function checkProxies(ids: number[]): Promise<ProxyCheckBulkResponse> {
  return api.post<ProxyCheckBulkResponse>(apiPaths.fleet.checkProxies, { ids });
}

/**
 * 'Перевірити проксі': the result shows where the profile is (its detail, the lists and the health
 * board reload, since a shared exit address flags the other profiles too) and in a toast.
 */
export function useCheckProxies() {
  return useMutation({
    meta: { invalidates: [accountKeys.all] },
    mutationFn: (ids: number[]) => (ids.length === 1 ? checkProxy(ids[0]!).then((check) => ({ data: [check] })) : checkProxies(ids)),
    onSuccess: ({ data }) => {
      const down = data.filter((check) => check.ok === false);
      if (data.length === 1) {
        const [check] = data;
        if (check!.ok) toast.success(`${accountsText.health.proxyOk}: ${check!.exitIp ?? ''}`);
        else toast.error(accountText.proxyCheck.proxyDownLine(check!.error));
      } else if (down.length === 0) toast.success(accountsText.health.checkedAll(data.length, 0));
      else toast.error(accountsText.health.checkedAll(data.length, down.length));
    },
  });
}
