// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { firstFormField, type LayoutRouteHandle, useFocusFirstField } from '@client/app/layout/use-focus-first-field';

afterEach(cleanup);

function Layout() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusFirstField(mainRef);
  return (
    <>
      <a href="/elsewhere">menu</a>
      <main ref={mainRef} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** A form that shows up only after its data "arrives" (the way a create page waits for options). */
function LateForm() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 10);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) return <p>Завантаження</p>;
  return (
    <form>
      <input type="hidden" name="token" />
      <input name="disabled" disabled />
      <input name="name" />
      <input name="other" />
    </form>
  );
}

const createPage: LayoutRouteHandle = { focusFirstField: true };

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Layout />,
        children: [
          { path: 'tags/create', handle: createPage, element: <LateForm /> },
          { path: 'tags/1', element: <LateForm /> },
          {
            path: 'users/create',
            handle: createPage,
            element: (
              <>
                <input name="search" aria-label="Знайти" />
                <LateForm />
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

describe('create pages focus their first field (route handle focusFirstField)', () => {
  it("focuses the form's first enabled, visible field once the form is rendered", async () => {
    renderAt('/tags/create');
    await settle();
    expect(document.activeElement?.getAttribute('name')).toBe('name');
  });

  it('leaves the focus alone on a route that does not ask for it', async () => {
    renderAt('/tags/1');
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('does not take the focus from where the user already put it in the page', async () => {
    renderAt('/users/create');
    (document.querySelector('input[name="search"]') as HTMLInputElement).focus();
    await settle();
    expect(document.activeElement?.getAttribute('name')).toBe('search');
  });

  it('firstFormField skips hidden, disabled and read-only fields', () => {
    const root = document.createElement('div');
    root.innerHTML = '<form><input type="hidden"><input disabled><input readonly><select name="pick"></select></form>';
    expect(firstFormField(root)?.getAttribute('name')).toBe('pick');
  });
});
