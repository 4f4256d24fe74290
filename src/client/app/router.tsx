import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import type { LayoutRouteHandle } from './layout/use-focus-first-field';

/** Every route module is lazy: a screen's code loads when its path is first visited. */
const page = (load: () => Promise<ComponentType>): RouteObject['lazy'] => async () => ({ Component: await load() });

/** A create page: the layout focuses its form's first field when it opens. */
const createPage: LayoutRouteHandle = { focusFirstField: true };

export const routes: RouteObject[] = [
  {
    path: '/',
    lazy: page(async () => (await import('./layout/app-layout')).AppLayout),
    HydrateFallback: () => <Spinner fullPage size="lg" />,
    children: [
      { index: true, lazy: page(async () => (await import('./routes/home-redirect')).HomeRedirect) },

      { path: 'accounts/list', lazy: page(async () => (await import('../features/accounts/routes/accounts-list-page')).AccountsListPage) },
      { path: 'accounts/create', handle: createPage, lazy: page(async () => (await import('../features/accounts/routes/account-create-page')).AccountCreatePage) },
      { path: 'accounts/group/list', lazy: page(async () => (await import('../features/accounts/routes/groups-list-page')).GroupsListPage) },
      { path: 'accounts/group/create', handle: createPage, lazy: page(async () => (await import('../features/accounts/routes/group-create-page')).GroupCreatePage) },
      { path: 'accounts/group/:id', lazy: page(async () => (await import('../features/accounts/routes/group-detail-page')).GroupDetailPage) },
      { path: 'accounts/health', lazy: page(async () => (await import('../features/accounts/routes/health-page')).HealthPage) },
      { path: 'accounts/:id', lazy: page(async () => (await import('../features/accounts/routes/account-detail-page')).AccountDetailPage) },

      { path: 'video/list', lazy: page(async () => (await import('../features/videos/routes/video-list-page')).VideoListPage) },
      { path: 'video/create', handle: createPage, lazy: page(async () => (await import('../features/videos/routes/video-create-page')).VideoCreatePage) },
      { path: 'video/request-create', lazy: page(async () => (await import('../features/videos/routes/creation-requests-page')).CreationRequestsPage) },
      { path: 'video/request', lazy: page(async () => (await import('../features/videos/routes/publication-page')).PublicationPage) },
      { path: 'video/request/:idUpload', lazy: page(async () => (await import('../features/videos/routes/publication-page')).PublicationPage) },
      { path: 'video/youtube', lazy: page(async () => (await import('../features/videos/routes/published-item-page')).PublishedItemPage) },
      { path: 'video/youtube/:idUpload', lazy: page(async () => (await import('../features/videos/routes/published-item-page')).PublishedItemPage) },

      { path: 'photos', lazy: page(async () => (await import('../features/photos/routes/folders-page')).FoldersPage) },
      { path: 'photos/create-folder', handle: createPage, lazy: page(async () => (await import('../features/photos/routes/create-folder-page')).CreateFolderPage) },
      { path: 'photos/create/:id', lazy: page(async () => (await import('../features/photos/routes/background-upload-page')).BackgroundUploadPage) },
      { path: 'photos/:id', lazy: page(async () => (await import('../features/photos/routes/folder-page')).FolderPage) },

      { path: 'tags', lazy: page(async () => (await import('../features/tags/routes/tags-list-page')).TagsListPage) },
      { path: 'tags/create', handle: createPage, lazy: page(async () => (await import('../features/tags/routes/tag-create-page')).TagCreatePage) },
      { path: 'tags/:id', lazy: page(async () => (await import('../features/tags/routes/tag-detail-page')).TagDetailPage) },

      {
        path: 'users',
        lazy: page(async () => (await import('./routes/admin-only')).AdminOnly),
        children: [
          { index: true, lazy: page(async () => (await import('../features/users/routes/users-list-page')).UsersListPage) },
          { path: 'create', handle: createPage, lazy: page(async () => (await import('../features/users/routes/user-create-page')).UserCreatePage) },
          { path: ':id', lazy: page(async () => (await import('../features/users/routes/user-detail-page')).UserDetailPage) },
        ],
      },

      { path: 'setting', lazy: page(async () => (await import('../features/auth/routes/settings-page')).SettingsPage) },
      { path: '*', lazy: page(async () => (await import('./routes/not-found-page')).NotFoundPage) },
    ],
  },
];

export const router = createBrowserRouter(routes);
