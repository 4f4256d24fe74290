import { Activity, Clapperboard, History, Image, Tags, UserRoundCog, Users, type LucideIcon } from 'lucide-react';
import { paths, sections } from '../paths';
import { shellText } from '../text';

export interface NavLeaf {
  label: string;
  to: string;
  /** Path prefixes that count as this item's section (longest match wins), e.g. its create/detail pages. */
  sections: string[];
}

export interface NavItem extends NavLeaf {
  key: string;
  icon: LucideIcon;
  children?: NavLeaf[];
  adminOnly?: boolean;
}

const n = shellText.nav;

/** The sidebar, every item, in order. */
export const navItems: NavItem[] = [
  {
    key: 'accounts',
    label: n.accounts,
    icon: UserRoundCog,
    to: paths.accounts.list.getHref(),
    sections: [],
    children: [
      { label: n.accountsList, to: paths.accounts.list.getHref(), sections: [sections.accounts] },
      { label: n.accountGroups, to: paths.groups.list.getHref(), sections: [sections.groups] },
      { label: shellText.nav.health, to: paths.accounts.health.getHref(), sections: [paths.accounts.health.path] },
    ],
  },
  {
    key: 'video',
    label: n.video,
    icon: Clapperboard,
    to: paths.videos.list.getHref(),
    sections: [],
    children: [
      { label: n.youtube, to: paths.videos.list.getHref(), sections: [paths.videos.list.path, paths.videos.published.indexPath] },
      {
        label: n.creationRequests,
        to: paths.videos.requests.getHref(),
        sections: [paths.videos.request.indexPath, paths.videos.create.path],
      },
      { label: n.calendar, to: paths.videos.calendar.getHref(), sections: [paths.videos.calendar.path] },
    ],
  },
  { key: 'photos', label: n.backgrounds, icon: Image, to: paths.backgrounds.folders.getHref(), sections: [paths.backgrounds.folders.path] },
  { key: 'tags', label: n.tags, icon: Tags, to: paths.tags.list.getHref(), sections: [paths.tags.list.path] },
  { key: 'users', label: n.users, icon: Users, to: paths.users.list.getHref(), sections: [paths.users.list.path], adminOnly: true },
  { key: 'audit', label: n.audit, icon: History, to: paths.users.audit.getHref(), sections: [paths.users.audit.path], adminOnly: true },
  { key: 'events', label: n.events, icon: Activity, to: paths.events.getHref(), sections: [paths.events.path] },
];
