import { Clapperboard, Image, Tags, UserRoundCog, Users, type LucideIcon } from 'lucide-react';
import { uiText } from '../../lib/ui-text';

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

const n = uiText.nav;

/** The sidebar of SPEC §2, every item, in order. */
export const navItems: NavItem[] = [
  {
    key: 'accounts',
    label: n.accounts,
    icon: UserRoundCog,
    to: '/accounts/list',
    sections: [],
    children: [
      { label: n.accountsList, to: '/accounts/list', sections: ['/accounts'] },
      { label: n.accountGroups, to: '/accounts/group/list', sections: ['/accounts/group'] },
      { label: uiText.fleet.nav, to: '/accounts/health', sections: ['/accounts/health'] },
    ],
  },
  {
    key: 'video',
    label: n.video,
    icon: Clapperboard,
    to: '/video/list',
    sections: [],
    children: [
      { label: n.youtube, to: '/video/list', sections: ['/video/list', '/video/youtube'] },
      { label: n.creationRequests, to: '/video/request-create', sections: ['/video/request', '/video/create'] },
    ],
  },
  { key: 'photos', label: n.backgrounds, icon: Image, to: '/photos', sections: ['/photos'] },
  { key: 'tags', label: n.tags, icon: Tags, to: '/tags', sections: ['/tags'] },
  { key: 'users', label: n.users, icon: Users, to: '/users', sections: ['/users'], adminOnly: true },
];
