// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accountOptionDetail, ProxyState } from '@client/components/accounts/proxy-state';

afterEach(cleanup);

describe("the proxy's state beside a profile's status", () => {
  it("says it in words with an icon, the failed check's reason on hover", () => {
    render(<ProxyState ok={false} reason="Проксі відмовив у доступі: неправильний логін або пароль" />);
    const state = screen.getByText('Проксі недоступний');
    expect(state.getAttribute('title')).toBe('Проксі відмовив у доступі: неправильний логін або пароль');
    expect(state.querySelector('svg')).not.toBeNull();
    cleanup();
    render(<ProxyState ok={true} />);
    expect(screen.getByText('Проксі працює')).toBeTruthy();
    cleanup();
    render(<ProxyState ok={null} />);
    expect(screen.getByText('Проксі не перевірено')).toBeTruthy();
  });

  it("a picker's option: the spec's status label, then the proxy's state", () => {
    expect(accountOptionDetail({ status: 'success', proxyOk: false })).toBe('Активний · Проксі недоступний');
    expect(accountOptionDetail({ status: 'noactive', proxyOk: true })).toBe('Не активний · Проксі працює');
    expect(accountOptionDetail({})).toBeUndefined();
  });
});
