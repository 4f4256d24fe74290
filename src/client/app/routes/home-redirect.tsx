import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '../paths';

/** The index route shows a loader; there is no dashboard, so it then opens the profile list. */
export function HomeRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(paths.accounts.list.getHref(), { replace: true });
  }, [navigate]);
  return <Spinner block size="lg" />;
}
