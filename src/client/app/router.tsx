import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from './paths';
import type { LayoutRouteHandle } from './layout/use-focus-first-field';
import { detailLoaders, type LoaderContext, samePathKeepsLoaderData } from './route-loaders';

/** Every route module is lazy: a screen's code loads when its path is first visited. */
const page =
  (load: () => Promise<ComponentType>): RouteObject['lazy'] =>
  async () => ({ Component: await load() });

/** A create page: the layout focuses its form's first field when it opens. */
const createPage: LayoutRouteHandle = { focusFirstField: true };

/**
 * The routes, their paths from `paths.ts`. The detail routes have a loader
 * (`route-loaders.ts`) that starts the page's query while the route's chunk is still loading.
 */
export function createRoutes(context: LoaderContext): RouteObject[] {
  const loaders = detailLoaders(context);
  const detail = (loader: RouteObject['loader']): Pick<RouteObject, 'loader' | 'shouldRevalidate'> => ({
    loader,
    shouldRevalidate: samePathKeepsLoaderData,
  });
  return [
    {
      path: paths.home.path,
      lazy: page(async () => (await import('./layout/app-layout')).AppLayout),
      HydrateFallback: () => <Spinner fullPage size="lg" />,
      children: [
        { index: true, lazy: page(async () => (await import('./routes/home-redirect')).HomeRedirect) },

        {
          path: paths.accounts.list.path,
          lazy: page(async () => (await import('@client/features/accounts/routes/accounts-list-page')).AccountsListPage),
        },
        {
          path: paths.accounts.create.path,
          handle: createPage,
          lazy: page(async () => (await import('@client/features/accounts/routes/account-create-page')).AccountCreatePage),
        },
        {
          path: paths.accounts.import.path,
          lazy: page(async () => (await import('@client/features/accounts/routes/accounts-import-page')).AccountsImportPage),
        },
        {
          path: paths.accounts.connect.path,
          lazy: page(async () => (await import('@client/features/accounts/routes/accounts-connect-page')).AccountsConnectPage),
        },
        {
          path: paths.groups.list.path,
          lazy: page(async () => (await import('@client/features/accounts/routes/groups-list-page')).GroupsListPage),
        },
        {
          path: paths.groups.create.path,
          handle: createPage,
          lazy: page(async () => (await import('@client/features/accounts/routes/group-create-page')).GroupCreatePage),
        },
        {
          path: paths.groups.detail.path,
          ...detail(loaders.group),
          lazy: page(async () => (await import('@client/features/accounts/routes/group-detail-page')).GroupDetailPage),
        },
        {
          path: paths.accounts.health.path,
          lazy: page(async () => (await import('@client/features/accounts/routes/health-page')).HealthPage),
        },
        {
          path: paths.accounts.detail.path,
          ...detail(loaders.account),
          lazy: page(async () => (await import('@client/features/accounts/routes/account-detail-page')).AccountDetailPage),
        },

        {
          path: paths.videos.list.path,
          lazy: page(async () => (await import('@client/features/publishing/routes/video-list-page')).VideoListPage),
        },
        {
          path: paths.videos.create.path,
          handle: createPage,
          lazy: page(async () => (await import('@client/features/creation/routes/video-create-page')).VideoCreatePage),
        },
        {
          path: paths.videos.requests.path,
          lazy: page(async () => (await import('@client/features/creation/routes/creation-requests-page')).CreationRequestsPage),
        },
        {
          path: paths.videos.calendar.path,
          lazy: page(async () => (await import('@client/features/calendar/routes/calendar-page')).CalendarPage),
        },
        {
          path: paths.videos.request.indexPath,
          lazy: page(async () => (await import('@client/features/publishing/routes/publication-page')).PublicationPage),
        },
        {
          path: paths.videos.request.path,
          ...detail(loaders.creationRequest),
          lazy: page(async () => (await import('@client/features/publishing/routes/publication-page')).PublicationPage),
        },
        {
          path: paths.videos.published.indexPath,
          lazy: page(async () => (await import('@client/features/publishing/routes/published-item-page')).PublishedItemPage),
        },
        {
          path: paths.videos.published.path,
          ...detail(loaders.publication),
          lazy: page(async () => (await import('@client/features/publishing/routes/published-item-page')).PublishedItemPage),
        },

        {
          path: paths.backgrounds.folders.path,
          lazy: page(async () => (await import('@client/features/backgrounds/routes/folders-page')).FoldersPage),
        },
        {
          path: paths.backgrounds.createFolder.path,
          handle: createPage,
          lazy: page(async () => (await import('@client/features/backgrounds/routes/create-folder-page')).CreateFolderPage),
        },
        {
          path: paths.backgrounds.upload.path,
          ...detail(loaders.folderUpload),
          lazy: page(async () => (await import('@client/features/backgrounds/routes/background-upload-page')).BackgroundUploadPage),
        },
        {
          path: paths.backgrounds.folder.path,
          ...detail(loaders.folder),
          lazy: page(async () => (await import('@client/features/backgrounds/routes/folder-page')).FolderPage),
        },

        { path: paths.tags.list.path, lazy: page(async () => (await import('@client/features/tags/routes/tags-list-page')).TagsListPage) },
        {
          path: paths.tags.create.path,
          handle: createPage,
          lazy: page(async () => (await import('@client/features/tags/routes/tag-create-page')).TagCreatePage),
        },
        {
          path: paths.tags.detail.path,
          ...detail(loaders.tagSet),
          lazy: page(async () => (await import('@client/features/tags/routes/tag-detail-page')).TagDetailPage),
        },

        {
          path: paths.users.list.path,
          lazy: page(async () => (await import('./routes/admin-only')).AdminOnly),
          children: [
            { index: true, lazy: page(async () => (await import('@client/features/users/routes/users-list-page')).UsersListPage) },
            {
              path: paths.users.create.path,
              handle: createPage,
              lazy: page(async () => (await import('@client/features/users/routes/user-create-page')).UserCreatePage),
            },
            {
              path: paths.users.audit.path,
              lazy: page(async () => (await import('@client/features/audit/routes/audit-page')).AuditPage),
            },
            {
              path: paths.users.detail.path,
              ...detail(loaders.user),
              lazy: page(async () => (await import('@client/features/users/routes/user-detail-page')).UserDetailPage),
            },
          ],
        },

        { path: paths.login.path, lazy: page(async () => (await import('./routes/login-redirect')).LoginRedirect) },
        {
          path: paths.settings.path,
          lazy: page(async () => (await import('@client/features/settings/routes/settings-page')).SettingsPage),
        },
        {
          path: paths.events.path,
          lazy: page(async () => (await import('@client/features/events/routes/events-page')).EventsPage),
        },
        { path: '*', lazy: page(async () => (await import('./routes/not-found-page')).NotFoundPage) },
      ],
    },
  ];
}

/** The app's router (a data router: the loaders need it), made once the user is signed in. */
export const createAppRouter = (context: LoaderContext) => createBrowserRouter(createRoutes(context));
