import { useState, type ReactNode } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';

/**
 * Renders `children` as the one page of a memory data router (what the app's createBrowserRouter
 * gives a form: its leave prompt uses the router's blocker), with a second page '/other' to leave to
 * (through a link when `leaveLink`).
 */
export function InDataRouter({ children, path = '/', leaveLink = false }: { children: ReactNode; path?: string; leaveLink?: boolean }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path,
          element: (
            <>
              {leaveLink && <Link to="/other">Піти на іншу сторінку</Link>}
              {children}
            </>
          ),
        },
        { path: '/other', element: <p>Інша сторінка</p> },
      ],
      { initialEntries: [path] },
    ),
  );
  return <RouterProvider router={router} />;
}
