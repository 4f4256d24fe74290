import { describe, expect, it } from 'vitest';
import { navItems } from '@client/app/layout/nav-items';
import { activeLink } from '@client/app/layout/nav-match';

const leaves = navItems.flatMap((item) => item.children ?? [item]);
const activeFor = (path: string) => activeLink(path, leaves)?.label ?? null;

describe('sidebar highlight (SPEC §2: the active link, parents open for their children)', () => {
  it("lists every sidebar item of the spec with its route, the health board under 'Профілі' and the calendar under 'Відео'", () => {
    expect(leaves.map((leaf) => [leaf.label, leaf.to])).toEqual([
      ['Список профілів', '/accounts/list'],
      ['Групи профілів', '/accounts/group/list'],
      ['Стан профілів', '/accounts/health'],
      ['YouTube', '/video/list'],
      ['Запити на створення', '/video/request-create'],
      ['Календар', '/video/calendar'],
      ['Задній фон', '/photos'],
      ['Теги', '/tags'],
      ['Користувачі', '/users'],
      ['Журнал дій', '/users/audit'],
      ['Події', '/events'],
    ]);
    expect(navItems.find((item) => item.to === '/users')?.adminOnly).toBe(true);
    expect(navItems.find((item) => item.to === '/users/audit')?.adminOnly).toBe(true);
  });

  it('highlights the item whose pages the path belongs to', () => {
    expect(activeFor('/accounts/list')).toBe('Список профілів');
    expect(activeFor('/accounts/12')).toBe('Список профілів');
    expect(activeFor('/accounts/group/list')).toBe('Групи профілів');
    expect(activeFor('/accounts/group/3')).toBe('Групи профілів');
    expect(activeFor('/accounts/health')).toBe('Стан профілів');
    expect(activeFor('/video/youtube/abc')).toBe('YouTube');
    expect(activeFor('/video/request-create')).toBe('Запити на створення');
    expect(activeFor('/video/request/abc')).toBe('Запити на створення');
    expect(activeFor('/video/calendar')).toBe('Календар');
    expect(activeFor('/photos/create/4')).toBe('Задній фон');
    expect(activeFor('/users/5')).toBe('Користувачі');
    expect(activeFor('/users/audit')).toBe('Журнал дій');
  });

  it('highlights nothing on a page outside the menu', () => {
    expect(activeFor('/setting')).toBeNull();
    expect(activeFor('/no/such')).toBeNull();
    expect(activeFor('/tagsx')).toBeNull();
  });
});
