import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { apiPaths } from '@shared/api-paths';
import { accountMessages } from '@shared/messages/accounts';
import { type AccountDetail, InstagramCodeSchema } from '@shared/schemas/accounts';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { FormLayout } from '@client/components/ui/form-layout';
import { Panel } from '@client/components/ui/panel';
import { TextInput } from '@client/components/ui/text-input';
import { api } from '@client/lib/api-client';
import { accountKeys } from '../api/queries';
import styles from './account-panels.module.css';

/** The texts of Instagram's profile settings and of its login confirmation. */
export const instagramTexts = {
  locale: 'Мова Instagram (локаль)',
  localeHint: 'Як у налаштуваннях телефону, наприклад uk_UA',
  timezone: 'Часовий пояс',
  timezoneHint: 'Зона телефону власника, наприклад Europe/Kyiv',
  title: 'Instagram чекає підтвердження входу',
  kinds: { two_factor: 'Двофакторна перевірка', challenge: 'Перевірка входу' } as const,
  code: 'Код підтвердження',
  codeHint: '6–8 цифр із SMS, листа або застосунку-автентифікатора',
  send: 'Надіслати код',
  confirmed: 'Я підтвердив вхід',
  confirmedHint: 'Якщо Instagram просив підтвердити вхід у застосунку: підтвердьте там, а потім натисніть цю кнопку.',
  afterwards: 'Після підтвердження повторіть публікації цього профілю, що завершились помилкою.',
} as const;

/** POST /api/accounts/{id}/instagram/verify and /confirm: the answer is the profile, its checkpoint cleared. */
function useInstagramConfirmation(id: number) {
  const queryClient = useQueryClient();
  const meta = { successMessage: accountMessages.instagramLoginConfirmed, invalidates: [accountKeys.lists()] };
  const onSuccess = (account: AccountDetail) => {
    queryClient.setQueryData(accountKeys.detail(id), account);
  };
  // The MutationCache shows the refusal; Instagram may have asked again (a new checkpoint reason): show the profile as it is now.
  const onError = () => {
    void queryClient.invalidateQueries({ queryKey: accountKeys.detail(id) });
  };
  const verify = useMutation({
    mutationFn: (code: string) => api.post<AccountDetail>(apiPaths.accounts.instagramVerify(id), { code }),
    meta,
    onSuccess,
    onError,
  });
  const confirm = useMutation({
    mutationFn: () => api.post<AccountDetail>(apiPaths.accounts.instagramConfirm(id)),
    meta,
    onSuccess,
    onError,
  });
  return { verify, confirm };
}

/**
 * Shown while Instagram waits for the owner to confirm a login: which confirmation, what to do (the
 * reason on the profile), the code field, and for a confirmation in the app 'Я підтвердив вхід'.
 */
export function InstagramCheckpointPanel({ account }: { account: AccountDetail }) {
  const { verify, confirm } = useInstagramConfirmation(account.id);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const checkpoint = account.instagramCheckpoint;
  if (!checkpoint) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(InstagramCodeSchema, { code });
    if (!parsed.success) return setError(parsed.issues[0].message);
    setError(undefined);
    verify.mutate(parsed.output.code, { onSuccess: () => setCode('') });
  };

  return (
    <div className={styles.panels}>
      <Panel
        title={
          <span className={styles.external}>
            <ShieldAlert size={16} aria-hidden="true" /> {instagramTexts.title}: {instagramTexts.kinds[checkpoint]}
          </span>
        }
      >
        {account.error && <p role="status">{account.error}</p>}
        <FormLayout
          onSubmit={submit}
          aria-label={instagramTexts.title}
          actions={
            <>
              <Button type="submit" busy={verify.isPending} disabled={confirm.isPending}>
                {instagramTexts.send}
              </Button>
              {checkpoint === 'challenge' && (
                <Button variant="secondary" busy={confirm.isPending} disabled={verify.isPending} onClick={() => confirm.mutate()}>
                  {instagramTexts.confirmed}
                </Button>
              )}
            </>
          }
        >
          <Field id="instagramCode" label={instagramTexts.code} hint={instagramTexts.codeHint} error={error}>
            <TextInput inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} />
          </Field>
        </FormLayout>
        {checkpoint === 'challenge' && <p>{instagramTexts.confirmedHint}</p>}
        <p>{instagramTexts.afterwards}</p>
      </Panel>
    </div>
  );
}
