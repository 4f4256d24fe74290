import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { runAuthCheck } from '@client/lib/auth-store';
import { AuthGate } from './auth-gate';
import { Providers } from './providers';
import '@client/styles/global.css';

void runAuthCheck();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <AuthGate />
    </Providers>
  </StrictMode>,
);

if (import.meta.env.PROD && typeof navigator.serviceWorker !== 'undefined') {
  window.addEventListener('load', () => {
    void import('./register-sw').then(({ registerServiceWorker }) => registerServiceWorker());
  });
}
