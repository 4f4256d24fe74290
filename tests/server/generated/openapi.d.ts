// Generated from GET /api/docs by tests/server/plugins/openapi-contract.test.ts (openapi-typescript; binary parts as Blob).
// Do not edit: run `UPDATE_OPENAPI=1 npx vitest run --project integration tests/server/plugins/openapi-contract.test.ts`.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database reachability (500 when the database does not answer) */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with login and password */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new access token for a live refresh token */
        post: operations["refreshAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a refresh token (ends that sign-in); an unknown token is already signed out */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the signed-in user's password (other sign-ins are ended); attempts are limited per user */
        patch: operations["changeOwnPassword"];
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users with their profile and video counts
         * @description `q` finds users by id or login (substring, case ignored).
         */
        get: operations["listUsers"];
        put?: never;
        /** Create a user */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user with the first page of their profiles and videos */
        get: operations["getUser"];
        put?: never;
        post?: never;
        /** Delete a user with everything they own (not yourself, not the last admin) */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        /** Change a user's login, password or role (a new password ends their sign-ins) */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/api/users/{id}/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the user's profiles */
        get: operations["listUserProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the user's published videos */
        get: operations["listUserVideos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the audit log, newest first, with each change before → after (secrets as "змінено")
         * @description `userId` (who acted), `entityType`, `entityId`, `action`, `from` and `to` (ISO instants, `from` ≤ at < `to`); all optional. Pages are keyset: pass the answer's `nextCursor` as `cursor` for the older entries.
         */
        get: operations["listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The users the audit log's user filter offers */
        get: operations["listAuditUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every entry the filter finds as CSV (UTF-8 with BOM, `;`), streamed newest first
         * @description `userId` (who acted), `entityType`, `entityId`, `action`, `from` and `to` (ISO instants, `from` ≤ at < `to`); all optional.
         */
        get: operations["exportAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Profiles (own; all for admin)
         * @description `q` finds profiles by id, comment, proxy or owner login (substring, case ignored); `label` (repeated for several) keeps the profiles carrying any of those labels (case ignored).
         */
        get: operations["listProfiles"];
        put?: never;
        /** Create a profile */
        post: operations["createProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The labels on the profiles the user sees (own; all for admin), each with how many of those profiles carry it */
        get: operations["listProfileLabels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Profile options for a group form: free profiles of the group owner plus this group's (groupId 0: a new group) */
        get: operations["listGroupProfileOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A profile (secrets only as has* flags) with its first page of videos */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        /** Delete a profile with its publications */
        delete: operations["deleteProfile"];
        options?: never;
        head?: never;
        /** Update a profile; omitted fields and empty secrets keep their stored value */
        patch: operations["updateProfile"];
        trace?: never;
    };
    "/api/accounts/{id}/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the profile's published videos */
        get: operations["listProfileVideos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/update-channel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the YouTube channel description on YouTube (channels.update through the profile proxy), then store it; 502 when YouTube refuses */
        patch: operations["updateYouTubeChannelDescription"];
        trace?: never;
    };
    "/api/accounts/update-profile-inst/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the Instagram profile name and/or biography on Instagram (through the profile proxy), then store them; 502 when Instagram refuses */
        patch: operations["updateInstagramProfile"];
        trace?: never;
    };
    "/api/accounts/{id}/instagram/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the code of an Instagram login confirmation (two-factor or challenge) through the profile proxy; clears the checkpoint */
        post: operations["verifyInstagramLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/instagram/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 'Я підтвердив вхід': the owner approved the login in the Instagram app; log in again and clear the checkpoint */
        post: operations["confirmInstagramLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/tiktok-creator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What TikTok lets the profile's creator choose now (creator_info through the profile proxy); 409 when TikTok is off, 502 when TikTok refuses */
        get: operations["getTikTokCreatorInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/youtube/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OAuth redirect target for "Connect YouTube" (an HTML page for the browser)
         * @description Authorised by its one-time `state` and the cookie that binds it to the browser that started the consent. A replayed, expired or foreign state, or a profile that no longer expects the connection, is refused with a page (400/409) and changes nothing.
         */
        get: operations["youtubeOAuthCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/tiktok/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OAuth redirect target for "Connect TikTok" (an HTML page for the browser)
         * @description Authorised by its one-time `state` and the cookie that binds it to the browser that started the consent. A replayed, expired or foreign state, or a profile that no longer expects the connection, is refused with a page (400/409) and changes nothing.
         */
        get: operations["tiktokOAuthCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/connect-youtube/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A single-use invitation to connect the profile's YouTube from another device; `url` is its link (copied to the clipboard)
         * @description The link opens a page that starts Google's consent in the browser that opens it. 409 while YouTube is off or its client id/secret are missing.
         */
        post: operations["connectYouTube"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/connect-tiktok/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A single-use invitation to connect the profile's TikTok from another device; `url` is its link
         * @description The link opens a page that starts TikTok's consent in the browser that opens it. 409 while TikTok is off or its access holds no client_key/client_secret.
         */
        post: operations["connectTikTok"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/authorize/{platform}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The platform's consent page for this browser: the answer sets the cookie that binds the one-time state to it */
        post: operations["authorizeHere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/connect-invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The profile's invitations to connect YouTube or TikTok (newest first, the last 20), each with its state */
        get: operations["listConnectInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/connect-invitations/{invitationId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke an invitation that is not used yet; 409 once it is used, revoked or expired */
        post: operations["revokeConnectInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connect/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An invitation's page (HTML): what it is for and a button that starts the consent in this browser
         * @description Reading it marks nothing (link previews fetch it too). 404 for an unknown link, 410 for a used, revoked, expired or elsewhere-opened one.
         */
        get: operations["connectInvitationPage"];
        put?: never;
        /**
         * Start the invitation's consent in this browser: a page that goes on to the platform's consent at once, with the cookies that bind it here
         * @description The first browser to start it keeps the invitation; another is refused (410).
         */
        post: operations["startConnectInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/connect-candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The connect page's picker: the caller's profiles with YouTube or TikTok on (newest first, at most 500) and how many match
         * @description `ids` asks for exactly those profiles (the other filters are ignored); otherwise `q` (as the profiles list), `groupId`, `platform` (only profiles with it on) and `notConnected=true` (only those whose platform is on but not connected).
         */
        get: operations["listConnectCandidates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/connect-batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One single-use invitation per chosen profile and platform (at most 500 profiles); the links are in this answer only
         * @description Every id must be a profile the caller may reach (an admin: any), or nothing is made (404 naming the ids). A platform switched off on a profile is passed over; one switched on without its client id/secret (YouTube) or access (TikTok) is listed in `skipped` with why; 409 when nothing is left. Earlier invitations of the same profile and platform not opened yet are revoked.
         */
        post: operations["createConnectBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/connect-batches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A batch's invitations, each with its profile and state (the links are not kept: `url` is null) */
        get: operations["getConnectBatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/connect-batches/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 'Скасувати всі': revoke every invitation of the batch not used yet; how many, and the batch as it is now */
        post: operations["revokeConnectBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/import-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The empty import file: the columns in Ukrainian and what each takes (a second sheet, or # lines in the CSV) */
        get: operations["getProfileImportTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The profiles list's search and label filter as CSV or XLSX in the template's columns (own profiles; all for admin); no secrets
         * @description Secret columns are empty; a column per platform says whether its credentials are set. `label` as on the list.
         */
        get: operations["exportProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The dry run of a profile file: each row as created, updated, unchanged or refused (by column), and the import it becomes
         * @description Multipart: `file`, `key` (`id` or `comment`), `createGroups`. Nothing is written but the import record; the same file with the same options is the same import. No secret is answered.
         */
        post: operations["checkProfileImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import's progress (rows handled) and result; polled while it is applied */
        get: operations["getProfileImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/imports/{id}/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a checked import with its file sent again, in chunks of 500 rows (one transaction each); a done import answers its result
         * @description Multipart: `file` (the same file: 409 otherwise). 409 while another request applies it.
         */
        post: operations["applyProfileImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts-group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Profile groups (own; all for admin)
         * @description `q` finds groups by id, name or a member profile's comment (substring, case ignored).
         */
        get: operations["listGroups"];
        put?: never;
        /** Create a group of your profiles */
        post: operations["createGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts-group/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A group with its profiles as options */
        get: operations["getGroup"];
        put?: never;
        post?: never;
        /** Delete a group (its profiles stay) */
        delete: operations["deleteGroup"];
        options?: never;
        head?: never;
        /** Rename a group and set its profiles */
        patch: operations["updateGroup"];
        trace?: never;
    };
    "/api/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tag sets of the team
         * @description `q` finds tag sets by id, name or any of their tags (substring, case ignored).
         */
        get: operations["listTagSets"];
        put?: never;
        /** Create a tag set (tags are trimmed, lowercased, deduplicated) */
        post: operations["createTagSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tag set */
        get: operations["getTagSet"];
        put?: never;
        post?: never;
        /** Delete a tag set (author or admin) */
        delete: operations["deleteTagSet"];
        options?: never;
        head?: never;
        /** Change a tag set (author or admin) */
        patch: operations["updateTagSet"];
        trace?: never;
    };
    "/api/folder/photo-bg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Background folders with their photo and video counts
         * @description `q` finds folders by name (substring, case ignored).
         */
        get: operations["listBackgroundFolders"];
        put?: never;
        /** Create a folder */
        post: operations["createBackgroundFolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folder/photo-bg/select": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All folders as select options { id, title, value } with their photo and video counts */
        get: operations["listBackgroundFolderOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folder/photo-bg/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a folder with its media (author or admin) */
        delete: operations["deleteBackgroundFolder"];
        options?: never;
        head?: never;
        /** Rename a folder (author or admin) */
        patch: operations["renameBackgroundFolder"];
        trace?: never;
    };
    "/api/photo-bg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All background media, newest first */
        get: operations["listBackgroundMedia"];
        put?: never;
        /**
         * Upload photos and videos to a folder
         * @description Multipart: repeated `files` (images), repeated `videos` and `folderId`. Every file is checked by its content; all or nothing. Honours `Idempotency-Key`.
         */
        post: operations["uploadBackgroundMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/photo-bg/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A folder's media, newest first, with the folder */
        get: operations["listFolderMedia"];
        put?: never;
        post?: never;
        /** Delete a photo or video (its author, the folder author or admin) */
        delete: operations["deleteBackgroundMedia"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/create-video/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a request to render N variants of a video
         * @description Multipart: `file` (one video), `countVideo`, `isVideo`, `isPhoto` and repeated `folders[]`. The video is checked by content and limits; folders must hold backgrounds of the chosen kind. Honours `Idempotency-Key`.
         */
        post: operations["createCreationRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/create-video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Creation requests with status and progress (doneCount of countVideo), newest first
         * @description `q` finds requests by id, source file name, idUpload or their publication's title (substring, case ignored).
         */
        get: operations["listCreationRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/create-video/request/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A request by idUpload with its rendered videos, the tag sets, the profile options and groups for publishing */
        get: operations["getCreationRequest"];
        put?: never;
        post?: never;
        /** Delete a request with its source and rendered files */
        delete: operations["deleteCreationRequest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a resumable upload (tus creation)
         * @description tus 1.0 (https://tus.io/protocols/resumable-upload), core with the creation, termination and expiration extensions (not concatenation: `Upload-Concat` answers 400); errors are `{ message }` in Ukrainian. An upload belongs to the user who created it: any other user gets 404. Only the `{id}` of the path names the upload; the rest of the URL (a query string) never does. `Upload-Length` over MAX_UPLOAD_BYTES answers 413. `Upload-Metadata` must carry `filename` and `kind` (`image` or `video`: what its content must be), optionally `filetype`. The answer's `Location` is the upload's URL.
         */
        post: operations["createUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Give up an upload and delete what was received (tus termination)
         * @description tus 1.0 (https://tus.io/protocols/resumable-upload), core with the creation, termination and expiration extensions (not concatenation: `Upload-Concat` answers 400); errors are `{ message }` in Ukrainian. An upload belongs to the user who created it: any other user gets 404. Only the `{id}` of the path names the upload; the rest of the URL (a query string) never does.
         */
        delete: operations["deleteUpload"];
        options?: never;
        /**
         * How much of an upload the server has (tus HEAD): resume from `Upload-Offset`
         * @description tus 1.0 (https://tus.io/protocols/resumable-upload), core with the creation, termination and expiration extensions (not concatenation: `Upload-Concat` answers 400); errors are `{ message }` in Ukrainian. An upload belongs to the user who created it: any other user gets 404. Only the `{id}` of the path names the upload; the rest of the URL (a query string) never does. An expired upload answers 410. An upload already committed answers as complete (`Upload-Offset` = `Upload-Length`): repeat the commit with its `Idempotency-Key` to get its answer.
         */
        head: operations["getUploadOffset"];
        /**
         * Send bytes of an upload from its offset (tus PATCH)
         * @description tus 1.0 (https://tus.io/protocols/resumable-upload), core with the creation, termination and expiration extensions (not concatenation: `Upload-Concat` answers 400); errors are `{ message }` in Ukrainian. An upload belongs to the user who created it: any other user gets 404. Only the `{id}` of the path names the upload; the rest of the URL (a query string) never does. `Upload-Offset` must equal the server's (409 otherwise: ask HEAD again). A cut connection keeps the bytes received, so the next HEAD tells where to go on. When the last byte is in, the file's magic bytes must be of the declared kind: otherwise 415 with `«name»: Файл повинен бути …` (or 422 for an empty file) and the upload is deleted. More bytes than `Upload-Length` answer 413.
         */
        patch: operations["sendUploadBytes"];
        trace?: never;
    };
    "/api/upload-limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The largest single file the server accepts (MAX_UPLOAD_BYTES): a bigger one answers 413 */
        get: operations["getUploadLimits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/photo-bg/from-uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add finished resumable uploads to a folder as photos (`files`) and videos (`videos`)
         * @description The uploads must be finished resumable uploads (`/api/uploads`) of the caller; each is used once (422 after that; 410 when it expired: send it again; 409 while it is not complete). Checked and saved exactly as the multipart upload, all or nothing; honours `Idempotency-Key` (the answer is recorded in the same transaction as the rows and the uploads' use).
         */
        post: operations["uploadBackgroundMediaFromUploads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/create-video/from-uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a request to render N variants of a finished resumable upload (`file`)
         * @description The uploads must be finished resumable uploads (`/api/uploads`) of the caller; each is used once (422 after that; 410 when it expired: send it again; 409 while it is not complete). Checked and saved exactly as the multipart upload, all or nothing; honours `Idempotency-Key` (the answer is recorded in the same transaction as the rows and the uploads' use). The other fields are those of the multipart form, as JSON.
         */
        post: operations["createCreationRequestFromUploads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The 'YouTube' list: publications newest first with their status and done/failed counts
         * @description `q` finds publications by id, title or idUpload (substring, case ignored).
         */
        get: operations["listPublications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publication/create/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a finished creation request
         * @description Video k goes to profile k, each on every chosen platform active for that profile; `date` is a datetime-local read as Kyiv time (future) or empty for now. Refused (422) when a profile has no chosen platform switched on, or when a chosen platform of a profile is unready (see the readiness read) and `skip` does not list the pair; listed pairs get no row, and a video whose every pair is skipped stays unsent. 409 for videos already sent. A later batch of the request saves the item's title, description, tags and options: its rows not yet sent take them too, rows sent keep theirs. Honours `Idempotency-Key`.
         */
        post: operations["createPublication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publication/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A publication by idUpload: its fields, the tag sets, and one row per video × platform */
        get: operations["getPublication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit title, description, tags and the platform flags of a publication
         * @description Tags are a list or comma-separated. Title, description, tags and options reach the rows not yet sent to their platform (`atPlatform` false), sent rows keep what they went out with; a platform switched off stops its waiting and failed rows ('noactive'); switched on, it adds rows where the profile has it active.
         */
        patch: operations["updatePublication"];
        trace?: never;
    };
    "/api/upload-video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The 'YouTube' list: publications newest first with their status and done/failed counts (older path of the same call)
         * @description `q` finds publications by id, title or idUpload (substring, case ignored).
         */
        get: operations["listPublicationsOlder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload-video/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A publication by idUpload: its fields, the tag sets, and one row per video × platform (older path of the same call) */
        get: operations["getPublicationOlder"];
        put?: never;
        /**
         * Publish a finished creation request (older path of the same call)
         * @description Video k goes to profile k, each on every chosen platform active for that profile; `date` is a datetime-local read as Kyiv time (future) or empty for now. Refused (422) when a profile has no chosen platform switched on, or when a chosen platform of a profile is unready (see the readiness read) and `skip` does not list the pair; listed pairs get no row, and a video whose every pair is skipped stays unsent. 409 for videos already sent. A later batch of the request saves the item's title, description, tags and options: its rows not yet sent take them too, rows sent keep theirs. Honours `Idempotency-Key`.
         */
        post: operations["createPublicationOlder"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit title, description, tags and the platform flags of a publication (older path of the same call)
         * @description Tags are a list or comma-separated. Title, description, tags and options reach the rows not yet sent to their platform (`atPlatform` false), sent rows keep what they went out with; a platform switched off stops its waiting and failed rows ('noactive'); switched on, it adds rows where the profile has it active.
         */
        patch: operations["updatePublicationOlder"];
        trace?: never;
    };
    "/api/publication/readiness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether each chosen profile can publish on each platform now, by the health board's rules
         * @description One entry per profile and platform: `enabled` (switched on in the profile) and `unready`, the states that hold a post back (`reconnect`: not connected or flagged for a reconnect; `checkpoint`: an Instagram login to confirm; `proxy_down`: the proxy's last check failed; a pause by the platform's limit is not one: those rows wait for its end). Profiles the caller may not see are left out. A publication refuses (422) an unready pair unless its body lists it in `skip`.
         */
        get: operations["getPublishReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publication/text-values": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What each chosen profile fills a publication's text variables with
         * @description `name` fills `{профіль}` (the profile's comment), `group` fills `{група}`, `links` fill `{посилання}` on each platform (TikTok's page is not kept: null); null means the profile cannot fill it, and a publication using it for that profile is refused (422). `platforms` are those switched on in the profile. Profiles the caller may not see are left out.
         */
        get: operations["getProfileTextValues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publication/retry/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish one row (status 'error' or a stuck 'loading') again; it resumes its upload or finds the post already made */
        post: operations["retryPublicationRow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload-video/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish one row again: `videoId` is the row id, `youTubeId` (optional) the idUpload it must belong to */
        post: operations["retryPublicationRowOlder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publication/stats/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A published item's views, likes and comments over time, and its posts ranked by views (best first)
         * @description Each point holds the counts of every post as they stood at `at` (its latest snapshot by then), YouTube and Instagram apart (TikTok counts are not collected); points are every whole hour of the last 48 hours, every Kyiv midnight of the last 90 days, every Kyiv Monday before, and the moment of the answer. Empty until the first counts come back. The ranking lists the published YouTube and Instagram posts by views, then likes, then comments.
         */
        get: operations["getPublicationStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A profile's views, likes and comments over time (all its posts)
         * @description Each point holds the counts of every post as they stood at `at` (its latest snapshot by then), YouTube and Instagram apart (TikTok counts are not collected); points are every whole hour of the last 48 hours, every Kyiv midnight of the last 90 days, every Kyiv Monday before, and the moment of the answer. Empty until the first counts come back.
         */
        get: operations["getProfileStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publication-presets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Publication presets: own, or everyone’s (with the owner) for an admin */
        get: operations["listPublicationPresets"];
        put?: never;
        /** Save a publication preset of the caller (groups must be the caller’s) */
        post: operations["createPublicationPreset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publication-presets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A publication preset */
        get: operations["getPublicationPreset"];
        put?: never;
        post?: never;
        /** Delete a publication preset (owner or admin) */
        delete: operations["deletePublicationPreset"];
        options?: never;
        head?: never;
        /** Rename or change a publication preset (owner or admin); fields left out are kept */
        patch: operations["updatePublicationPreset"];
        trace?: never;
    };
    "/api/posting-limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The product default posting limits per platform (posts per rolling 24 h, minimum gap, jitter) */
        get: operations["getPostingLimits"];
        /** Set the product default posting limits; rows already planned are checked against them when their time comes */
        put: operations["setPostingLimits"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A profile's own posting limits (null: the default), the defaults, and the pauses a platform's 'too many' put in force */
        get: operations["getAccountLimits"];
        /** Set a profile's own posting limits per platform (null goes back to the default) */
        put: operations["setAccountLimits"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A profile's own weekly posting slots and, per platform, the pattern it posts by (its own, a label's or its group's)
         * @description A pattern per platform: lines of ISO weekdays (1 Monday … 7 Sunday) and times HH:MM on Kyiv time; null: none of its own there. A profile posts by its own pattern, else its first-added label's, else its group's.
         */
        get: operations["getAccountSlots"];
        /**
         * Set a profile's own weekly posting slots per platform (null removes that platform's)
         * @description A pattern per platform: lines of ISO weekdays (1 Monday … 7 Sunday) and times HH:MM on Kyiv time; null: none of its own there. A profile posts by its own pattern, else its first-added label's, else its group's.
         */
        put: operations["setAccountSlots"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts-group/{id}/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A group's weekly posting slots per platform (its profiles without their own or a label's post by them)
         * @description A pattern per platform: lines of ISO weekdays (1 Monday … 7 Sunday) and times HH:MM on Kyiv time; null: none of its own there. A profile posts by its own pattern, else its first-added label's, else its group's.
         */
        get: operations["getGroupSlots"];
        /**
         * Set a group's weekly posting slots per platform (null removes that platform's)
         * @description A pattern per platform: lines of ISO weekdays (1 Monday … 7 Sunday) and times HH:MM on Kyiv time; null: none of its own there. A profile posts by its own pattern, else its first-added label's, else its group's.
         */
        put: operations["setGroupSlots"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/labels/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A label's weekly posting slots on one owner's profiles (the caller's; an admin may name `owner`)
         * @description A pattern per platform: lines of ISO weekdays (1 Monday … 7 Sunday) and times HH:MM on Kyiv time; null: none of its own there. A profile posts by its own pattern, else its first-added label's, else its group's. 404 when the owner has no profile carrying the label.
         */
        get: operations["getLabelSlots"];
        /**
         * Set a label's weekly posting slots on one owner's profiles (null removes that platform's)
         * @description A pattern per platform: lines of ISO weekdays (1 Monday … 7 Sunday) and times HH:MM on Kyiv time; null: none of its own there. A profile posts by its own pattern, else its first-added label's, else its group's. 404 when the owner has no profile carrying the label.
         */
        put: operations["setLabelSlots"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/free-slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A profile's free slots on a platform between two instants (at most 31 days): pattern times its limits and pauses still allow
         * @description Ascending ISO instants, from now on at the earliest; empty when no pattern applies. A view: planning one changes the others.
         */
        get: operations["getFreeSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publication/slot-gaps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Of the chosen profiles, those without weekly slots on some chosen platform they publish on (what 'у наступні вільні слоти' refuses)
         * @description Profiles the caller may not see are left out.
         */
        get: operations["getSlotGaps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The health board: one row per profile and platform switched on, with its state, its proxy (last check, next scheduled check), last post, last error, posts in 24 h against the cap and the next planned post
         * @description `state` keeps the rows in that state (`ready`: in none of the others), `platform` one platform, `group` one group, `q` finds profiles by id, comment, proxy or owner login.
         */
        get: operations["getHealthBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/health/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The health board's summary: how many rows are in each state (as `state` filters them) and in all
         * @description Under the same `platform`, `group` and `q` as the board (the state is what it counts).
         */
        get: operations["getHealthSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/check-proxy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 'Перевірити проксі' for several profiles (a few at a time): each one's exit address, reachability and latency
         * @description Profiles the caller may not reach are left out of the answer. Each call goes out through up to 100 proxies, so one user may start PROXY_CHECK_RATE_LIMIT of them per 10 minutes (then 429 with `Retry-After`).
         */
        post: operations["checkProxies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/check-proxy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 'Перевірити проксі': through the profile's proxy, the exit address an IP-echo service sees, with the latency, or why it failed */
        post: operations["checkProxy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/retry-failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 'Повторити невдалі' on a profile: every row of it in 'error' (on one platform when given) back to the queue */
        post: operations["retryProfileFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publication/retry-failed/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 'Повторити невдалі' on a published item: every row in 'error' back to the queue, each as a single retry */
        post: operations["retryPublicationFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publication/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calendar: per Kyiv hour of a range, how many rows are planned, running, published and failed
         * @description `from` and `to` are Kyiv dates, both included, at most 42 days. A row counts at its post when published, else at its planned slot. `platform`, `group`, `label` and `account` narrow the rows by their profile; `user` (admins) shows the calendar as that user sees it. `freeSlots`: with `account`, the profile’s free weekly posting slots in the range (on `platform`, or each); else empty.
         */
        get: operations["getCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publication/calendar/rows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An hour's or a day's rows of the calendar, grouped by publication
         * @description `from` and `to` are instants at most 25 hours apart; the first 500 rows by time, `total` counts all. Same filters as the calendar.
         */
        get: operations["getCalendarRows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publication/calendar/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a waiting row, or a publication's waiting rows, to another time if the posting limits allow it
         * @description With `publicationId` the earliest waiting row goes to `at` and the others by the same shift. The slot planner checks every row against its profile's cap, gap and pause under the same locks as scheduling: accepted (saved, the jobs moved) or refused with `nearest`, the nearest later time that keeps them (nothing saved). 404 for rows or publications the caller does not see; 409 when nothing named is waiting. Honours `Idempotency-Key`.
         */
        post: operations["moveCalendarRows"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/bulk-actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A bulk action on selected profiles (check proxies, move to a group, switch a platform, change the proxy, retry failed, delete), run as a job
         * @description `selection` is the ids (`by: ids`) or a list filter (`by: accounts` with `q`; `by: health` with the board`s filters), resolved on the server: own profiles, all for an admin. Ids of profiles the caller may not reach are recorded as refused and left alone. `setProxy` takes one proxy for all or one per profile in the selection`s order (newest first); another count is 400. The same `requestId` answers the action it started. Answers the record at once; poll its GET for progress.
         */
        post: operations["startBulkAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/bulk-actions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A bulk action's progress (done and refused of total) and each profile's result, refused ones first with the reason */
        get: operations["getBulkAction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publication/{id}/rows/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The selected rows of a published item in 'error' back to the queue, each as its single retry; the others refused with why */
        post: operations["retrySelectedRows"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publication/{id}/rows/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The selected planned rows of a published item (waiting, nothing sent to the platform yet) deleted; the others refused with why */
        post: operations["deletePlannedRows"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The webhook and Telegram endpoints the user registered (an admin: everyone’s) */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register an endpoint for the chosen kinds of event; a webhook’s signing secret is in this answer only
         * @description A user’s endpoint receives the events of what the user owns; an admin’s, every event. Each delivery is an HTTP POST of a JSON body shaped as the `WebhookPayload` schema (components.schemas) (its `version` is 1), signed per Standard Webhooks: headers `webhook-id` (`evt_<event id>`, the same on retries and resends), `webhook-timestamp` (seconds since the epoch) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of `<id>.<timestamp>.<body>`, keyed with the base64-decoded part of the `whsec_` secret after the prefix). A 2xx answer delivers; 410 Gone turns the endpoint off; anything else, a cut connection or a timeout (10 s) is retried with exponential backoff for about a day. Redirects are not followed.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an endpoint with its delivery log */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /** Change an endpoint’s kinds, turn it on or off, or replace a bot’s token or chat */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An endpoint’s delivery log, newest first: each event sent and every attempt (status, duration, the answer’s first 1 KB, error) */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries/{deliveryId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** ‘Надіслати ще раз’: the delivery goes out again now (the same id, a new timestamp and signature) */
        post: operations["resendWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The events the caller sees, newest first, with whether they read each; filtered by kind and profile
         * @description A user sees the events about what they own; an admin sees all.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unread events (counted up to 100) and the id of the newest event the caller sees: what the app polls */
        get: operations["eventsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks one event read for the caller */
        post: operations["readEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 'Позначити все прочитаним': every event the caller sees up to the newest is read */
        post: operations["readAllEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The kinds of event that notify the caller, and the server's VAPID public key (null: Web Push off) */
        get: operations["getEventSettings"];
        /** Chooses the kinds of event that notify the caller (system notifications and Web Push) */
        put: operations["saveEventSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/push-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** This device's Web Push subscription for the caller (PushSubscription.toJSON()); sent again, it is kept once */
        post: operations["subscribePush"];
        /** Removes this device's Web Push subscription of the caller */
        delete: operations["unsubscribePush"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stored file (photo, video, preview) by the key in its URL; supports Range (206) */
        get: operations["getMedia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** WebhookPayload */
        WebhookPayload: {
            /** @description `evt_<event id>`: the `webhook-id` header; the same on every retry and resend */
            id: string;
            /** @enum {unknown} */
            version: 1;
            /** @enum {unknown} */
            type: "render.finished";
            /** @description When the event was recorded (ISO 8601) */
            createdAt: string;
            ownerId: number | null;
            profileId: number | null;
            profileTitle: string | null;
            data: {
                requestId: number;
                idUpload: string;
                rendered: number;
                failed: number;
            };
        } | {
            /** @description `evt_<event id>`: the `webhook-id` header; the same on every retry and resend */
            id: string;
            /** @enum {unknown} */
            version: 1;
            /** @enum {unknown} */
            type: "render.failed";
            /** @description When the event was recorded (ISO 8601) */
            createdAt: string;
            ownerId: number | null;
            profileId: number | null;
            profileTitle: string | null;
            data: {
                requestId: number;
                idUpload: string;
                failed: number;
                reason: string | null;
            };
        } | {
            /** @description `evt_<event id>`: the `webhook-id` header; the same on every retry and resend */
            id: string;
            /** @enum {unknown} */
            version: 1;
            /** @enum {unknown} */
            type: "publication.finished";
            /** @description When the event was recorded (ISO 8601) */
            createdAt: string;
            ownerId: number | null;
            profileId: number | null;
            profileTitle: string | null;
            data: {
                publicationId: number;
                idUpload: string;
                counts: {
                    [key: string]: number;
                };
            };
        } | {
            /** @description `evt_<event id>`: the `webhook-id` header; the same on every retry and resend */
            id: string;
            /** @enum {unknown} */
            version: 1;
            /** @enum {unknown} */
            type: "publication.rows_failed";
            /** @description When the event was recorded (ISO 8601) */
            createdAt: string;
            ownerId: number | null;
            profileId: number | null;
            profileTitle: string | null;
            data: {
                publicationId: number;
                idUpload: string;
                failed: number;
                reason: string | null;
            };
        } | {
            /** @description `evt_<event id>`: the `webhook-id` header; the same on every retry and resend */
            id: string;
            /** @enum {unknown} */
            version: 1;
            /** @enum {unknown} */
            type: "profile.reconnect_needed";
            /** @description When the event was recorded (ISO 8601) */
            createdAt: string;
            ownerId: number | null;
            profileId: number | null;
            profileTitle: string | null;
            data: {
                /** @enum {string} */
                platform: "youtube" | "tiktok" | "instagram";
                reason: string | null;
            };
        } | {
            /** @description `evt_<event id>`: the `webhook-id` header; the same on every retry and resend */
            id: string;
            /** @enum {unknown} */
            version: 1;
            /** @enum {unknown} */
            type: "profile.login_confirmation";
            /** @description When the event was recorded (ISO 8601) */
            createdAt: string;
            ownerId: number | null;
            profileId: number | null;
            profileTitle: string | null;
            data: {
                /** @enum {string} */
                platform: "youtube" | "tiktok" | "instagram";
            };
        } | {
            /** @description `evt_<event id>`: the `webhook-id` header; the same on every retry and resend */
            id: string;
            /** @enum {unknown} */
            version: 1;
            /** @enum {unknown} */
            type: "profile.paused";
            /** @description When the event was recorded (ISO 8601) */
            createdAt: string;
            ownerId: number | null;
            profileId: number | null;
            profileTitle: string | null;
            data: {
                /** @enum {string} */
                platform: "youtube" | "tiktok" | "instagram";
                until: string | null;
                reason: string | null;
            };
        } | {
            /** @description `evt_<event id>`: the `webhook-id` header; the same on every retry and resend */
            id: string;
            /** @enum {unknown} */
            version: 1;
            /** @enum {unknown} */
            type: "proxy.failed";
            /** @description When the event was recorded (ISO 8601) */
            createdAt: string;
            ownerId: number | null;
            profileId: number | null;
            profileTitle: string | null;
            data: {
                reason: string | null;
            };
        } | {
            /** @description `evt_<event id>`: the `webhook-id` header; the same on every retry and resend */
            id: string;
            /** @enum {unknown} */
            version: 1;
            /** @enum {unknown} */
            type: "proxy.recovered";
            /** @description When the event was recorded (ISO 8601) */
            createdAt: string;
            ownerId: number | null;
            profileId: number | null;
            profileTitle: string | null;
            data: Record<string, never>;
        } | {
            /** @description `evt_<event id>`: the `webhook-id` header; the same on every retry and resend */
            id: string;
            /** @enum {unknown} */
            version: 1;
            /** @enum {unknown} */
            type: "import.finished";
            /** @description When the event was recorded (ISO 8601) */
            createdAt: string;
            ownerId: number | null;
            profileId: number | null;
            profileTitle: string | null;
            data: {
                importId: number;
                created: number;
                updated: number;
                refused: number;
            };
        } | {
            /** @description `evt_<event id>`: the `webhook-id` header; the same on every retry and resend */
            id: string;
            /** @enum {unknown} */
            version: 1;
            /** @enum {unknown} */
            type: "bulk_action.finished";
            /** @description When the event was recorded (ISO 8601) */
            createdAt: string;
            ownerId: number | null;
            profileId: number | null;
            profileTitle: string | null;
            data: {
                actionId: number;
                action: string;
                done: number;
                refused: number;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        ok: true;
                        /** @enum {string} */
                        database: "pglite" | "postgres";
                    };
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    login: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            login: string;
                            /** @enum {string} */
                            role: "admin" | "user";
                        };
                        accessToken: string;
                        refreshToken: string;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many attempts; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    refreshAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    changeOwnPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many attempts; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                page?: number;
                /** @description Search text (trimmed, at most 100 characters); empty: the whole list */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            login: string;
                            /** @enum {string} */
                            role: "admin" | "user";
                            createdAt: string;
                            videosCount: number;
                            accountsCount: number;
                            isLastAdmin: boolean;
                        }[];
                        page: number;
                        totalPages: number;
                        total: number;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The signed-in user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    login: string;
                    password: string;
                    /**
                     * @default user
                     * @enum {string}
                     */
                    role?: "admin" | "user";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        login: string;
                        /** @enum {string} */
                        role: "admin" | "user";
                        createdAt: string;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The signed-in user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            login: string;
                            /** @enum {string} */
                            role: "admin" | "user";
                            createdAt: string;
                        };
                        accounts: {
                            data: {
                                id: number;
                                proxy: string;
                                comments: string;
                                /** @enum {string} */
                                status: "loading" | "success" | "error" | "noactive" | "publication";
                                isActiveYouTube: boolean;
                                isActiveTikTok: boolean;
                                isActiveInstagram: boolean;
                                inYouTube: boolean;
                                inTikTok: boolean;
                                inInstagram: boolean;
                                user: {
                                    id: number;
                                    login: string;
                                };
                                group: {
                                    id: number;
                                    name: string;
                                } | null;
                                labels: string[];
                                proxyCheck: {
                                    accountId: number;
                                    ok: boolean | null;
                                    exitIp: string | null;
                                    latencyMs: number | null;
                                    error: string | null;
                                    checkedAt: string | null;
                                    sharedWith: number[];
                                    sharedWithOthers: number;
                                };
                            }[];
                            page: number;
                            totalPages: number;
                            total: number;
                        };
                        video: {
                            data: {
                                id: number;
                                date: string | null;
                                /** @enum {string} */
                                status: "loading" | "success" | "error" | "noactive" | "publication";
                                views: number;
                                viewsInstagram: number;
                                likes: number;
                                likesInstagram: number;
                                comments: number;
                                commentsInstagram: number;
                                urlYouTube: string | null;
                                urlInstagram: string | null;
                                error: string | null;
                                errorInstagram: string | null;
                                errorTiktok: string | null;
                                account: {
                                    id: number;
                                };
                                title: string;
                                idUpload: string;
                                posterUrl: string | null;
                                publishedOn: ("youtube" | "tiktok" | "instagram")[];
                            }[];
                            page: number;
                            totalPages: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The signed-in user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The signed-in user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    login?: string;
                    password?: string;
                    /** @enum {string} */
                    role?: "admin" | "user";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        login: string;
                        /** @enum {string} */
                        role: "admin" | "user";
                        createdAt: string;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The signed-in user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listUserProfiles: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            proxy: string;
                            comments: string;
                            /** @enum {string} */
                            status: "loading" | "success" | "error" | "noactive" | "publication";
                            isActiveYouTube: boolean;
                            isActiveTikTok: boolean;
                            isActiveInstagram: boolean;
                            inYouTube: boolean;
                            inTikTok: boolean;
                            inInstagram: boolean;
                            user: {
                                id: number;
                                login: string;
                            };
                            group: {
                                id: number;
                                name: string;
                            } | null;
                            labels: string[];
                            proxyCheck: {
                                accountId: number;
                                ok: boolean | null;
                                exitIp: string | null;
                                latencyMs: number | null;
                                error: string | null;
                                checkedAt: string | null;
                                sharedWith: number[];
                                sharedWithOthers: number;
                            };
                        }[];
                        page: number;
                        totalPages: number;
                        total: number;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The signed-in user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listUserVideos: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            date: string | null;
                            /** @enum {string} */
                            status: "loading" | "success" | "error" | "noactive" | "publication";
                            views: number;
                            viewsInstagram: number;
                            likes: number;
                            likesInstagram: number;
                            comments: number;
                            commentsInstagram: number;
                            urlYouTube: string | null;
                            urlInstagram: string | null;
                            error: string | null;
                            errorInstagram: string | null;
                            errorTiktok: string | null;
                            account: {
                                id: number;
                            };
                            title: string;
                            idUpload: string;
                            posterUrl: string | null;
                            publishedOn: ("youtube" | "tiktok" | "instagram")[];
                        }[];
                        page: number;
                        totalPages: number;
                        total: number;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The signed-in user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listAuditEntries: {
        parameters: {
            query?: {
                userId?: number;
                entityType?: "user" | "account" | "account_group" | "account_label" | "posting_limit" | "tag_set" | "background_folder" | "background_media" | "creation_request" | "publication" | "publication_video" | "bulk_action" | "connect_invitation" | "account_import" | "posting_slot_pattern" | "publication_preset" | "webhook" | "session";
                entityId?: string;
                action?: "create" | "update" | "delete" | "login" | "login_refused";
                from?: string;
                to?: string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @description ISO instant of the transaction that made the change */
                            at: string;
                            /** @enum {string} */
                            actorKind: "user" | "anonymous" | "system";
                            actorId: number | null;
                            /** @description The login at the time (the login tried, for a refused sign-in) */
                            actorLogin: string | null;
                            ip: string | null;
                            userAgent: string | null;
                            /** @enum {string} */
                            action: "create" | "update" | "delete" | "login" | "login_refused";
                            entityType: string;
                            entityId: string | null;
                            changes: {
                                field: string;
                                before: string | null;
                                after: string | null;
                            }[];
                        }[];
                        /** @description Pass as `cursor` for the next (older) page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The signed-in user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listAuditUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        login: string;
                    }[];
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The signed-in user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    exportAuditEntries: {
        parameters: {
            query?: {
                userId?: number;
                entityType?: "user" | "account" | "account_group" | "account_label" | "posting_limit" | "tag_set" | "background_folder" | "background_media" | "creation_request" | "publication" | "publication_video" | "bulk_action" | "connect_invitation" | "account_import" | "posting_slot_pattern" | "publication_preset" | "webhook" | "session";
                entityId?: string;
                action?: "create" | "update" | "delete" | "login" | "login_refused";
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": Blob;
                };
            };
            /** @description Partial content (Range) */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": Blob;
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The signed-in user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listProfiles: {
        parameters: {
            query?: {
                page?: number;
                /** @description Search text (trimmed, at most 100 characters); empty: the whole list */
                q?: string;
                /** @description Labels (the parameter repeated for several): profiles carrying any of them; case ignored */
                label?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            proxy: string;
                            comments: string;
                            /** @enum {string} */
                            status: "loading" | "success" | "error" | "noactive" | "publication";
                            isActiveYouTube: boolean;
                            isActiveTikTok: boolean;
                            isActiveInstagram: boolean;
                            inYouTube: boolean;
                            inTikTok: boolean;
                            inInstagram: boolean;
                            user: {
                                id: number;
                                login: string;
                            };
                            group: {
                                id: number;
                                name: string;
                            } | null;
                            labels: string[];
                            proxyCheck: {
                                accountId: number;
                                ok: boolean | null;
                                exitIp: string | null;
                                latencyMs: number | null;
                                error: string | null;
                                checkedAt: string | null;
                                sharedWith: number[];
                                sharedWithOthers: number;
                            };
                        }[];
                        page: number;
                        totalPages: number;
                        total: number;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    proxy: string;
                    /** @enum {string} */
                    ipVersion?: "ipv4" | "ipv6";
                    comments?: string;
                    inYouTube?: boolean;
                    inTikTok?: boolean;
                    inInstagram?: boolean;
                    YouTubeAuthClientId?: string;
                    YouTubeAuthClientSecret?: string;
                    YouTubeLogin?: string;
                    YouTubePassword?: string;
                    TikTokAccess?: string;
                    InstagramLogin?: string;
                    InstagramPassword?: string;
                    InstagramLocale?: string;
                    InstagramTimezone?: string;
                    labels?: string[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        proxy: string;
                        comments: string;
                        /** @enum {string} */
                        status: "loading" | "success" | "error" | "noactive" | "publication";
                        isActiveYouTube: boolean;
                        isActiveTikTok: boolean;
                        isActiveInstagram: boolean;
                        inYouTube: boolean;
                        inTikTok: boolean;
                        inInstagram: boolean;
                        user: {
                            id: number;
                            login: string;
                        };
                        group: {
                            id: number;
                            name: string;
                        } | null;
                        labels: string[];
                        proxyCheck: {
                            accountId: number;
                            ok: boolean | null;
                            exitIp: string | null;
                            latencyMs: number | null;
                            error: string | null;
                            checkedAt: string | null;
                            sharedWith: number[];
                            sharedWithOthers: number;
                        };
                        /** @enum {string} */
                        ipVersion: "ipv4" | "ipv6";
                        error: string | null;
                        hasProxyCredentials: boolean;
                        YouTubeAuthClientId: string;
                        YouTubeLogin: string;
                        hasYouTubeAuthClientSecret: boolean;
                        hasYouTubePassword: boolean;
                        hasTikTokAccess: boolean;
                        /** @enum {string|null} */
                        tiktokAccessKind: "app" | "token" | null;
                        InstagramLogin: string;
                        hasInstagramPassword: boolean;
                        InstagramLocale: string;
                        InstagramTimezone: string;
                        /** @enum {string|null} */
                        instagramCheckpoint: "challenge" | "two_factor" | null;
                        channel: {
                            description: string;
                            idChannel: string | null;
                            titleChannel: string | null;
                            urlChannel: string | null;
                        };
                        profileNameInstagram: string;
                        profileDescriptionInstagram: string;
                        urlInstagram: string | null;
                        createdAt: string;
                        updatedAt: string;
                        video: {
                            data: {
                                id: number;
                                date: string | null;
                                /** @enum {string} */
                                status: "loading" | "success" | "error" | "noactive" | "publication";
                                views: number;
                                viewsInstagram: number;
                                likes: number;
                                likesInstagram: number;
                                comments: number;
                                commentsInstagram: number;
                                urlYouTube: string | null;
                                urlInstagram: string | null;
                                error: string | null;
                                errorInstagram: string | null;
                                errorTiktok: string | null;
                                account: {
                                    id: number;
                                };
                                title: string;
                                idUpload: string;
                                posterUrl: string | null;
                                publishedOn: ("youtube" | "tiktok" | "instagram")[];
                            }[];
                            page: number;
                            totalPages: number;
                            total: number;
                        };
                        failedRows: number;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listProfileLabels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        label: string;
                        count: number;
                    }[];
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listGroupProfileOptions: {
        parameters: {
            query?: {
                groupId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        value: string | number;
                        /** @enum {string} */
                        status?: "loading" | "success" | "error" | "noactive" | "publication";
                        proxyOk?: boolean | null;
                        otherGroup?: {
                            id: number;
                            name: string;
                        };
                    }[];
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        proxy: string;
                        comments: string;
                        /** @enum {string} */
                        status: "loading" | "success" | "error" | "noactive" | "publication";
                        isActiveYouTube: boolean;
                        isActiveTikTok: boolean;
                        isActiveInstagram: boolean;
                        inYouTube: boolean;
                        inTikTok: boolean;
                        inInstagram: boolean;
                        user: {
                            id: number;
                            login: string;
                        };
                        group: {
                            id: number;
                            name: string;
                        } | null;
                        labels: string[];
                        proxyCheck: {
                            accountId: number;
                            ok: boolean | null;
                            exitIp: string | null;
                            latencyMs: number | null;
                            error: string | null;
                            checkedAt: string | null;
                            sharedWith: number[];
                            sharedWithOthers: number;
                        };
                        /** @enum {string} */
                        ipVersion: "ipv4" | "ipv6";
                        error: string | null;
                        hasProxyCredentials: boolean;
                        YouTubeAuthClientId: string;
                        YouTubeLogin: string;
                        hasYouTubeAuthClientSecret: boolean;
                        hasYouTubePassword: boolean;
                        hasTikTokAccess: boolean;
                        /** @enum {string|null} */
                        tiktokAccessKind: "app" | "token" | null;
                        InstagramLogin: string;
                        hasInstagramPassword: boolean;
                        InstagramLocale: string;
                        InstagramTimezone: string;
                        /** @enum {string|null} */
                        instagramCheckpoint: "challenge" | "two_factor" | null;
                        channel: {
                            description: string;
                            idChannel: string | null;
                            titleChannel: string | null;
                            urlChannel: string | null;
                        };
                        profileNameInstagram: string;
                        profileDescriptionInstagram: string;
                        urlInstagram: string | null;
                        createdAt: string;
                        updatedAt: string;
                        video: {
                            data: {
                                id: number;
                                date: string | null;
                                /** @enum {string} */
                                status: "loading" | "success" | "error" | "noactive" | "publication";
                                views: number;
                                viewsInstagram: number;
                                likes: number;
                                likesInstagram: number;
                                comments: number;
                                commentsInstagram: number;
                                urlYouTube: string | null;
                                urlInstagram: string | null;
                                error: string | null;
                                errorInstagram: string | null;
                                errorTiktok: string | null;
                                account: {
                                    id: number;
                                };
                                title: string;
                                idUpload: string;
                                posterUrl: string | null;
                                publishedOn: ("youtube" | "tiktok" | "instagram")[];
                            }[];
                            page: number;
                            totalPages: number;
                            total: number;
                        };
                        failedRows: number;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    proxy?: string;
                    /** @enum {string} */
                    ipVersion?: "ipv4" | "ipv6";
                    comments?: string;
                    inYouTube?: boolean;
                    inTikTok?: boolean;
                    inInstagram?: boolean;
                    YouTubeAuthClientId?: string;
                    YouTubeAuthClientSecret?: string;
                    YouTubeLogin?: string;
                    YouTubePassword?: string;
                    TikTokAccess?: string;
                    InstagramLogin?: string;
                    InstagramPassword?: string;
                    InstagramLocale?: string;
                    InstagramTimezone?: string;
                    labels?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        proxy: string;
                        comments: string;
                        /** @enum {string} */
                        status: "loading" | "success" | "error" | "noactive" | "publication";
                        isActiveYouTube: boolean;
                        isActiveTikTok: boolean;
                        isActiveInstagram: boolean;
                        inYouTube: boolean;
                        inTikTok: boolean;
                        inInstagram: boolean;
                        user: {
                            id: number;
                            login: string;
                        };
                        group: {
                            id: number;
                            name: string;
                        } | null;
                        labels: string[];
                        proxyCheck: {
                            accountId: number;
                            ok: boolean | null;
                            exitIp: string | null;
                            latencyMs: number | null;
                            error: string | null;
                            checkedAt: string | null;
                            sharedWith: number[];
                            sharedWithOthers: number;
                        };
                        /** @enum {string} */
                        ipVersion: "ipv4" | "ipv6";
                        error: string | null;
                        hasProxyCredentials: boolean;
                        YouTubeAuthClientId: string;
                        YouTubeLogin: string;
                        hasYouTubeAuthClientSecret: boolean;
                        hasYouTubePassword: boolean;
                        hasTikTokAccess: boolean;
                        /** @enum {string|null} */
                        tiktokAccessKind: "app" | "token" | null;
                        InstagramLogin: string;
                        hasInstagramPassword: boolean;
                        InstagramLocale: string;
                        InstagramTimezone: string;
                        /** @enum {string|null} */
                        instagramCheckpoint: "challenge" | "two_factor" | null;
                        channel: {
                            description: string;
                            idChannel: string | null;
                            titleChannel: string | null;
                            urlChannel: string | null;
                        };
                        profileNameInstagram: string;
                        profileDescriptionInstagram: string;
                        urlInstagram: string | null;
                        createdAt: string;
                        updatedAt: string;
                        video: {
                            data: {
                                id: number;
                                date: string | null;
                                /** @enum {string} */
                                status: "loading" | "success" | "error" | "noactive" | "publication";
                                views: number;
                                viewsInstagram: number;
                                likes: number;
                                likesInstagram: number;
                                comments: number;
                                commentsInstagram: number;
                                urlYouTube: string | null;
                                urlInstagram: string | null;
                                error: string | null;
                                errorInstagram: string | null;
                                errorTiktok: string | null;
                                account: {
                                    id: number;
                                };
                                title: string;
                                idUpload: string;
                                posterUrl: string | null;
                                publishedOn: ("youtube" | "tiktok" | "instagram")[];
                            }[];
                            page: number;
                            totalPages: number;
                            total: number;
                        };
                        failedRows: number;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listProfileVideos: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            date: string | null;
                            /** @enum {string} */
                            status: "loading" | "success" | "error" | "noactive" | "publication";
                            views: number;
                            viewsInstagram: number;
                            likes: number;
                            likesInstagram: number;
                            comments: number;
                            commentsInstagram: number;
                            urlYouTube: string | null;
                            urlInstagram: string | null;
                            error: string | null;
                            errorInstagram: string | null;
                            errorTiktok: string | null;
                            account: {
                                id: number;
                            };
                            title: string;
                            idUpload: string;
                            posterUrl: string | null;
                            publishedOn: ("youtube" | "tiktok" | "instagram")[];
                        }[];
                        page: number;
                        totalPages: number;
                        total: number;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateYouTubeChannelDescription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        proxy: string;
                        comments: string;
                        /** @enum {string} */
                        status: "loading" | "success" | "error" | "noactive" | "publication";
                        isActiveYouTube: boolean;
                        isActiveTikTok: boolean;
                        isActiveInstagram: boolean;
                        inYouTube: boolean;
                        inTikTok: boolean;
                        inInstagram: boolean;
                        user: {
                            id: number;
                            login: string;
                        };
                        group: {
                            id: number;
                            name: string;
                        } | null;
                        labels: string[];
                        proxyCheck: {
                            accountId: number;
                            ok: boolean | null;
                            exitIp: string | null;
                            latencyMs: number | null;
                            error: string | null;
                            checkedAt: string | null;
                            sharedWith: number[];
                            sharedWithOthers: number;
                        };
                        /** @enum {string} */
                        ipVersion: "ipv4" | "ipv6";
                        error: string | null;
                        hasProxyCredentials: boolean;
                        YouTubeAuthClientId: string;
                        YouTubeLogin: string;
                        hasYouTubeAuthClientSecret: boolean;
                        hasYouTubePassword: boolean;
                        hasTikTokAccess: boolean;
                        /** @enum {string|null} */
                        tiktokAccessKind: "app" | "token" | null;
                        InstagramLogin: string;
                        hasInstagramPassword: boolean;
                        InstagramLocale: string;
                        InstagramTimezone: string;
                        /** @enum {string|null} */
                        instagramCheckpoint: "challenge" | "two_factor" | null;
                        channel: {
                            description: string;
                            idChannel: string | null;
                            titleChannel: string | null;
                            urlChannel: string | null;
                        };
                        profileNameInstagram: string;
                        profileDescriptionInstagram: string;
                        urlInstagram: string | null;
                        createdAt: string;
                        updatedAt: string;
                        video: {
                            data: {
                                id: number;
                                date: string | null;
                                /** @enum {string} */
                                status: "loading" | "success" | "error" | "noactive" | "publication";
                                views: number;
                                viewsInstagram: number;
                                likes: number;
                                likesInstagram: number;
                                comments: number;
                                commentsInstagram: number;
                                urlYouTube: string | null;
                                urlInstagram: string | null;
                                error: string | null;
                                errorInstagram: string | null;
                                errorTiktok: string | null;
                                account: {
                                    id: number;
                                };
                                title: string;
                                idUpload: string;
                                posterUrl: string | null;
                                publishedOn: ("youtube" | "tiktok" | "instagram")[];
                            }[];
                            page: number;
                            totalPages: number;
                            total: number;
                        };
                        failedRows: number;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The platform refused or did not answer */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateInstagramProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    profileName?: string;
                    /** @default  */
                    profileDescription?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        proxy: string;
                        comments: string;
                        /** @enum {string} */
                        status: "loading" | "success" | "error" | "noactive" | "publication";
                        isActiveYouTube: boolean;
                        isActiveTikTok: boolean;
                        isActiveInstagram: boolean;
                        inYouTube: boolean;
                        inTikTok: boolean;
                        inInstagram: boolean;
                        user: {
                            id: number;
                            login: string;
                        };
                        group: {
                            id: number;
                            name: string;
                        } | null;
                        labels: string[];
                        proxyCheck: {
                            accountId: number;
                            ok: boolean | null;
                            exitIp: string | null;
                            latencyMs: number | null;
                            error: string | null;
                            checkedAt: string | null;
                            sharedWith: number[];
                            sharedWithOthers: number;
                        };
                        /** @enum {string} */
                        ipVersion: "ipv4" | "ipv6";
                        error: string | null;
                        hasProxyCredentials: boolean;
                        YouTubeAuthClientId: string;
                        YouTubeLogin: string;
                        hasYouTubeAuthClientSecret: boolean;
                        hasYouTubePassword: boolean;
                        hasTikTokAccess: boolean;
                        /** @enum {string|null} */
                        tiktokAccessKind: "app" | "token" | null;
                        InstagramLogin: string;
                        hasInstagramPassword: boolean;
                        InstagramLocale: string;
                        InstagramTimezone: string;
                        /** @enum {string|null} */
                        instagramCheckpoint: "challenge" | "two_factor" | null;
                        channel: {
                            description: string;
                            idChannel: string | null;
                            titleChannel: string | null;
                            urlChannel: string | null;
                        };
                        profileNameInstagram: string;
                        profileDescriptionInstagram: string;
                        urlInstagram: string | null;
                        createdAt: string;
                        updatedAt: string;
                        video: {
                            data: {
                                id: number;
                                date: string | null;
                                /** @enum {string} */
                                status: "loading" | "success" | "error" | "noactive" | "publication";
                                views: number;
                                viewsInstagram: number;
                                likes: number;
                                likesInstagram: number;
                                comments: number;
                                commentsInstagram: number;
                                urlYouTube: string | null;
                                urlInstagram: string | null;
                                error: string | null;
                                errorInstagram: string | null;
                                errorTiktok: string | null;
                                account: {
                                    id: number;
                                };
                                title: string;
                                idUpload: string;
                                posterUrl: string | null;
                                publishedOn: ("youtube" | "tiktok" | "instagram")[];
                            }[];
                            page: number;
                            totalPages: number;
                            total: number;
                        };
                        failedRows: number;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The platform refused or did not answer */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    verifyInstagramLogin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        proxy: string;
                        comments: string;
                        /** @enum {string} */
                        status: "loading" | "success" | "error" | "noactive" | "publication";
                        isActiveYouTube: boolean;
                        isActiveTikTok: boolean;
                        isActiveInstagram: boolean;
                        inYouTube: boolean;
                        inTikTok: boolean;
                        inInstagram: boolean;
                        user: {
                            id: number;
                            login: string;
                        };
                        group: {
                            id: number;
                            name: string;
                        } | null;
                        labels: string[];
                        proxyCheck: {
                            accountId: number;
                            ok: boolean | null;
                            exitIp: string | null;
                            latencyMs: number | null;
                            error: string | null;
                            checkedAt: string | null;
                            sharedWith: number[];
                            sharedWithOthers: number;
                        };
                        /** @enum {string} */
                        ipVersion: "ipv4" | "ipv6";
                        error: string | null;
                        hasProxyCredentials: boolean;
                        YouTubeAuthClientId: string;
                        YouTubeLogin: string;
                        hasYouTubeAuthClientSecret: boolean;
                        hasYouTubePassword: boolean;
                        hasTikTokAccess: boolean;
                        /** @enum {string|null} */
                        tiktokAccessKind: "app" | "token" | null;
                        InstagramLogin: string;
                        hasInstagramPassword: boolean;
                        InstagramLocale: string;
                        InstagramTimezone: string;
                        /** @enum {string|null} */
                        instagramCheckpoint: "challenge" | "two_factor" | null;
                        channel: {
                            description: string;
                            idChannel: string | null;
                            titleChannel: string | null;
                            urlChannel: string | null;
                        };
                        profileNameInstagram: string;
                        profileDescriptionInstagram: string;
                        urlInstagram: string | null;
                        createdAt: string;
                        updatedAt: string;
                        video: {
                            data: {
                                id: number;
                                date: string | null;
                                /** @enum {string} */
                                status: "loading" | "success" | "error" | "noactive" | "publication";
                                views: number;
                                viewsInstagram: number;
                                likes: number;
                                likesInstagram: number;
                                comments: number;
                                commentsInstagram: number;
                                urlYouTube: string | null;
                                urlInstagram: string | null;
                                error: string | null;
                                errorInstagram: string | null;
                                errorTiktok: string | null;
                                account: {
                                    id: number;
                                };
                                title: string;
                                idUpload: string;
                                posterUrl: string | null;
                                publishedOn: ("youtube" | "tiktok" | "instagram")[];
                            }[];
                            page: number;
                            totalPages: number;
                            total: number;
                        };
                        failedRows: number;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The platform refused or did not answer */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    confirmInstagramLogin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        proxy: string;
                        comments: string;
                        /** @enum {string} */
                        status: "loading" | "success" | "error" | "noactive" | "publication";
                        isActiveYouTube: boolean;
                        isActiveTikTok: boolean;
                        isActiveInstagram: boolean;
                        inYouTube: boolean;
                        inTikTok: boolean;
                        inInstagram: boolean;
                        user: {
                            id: number;
                            login: string;
                        };
                        group: {
                            id: number;
                            name: string;
                        } | null;
                        labels: string[];
                        proxyCheck: {
                            accountId: number;
                            ok: boolean | null;
                            exitIp: string | null;
                            latencyMs: number | null;
                            error: string | null;
                            checkedAt: string | null;
                            sharedWith: number[];
                            sharedWithOthers: number;
                        };
                        /** @enum {string} */
                        ipVersion: "ipv4" | "ipv6";
                        error: string | null;
                        hasProxyCredentials: boolean;
                        YouTubeAuthClientId: string;
                        YouTubeLogin: string;
                        hasYouTubeAuthClientSecret: boolean;
                        hasYouTubePassword: boolean;
                        hasTikTokAccess: boolean;
                        /** @enum {string|null} */
                        tiktokAccessKind: "app" | "token" | null;
                        InstagramLogin: string;
                        hasInstagramPassword: boolean;
                        InstagramLocale: string;
                        InstagramTimezone: string;
                        /** @enum {string|null} */
                        instagramCheckpoint: "challenge" | "two_factor" | null;
                        channel: {
                            description: string;
                            idChannel: string | null;
                            titleChannel: string | null;
                            urlChannel: string | null;
                        };
                        profileNameInstagram: string;
                        profileDescriptionInstagram: string;
                        urlInstagram: string | null;
                        createdAt: string;
                        updatedAt: string;
                        video: {
                            data: {
                                id: number;
                                date: string | null;
                                /** @enum {string} */
                                status: "loading" | "success" | "error" | "noactive" | "publication";
                                views: number;
                                viewsInstagram: number;
                                likes: number;
                                likesInstagram: number;
                                comments: number;
                                commentsInstagram: number;
                                urlYouTube: string | null;
                                urlInstagram: string | null;
                                error: string | null;
                                errorInstagram: string | null;
                                errorTiktok: string | null;
                                account: {
                                    id: number;
                                };
                                title: string;
                                idUpload: string;
                                posterUrl: string | null;
                                publishedOn: ("youtube" | "tiktok" | "instagram")[];
                            }[];
                            page: number;
                            totalPages: number;
                            total: number;
                        };
                        failedRows: number;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The platform refused or did not answer */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getTikTokCreatorInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accountId: number;
                        username: string;
                        nickname: string;
                        privacyLevelOptions: ("PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY")[];
                        commentDisabled: boolean;
                        duetDisabled: boolean;
                        stitchDisabled: boolean;
                        maxVideoPostDurationSec: number;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The platform refused or did not answer */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    youtubeOAuthCallback: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                error?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field: an HTML page, or JSON `{ message }` when refused before the page */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state: an HTML page, or JSON `{ message }` when refused before the page */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The platform refused or did not answer: an HTML page, or JSON `{ message }` when refused before the page */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    tiktokOAuthCallback: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                error?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field: an HTML page, or JSON `{ message }` when refused before the page */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state: an HTML page, or JSON `{ message }` when refused before the page */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The platform refused or did not answer: an HTML page, or JSON `{ message }` when refused before the page */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    connectYouTube: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        invitation: {
                            id: number;
                            accountId: number;
                            /** @enum {string} */
                            platform: "youtube" | "tiktok";
                            /** @enum {string} */
                            state: "pending" | "opened" | "connected" | "expired" | "refused" | "revoked";
                            createdBy: {
                                id: number;
                                login: string;
                            } | null;
                            createdAt: string;
                            expiresAt: string;
                            openedAt: string | null;
                            usedAt: string | null;
                            revokedAt: string | null;
                            /** @enum {string|null} */
                            outcome: "connected" | "refused" | null;
                        };
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    connectTikTok: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        invitation: {
                            id: number;
                            accountId: number;
                            /** @enum {string} */
                            platform: "youtube" | "tiktok";
                            /** @enum {string} */
                            state: "pending" | "opened" | "connected" | "expired" | "refused" | "revoked";
                            createdBy: {
                                id: number;
                                login: string;
                            } | null;
                            createdAt: string;
                            expiresAt: string;
                            openedAt: string | null;
                            usedAt: string | null;
                            revokedAt: string | null;
                            /** @enum {string|null} */
                            outcome: "connected" | "refused" | null;
                        };
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    authorizeHere: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                platform: "youtube" | "tiktok";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listConnectInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            accountId: number;
                            /** @enum {string} */
                            platform: "youtube" | "tiktok";
                            /** @enum {string} */
                            state: "pending" | "opened" | "connected" | "expired" | "refused" | "revoked";
                            createdBy: {
                                id: number;
                                login: string;
                            } | null;
                            createdAt: string;
                            expiresAt: string;
                            openedAt: string | null;
                            usedAt: string | null;
                            revokedAt: string | null;
                            /** @enum {string|null} */
                            outcome: "connected" | "refused" | null;
                        }[];
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    revokeConnectInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                invitationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        accountId: number;
                        /** @enum {string} */
                        platform: "youtube" | "tiktok";
                        /** @enum {string} */
                        state: "pending" | "opened" | "connected" | "expired" | "refused" | "revoked";
                        createdBy: {
                            id: number;
                            login: string;
                        } | null;
                        createdAt: string;
                        expiresAt: string;
                        openedAt: string | null;
                        usedAt: string | null;
                        revokedAt: string | null;
                        /** @enum {string|null} */
                        outcome: "connected" | "refused" | null;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    connectInvitationPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field: an HTML page, or JSON `{ message }` when refused before the page */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours: an HTML page, or JSON `{ message }` when refused before the page */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state: an HTML page, or JSON `{ message }` when refused before the page */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Gone: the resumable upload expired or was removed (send the file again): an HTML page, or JSON `{ message }` when refused before the page */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    startConnectInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field: an HTML page, or JSON `{ message }` when refused before the page */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours: an HTML page, or JSON `{ message }` when refused before the page */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state: an HTML page, or JSON `{ message }` when refused before the page */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Gone: the resumable upload expired or was removed (send the file again): an HTML page, or JSON `{ message }` when refused before the page */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listConnectCandidates: {
        parameters: {
            query?: {
                ids?: string;
                q?: string;
                groupId?: number;
                platform?: "youtube" | "tiktok";
                notConnected?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            title: string;
                            group: {
                                id: number;
                                name: string;
                            } | null;
                            /** @enum {string} */
                            youtube: "off" | "notConnected" | "connected";
                            /** @enum {string} */
                            tiktok: "off" | "notConnected" | "connected";
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createConnectBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accounts: number[];
                    platforms: ("youtube" | "tiktok")[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        createdAt: string;
                        data: {
                            id: number;
                            accountId: number;
                            /** @enum {string} */
                            platform: "youtube" | "tiktok";
                            /** @enum {string} */
                            state: "pending" | "opened" | "connected" | "expired" | "refused" | "revoked";
                            createdBy: {
                                id: number;
                                login: string;
                            } | null;
                            createdAt: string;
                            expiresAt: string;
                            openedAt: string | null;
                            usedAt: string | null;
                            revokedAt: string | null;
                            /** @enum {string|null} */
                            outcome: "connected" | "refused" | null;
                            accountTitle: string;
                            url: string | null;
                        }[];
                        skipped: {
                            accountId: number;
                            accountTitle: string;
                            /** @enum {string} */
                            platform: "youtube" | "tiktok";
                            reason: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getConnectBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        createdAt: string;
                        data: {
                            id: number;
                            accountId: number;
                            /** @enum {string} */
                            platform: "youtube" | "tiktok";
                            /** @enum {string} */
                            state: "pending" | "opened" | "connected" | "expired" | "refused" | "revoked";
                            createdBy: {
                                id: number;
                                login: string;
                            } | null;
                            createdAt: string;
                            expiresAt: string;
                            openedAt: string | null;
                            usedAt: string | null;
                            revokedAt: string | null;
                            /** @enum {string|null} */
                            outcome: "connected" | "refused" | null;
                            accountTitle: string;
                            url: string | null;
                        }[];
                        skipped: {
                            accountId: number;
                            accountTitle: string;
                            /** @enum {string} */
                            platform: "youtube" | "tiktok";
                            reason: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    revokeConnectBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        revoked: number;
                        batch: {
                            id: number;
                            createdAt: string;
                            data: {
                                id: number;
                                accountId: number;
                                /** @enum {string} */
                                platform: "youtube" | "tiktok";
                                /** @enum {string} */
                                state: "pending" | "opened" | "connected" | "expired" | "refused" | "revoked";
                                createdBy: {
                                    id: number;
                                    login: string;
                                } | null;
                                createdAt: string;
                                expiresAt: string;
                                openedAt: string | null;
                                usedAt: string | null;
                                revokedAt: string | null;
                                /** @enum {string|null} */
                                outcome: "connected" | "refused" | null;
                                accountTitle: string;
                                url: string | null;
                            }[];
                            skipped: {
                                accountId: number;
                                accountTitle: string;
                                /** @enum {string} */
                                platform: "youtube" | "tiktok";
                                reason: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getProfileImportTemplate: {
        parameters: {
            query?: {
                format?: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": Blob;
                };
            };
            /** @description Partial content (Range) */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": Blob;
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    exportProfiles: {
        parameters: {
            query?: {
                format?: "csv" | "xlsx";
                q?: string;
                /** @description Labels (the parameter repeated for several): profiles carrying any of them; case ignored */
                label?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": Blob;
                };
            };
            /** @description Partial content (Range) */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": Blob;
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    checkProfileImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * @default id
                     * @enum {string}
                     */
                    key?: "id" | "comment";
                    /**
                     * @default false
                     * @enum {string}
                     */
                    createGroups?: "true" | "false";
                    /**
                     * Format: binary
                     * @description CSV (UTF-8, ; or ,) or XLSX, at most 10 MB
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        import: {
                            id: number;
                            /** @enum {string} */
                            status: "checked" | "applying" | "done";
                            /** @enum {string} */
                            key: "id" | "comment";
                            createGroups: boolean;
                            totalRows: number;
                            processedRows: number;
                            result: {
                                created: number;
                                updated: number;
                                unchanged: number;
                                refused: number;
                            };
                        };
                        counts: {
                            created: number;
                            updated: number;
                            unchanged: number;
                            refused: number;
                        };
                        rows: {
                            row: number;
                            /** @enum {string} */
                            action: "create" | "update" | "unchanged" | "refuse";
                            id: number | null;
                            proxy: string;
                            comments: string;
                            group: string;
                            platforms: string[];
                            refusals: {
                                column: string;
                                message: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too large (file, body or number of files) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getProfileImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "checked" | "applying" | "done";
                        /** @enum {string} */
                        key: "id" | "comment";
                        createGroups: boolean;
                        totalRows: number;
                        processedRows: number;
                        result: {
                            created: number;
                            updated: number;
                            unchanged: number;
                            refused: number;
                        };
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    applyProfileImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description CSV (UTF-8, ; or ,) or XLSX, at most 10 MB
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "checked" | "applying" | "done";
                        /** @enum {string} */
                        key: "id" | "comment";
                        createGroups: boolean;
                        totalRows: number;
                        processedRows: number;
                        result: {
                            created: number;
                            updated: number;
                            unchanged: number;
                            refused: number;
                        };
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too large (file, body or number of files) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listGroups: {
        parameters: {
            query?: {
                page?: number;
                /** @description Search text (trimmed, at most 100 characters); empty: the whole list */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            accounts: {
                                id: number;
                                title: string;
                                value: string | number;
                            }[];
                            user: {
                                id: number;
                                login: string;
                            };
                        }[];
                        page: number;
                        totalPages: number;
                        total: number;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    accounts: (number | {
                        id: number;
                    })[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        accounts: {
                            id: number;
                            title: string;
                            value: string | number;
                        }[];
                        user: {
                            id: number;
                            login: string;
                        };
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        accounts: {
                            id: number;
                            title: string;
                            value: string | number;
                        }[];
                        user: {
                            id: number;
                            login: string;
                        };
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    accounts: (number | {
                        id: number;
                    })[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        accounts: {
                            id: number;
                            title: string;
                            value: string | number;
                        }[];
                        user: {
                            id: number;
                            login: string;
                        };
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listTagSets: {
        parameters: {
            query?: {
                page?: number;
                /** @description Search text (trimmed, at most 100 characters); empty: the whole list */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            tags: string[];
                            createdBy: {
                                id: number;
                                login: string;
                            } | null;
                        }[];
                        page: number;
                        totalPages: number;
                        total: number;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createTagSet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    tags: string[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        tags: string[];
                        createdBy: {
                            id: number;
                            login: string;
                        } | null;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getTagSet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        tags: string[];
                        createdBy: {
                            id: number;
                            login: string;
                        } | null;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteTagSet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The signed-in user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateTagSet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    tags: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        tags: string[];
                        createdBy: {
                            id: number;
                            login: string;
                        } | null;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The signed-in user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listBackgroundFolders: {
        parameters: {
            query?: {
                page?: number;
                /** @description Search text (trimmed, at most 100 characters); empty: the whole list */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            imagesCount: number;
                            videosCount: number;
                            createdBy: {
                                id: number;
                                login: string;
                            } | null;
                            createdAt: string;
                        }[];
                        page: number;
                        totalPages: number;
                        total: number;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createBackgroundFolder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        imagesCount: number;
                        videosCount: number;
                        createdBy: {
                            id: number;
                            login: string;
                        } | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listBackgroundFolderOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        value: string | number;
                        imagesCount: number;
                        videosCount: number;
                    }[];
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteBackgroundFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The signed-in user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The media disk cannot be written now (read-only or refused); try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    renameBackgroundFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        imagesCount: number;
                        videosCount: number;
                        createdBy: {
                            id: number;
                            login: string;
                        } | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The signed-in user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listBackgroundMedia: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {string} */
                            type: "image" | "video";
                            url: string;
                            previewUrl: string;
                            name: string;
                            sizeBytes: number;
                            width: number | null;
                            height: number | null;
                            durationMs: number | null;
                            folderId: number;
                            createdBy: {
                                id: number;
                                login: string;
                            } | null;
                            createdAt: string;
                        }[];
                        page: number;
                        totalPages: number;
                        total: number;
                        folder?: {
                            id: number;
                            name: string;
                        };
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    uploadBackgroundMedia: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    folderId: number;
                    /** @description Photos (JPEG, PNG, WebP, GIF, BMP) */
                    files?: Blob[];
                    /** @description Videos (MP4, MOV, WebM, MKV, AVI, 3GP, MPEG) */
                    videos?: Blob[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {string} */
                            type: "image" | "video";
                            url: string;
                            previewUrl: string;
                            name: string;
                            sizeBytes: number;
                            width: number | null;
                            height: number | null;
                            durationMs: number | null;
                            folderId: number;
                            createdBy: {
                                id: number;
                                login: string;
                            } | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too large (file, body or number of files) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Unsupported content type or file format */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Understood but refused (file content, limits, state of the profiles) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The media disk cannot be written now (read-only or refused); try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The media disk is full: nothing was saved, an administrator must free space */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listFolderMedia: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {string} */
                            type: "image" | "video";
                            url: string;
                            previewUrl: string;
                            name: string;
                            sizeBytes: number;
                            width: number | null;
                            height: number | null;
                            durationMs: number | null;
                            folderId: number;
                            createdBy: {
                                id: number;
                                login: string;
                            } | null;
                            createdAt: string;
                        }[];
                        page: number;
                        totalPages: number;
                        total: number;
                        folder?: {
                            id: number;
                            name: string;
                        };
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteBackgroundMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The signed-in user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The media disk cannot be written now (read-only or refused); try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createCreationRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    countVideo: string;
                    /**
                     * @default false
                     * @enum {string}
                     */
                    isVideo?: "true" | "false" | "1" | "0";
                    /**
                     * @default false
                     * @enum {string}
                     */
                    isPhoto?: "true" | "false" | "1" | "0";
                    folders: (string | number)[];
                    /**
                     * @default medium
                     * @enum {string}
                     */
                    uniqueness?: "low" | "medium" | "high";
                    /**
                     * Format: binary
                     * @description The source video
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        idUpload: string;
                        /** @enum {string} */
                        status: "loading" | "success" | "error" | "noactive" | "publication";
                        countVideo: number;
                        doneCount: number;
                        error: string | null;
                        sourceName: string;
                        createdAt: string;
                        sentCount: number;
                        publication: {
                            id: number;
                            idUpload: string;
                            title: string;
                        } | null;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too large (file, body or number of files) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Unsupported content type or file format */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Understood but refused (file content, limits, state of the profiles) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The media disk cannot be written now (read-only or refused); try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The media disk is full: nothing was saved, an administrator must free space */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listCreationRequests: {
        parameters: {
            query?: {
                page?: number;
                /** @description Search text (trimmed, at most 100 characters); empty: the whole list */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            idUpload: string;
                            /** @enum {string} */
                            status: "loading" | "success" | "error" | "noactive" | "publication";
                            countVideo: number;
                            doneCount: number;
                            error: string | null;
                            sourceName: string;
                            createdAt: string;
                            sentCount: number;
                            publication: {
                                id: number;
                                idUpload: string;
                                title: string;
                            } | null;
                        }[];
                        page: number;
                        totalPages: number;
                        total: number;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getCreationRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        idUpload: string;
                        /** @enum {string} */
                        status: "loading" | "success" | "error" | "noactive" | "publication";
                        countVideo: number;
                        doneCount: number;
                        error: string | null;
                        sourceName: string;
                        createdAt: string;
                        sentCount: number;
                        publication: {
                            id: number;
                            idUpload: string;
                            title: string;
                        } | null;
                        video: {
                            id: number;
                            url: string;
                            posterUrl: string | null;
                            idUpload: string;
                            createdAt: string;
                            /** @enum {string} */
                            status?: "loading" | "success" | "error" | "noactive" | "publication";
                            account?: {
                                id: number;
                                title: string;
                                value: string | number;
                            };
                            score?: {
                                /** @enum {string} */
                                verdict: "high" | "medium" | "low";
                                sourceDistance: number;
                                nearestDistance: number | null;
                                tooSimilarTo: number[];
                            } | null;
                        }[];
                        tags: {
                            id: number;
                            name: string;
                            tags: string[];
                            createdBy: {
                                id: number;
                                login: string;
                            } | null;
                        }[];
                        accounts: {
                            id: number;
                            title: string;
                            value: string | number;
                            /** @enum {string} */
                            status?: "loading" | "success" | "error" | "noactive" | "publication";
                            proxyOk?: boolean | null;
                            otherGroup?: {
                                id: number;
                                name: string;
                            };
                        }[];
                        group: {
                            id: number;
                            name: string;
                            accounts: {
                                id: number;
                                title: string;
                                value: string | number;
                            }[];
                            user: {
                                id: number;
                                login: string;
                            };
                        }[];
                        labels: {
                            label: string;
                            accounts: number[];
                        }[];
                        /** @enum {string} */
                        uniqueness?: "off" | "low" | "medium" | "high";
                        weakestPair?: {
                            a: number;
                            b: number;
                            distance: number;
                            /** @enum {string} */
                            verdict: "high" | "medium" | "low";
                        } | null;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteCreationRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The media disk cannot be written now (read-only or refused); try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createUpload: {
        parameters: {
            query?: never;
            header: {
                /** @description Always `1.0.0` (tus protocol version); without it 412 */
                "Tus-Resumable": string;
                /** @description Total size of the upload in bytes */
                "Upload-Length": number;
                /** @description Comma-separated `key base64(value)` pairs: `filename`, `kind`, `filetype` */
                "Upload-Metadata": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The upload URL, `/api/uploads/{id}` */
                    Location?: string;
                    /** @description Always `1.0.0` (tus protocol version); without it 412 */
                    "Tus-Resumable"?: string;
                    /** @description When the unfinished upload is deleted (RFC 7231 date) */
                    "Upload-Expires"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Precondition failed: a tus request without `Tus-Resumable: 1.0.0` */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too large (file, body or number of files) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Unsupported content type or file format */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Understood but refused (file content, limits, state of the profiles) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The media disk cannot be written now (read-only or refused); try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The media disk is full: nothing was saved, an administrator must free space */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteUpload: {
        parameters: {
            query?: never;
            header: {
                /** @description Always `1.0.0` (tus protocol version); without it 412 */
                "Tus-Resumable": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    /** @description Always `1.0.0` (tus protocol version); without it 412 */
                    "Tus-Resumable"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Gone: the resumable upload expired or was removed (send the file again) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Precondition failed: a tus request without `Tus-Resumable: 1.0.0` */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getUploadOffset: {
        parameters: {
            query?: never;
            header: {
                /** @description Always `1.0.0` (tus protocol version); without it 412 */
                "Tus-Resumable": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Bytes of the upload the server has */
                    "Upload-Offset"?: number;
                    /** @description Total size of the upload in bytes */
                    "Upload-Length"?: number;
                    /** @description Always `1.0.0` (tus protocol version); without it 412 */
                    "Tus-Resumable"?: string;
                    /** @description `no-store` */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Gone: the resumable upload expired or was removed (send the file again) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Precondition failed: a tus request without `Tus-Resumable: 1.0.0` */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    sendUploadBytes: {
        parameters: {
            query?: never;
            header: {
                /** @description Always `1.0.0` (tus protocol version); without it 412 */
                "Tus-Resumable": string;
                /** @description Where these bytes start */
                "Upload-Offset": number;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description The bytes from `Upload-Offset` on */
        requestBody: {
            content: {
                "application/offset+octet-stream": Blob;
            };
        };
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    /** @description Bytes the server has now */
                    "Upload-Offset"?: number;
                    /** @description Always `1.0.0` (tus protocol version); without it 412 */
                    "Tus-Resumable"?: string;
                    /** @description When the unfinished upload is deleted (RFC 7231 date) */
                    "Upload-Expires"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Gone: the resumable upload expired or was removed (send the file again) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Precondition failed: a tus request without `Tus-Resumable: 1.0.0` */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too large (file, body or number of files) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Unsupported content type or file format */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Understood but refused (file content, limits, state of the profiles) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The media disk cannot be written now (read-only or refused); try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The media disk is full: nothing was saved, an administrator must free space */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getUploadLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        maxUploadBytes: number;
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    uploadBackgroundMediaFromUploads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    folderId: number;
                    /** @default [] */
                    files?: string[];
                    /** @default [] */
                    videos?: string[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {string} */
                            type: "image" | "video";
                            url: string;
                            previewUrl: string;
                            name: string;
                            sizeBytes: number;
                            width: number | null;
                            height: number | null;
                            durationMs: number | null;
                            folderId: number;
                            createdBy: {
                                id: number;
                                login: string;
                            } | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Gone: the resumable upload expired or was removed (send the file again) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too large (file, body or number of files) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Unsupported content type or file format */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Understood but refused (file content, limits, state of the profiles) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The media disk cannot be written now (read-only or refused); try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The media disk is full: nothing was saved, an administrator must free space */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createCreationRequestFromUploads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    file: string;
                    countVideo: number;
                    /** @default false */
                    isVideo?: boolean;
                    /** @default false */
                    isPhoto?: boolean;
                    folders: number[];
                    /** @enum {string} */
                    uniqueness?: "low" | "medium" | "high";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        idUpload: string;
                        /** @enum {string} */
                        status: "loading" | "success" | "error" | "noactive" | "publication";
                        countVideo: number;
                        doneCount: number;
                        error: string | null;
                        sourceName: string;
                        createdAt: string;
                        sentCount: number;
                        publication: {
                            id: number;
                            idUpload: string;
                            title: string;
                        } | null;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Gone: the resumable upload expired or was removed (send the file again) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too large (file, body or number of files) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Unsupported content type or file format */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Understood but refused (file content, limits, state of the profiles) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The media disk cannot be written now (read-only or refused); try again later */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The media disk is full: nothing was saved, an administrator must free space */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listPublications: {
        parameters: {
            query?: {
                page?: number;
                /** @description Search text (trimmed, at most 100 characters); empty: the whole list */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            idUpload: string;
                            title: string | null;
                            /** @enum {string} */
                            status: "loading" | "success" | "error" | "noactive" | "publication";
                            rowCount: number;
                            successCount: number;
                            errorCount: number;
                            date: string | null;
                            createdAt: string;
                        }[];
                        page: number;
                        totalPages: number;
                        total: number;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createPublication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: string | number;
                    title: string;
                    /** @default  */
                    description?: string;
                    tags: string[];
                    accounts: {
                        id: number;
                        title: string;
                        value: string | number;
                    }[];
                    video: {
                        id: number;
                        url: string;
                        idUpload: string;
                        createdAt: string;
                        account?: {
                            id: number;
                            title: string;
                            value: string | number;
                        } | null;
                    }[];
                    /** @default false */
                    inYouTube?: boolean;
                    /** @default false */
                    inTikTok?: boolean;
                    /** @default false */
                    inInstagram?: boolean;
                    /** @default null */
                    date?: string | null;
                    /** @default false */
                    inSlots?: boolean;
                    /** @default null */
                    tiktok?: {
                        /** @default null */
                        privacyLevel?: ("PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY" | null) | "";
                        /** @default false */
                        allowComments?: boolean;
                        /** @default false */
                        allowDuet?: boolean;
                        /** @default false */
                        allowStitch?: boolean;
                    } | null;
                    /** @default {} */
                    youtube?: {
                        /** @default false */
                        madeForKids?: boolean;
                        /** @default true */
                        notifySubscribers?: boolean;
                        /**
                         * @default 22
                         * @enum {string}
                         */
                        categoryId?: "1" | "2" | "10" | "15" | "17" | "19" | "20" | "22" | "23" | "24" | "25" | "26" | "27" | "28" | "29";
                    };
                    /**
                     * @default {
                     *       "youtubeTitle": "",
                     *       "youtubeDescription": "",
                     *       "tiktok": "",
                     *       "instagram": ""
                     *     }
                     */
                    texts?: {
                        /** @default  */
                        youtubeTitle?: string;
                        /** @default  */
                        youtubeDescription?: string;
                        /** @default  */
                        tiktok?: string;
                        /** @default  */
                        instagram?: string;
                    };
                    /** @default [] */
                    skip?: {
                        accountId: number;
                        /** @enum {string} */
                        platform: "youtube" | "tiktok" | "instagram";
                    }[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        idUpload: string;
                        title: string;
                        description: string;
                        tags: string;
                        inYouTube: boolean;
                        inTikTok: boolean;
                        inInstagram: boolean;
                        date: string | null;
                        /** @enum {string} */
                        status: "loading" | "success" | "error" | "noactive" | "publication";
                        tiktok: {
                            /** @enum {string} */
                            privacyLevel: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY";
                            allowComments: boolean;
                            allowDuet: boolean;
                            allowStitch: boolean;
                        } | null;
                        youtube: {
                            /** @default false */
                            madeForKids: boolean;
                            /** @default true */
                            notifySubscribers: boolean;
                            /**
                             * @default 22
                             * @enum {string}
                             */
                            categoryId: "1" | "2" | "10" | "15" | "17" | "19" | "20" | "22" | "23" | "24" | "25" | "26" | "27" | "28" | "29";
                        };
                        texts: {
                            youtubeTitle: string;
                            youtubeDescription: string;
                            tiktok: string;
                            instagram: string;
                        };
                        tagProfile: {
                            id: number;
                            name: string;
                            tags: string[];
                            createdBy: {
                                id: number;
                                login: string;
                            } | null;
                        }[];
                        video: {
                            id: number;
                            videoId: number;
                            /** @enum {string} */
                            platform: "youtube" | "tiktok" | "instagram";
                            /** @enum {string} */
                            status: "loading" | "success" | "error" | "noactive" | "publication";
                            error: string | null;
                            postUrl: string | null;
                            account: {
                                id: number;
                                title: string;
                            };
                            video: {
                                id: number;
                                url: string;
                                posterUrl: string | null;
                                idUpload: string;
                                createdAt: string;
                                /** @enum {string} */
                                status?: "loading" | "success" | "error" | "noactive" | "publication";
                                account?: {
                                    id: number;
                                    title: string;
                                    value: string | number;
                                };
                                score?: {
                                    /** @enum {string} */
                                    verdict: "high" | "medium" | "low";
                                    sourceDistance: number;
                                    nearestDistance: number | null;
                                    tooSimilarTo: number[];
                                } | null;
                            };
                            publishAt: string | null;
                            retryAt: string | null;
                            plannedAt: string | null;
                            publishedAt: string | null;
                            attempts: number;
                            views: number;
                            likes: number;
                            comments: number;
                            updatedAt: string;
                            title: string;
                            description: string;
                            tags: string[];
                            caption: string | null;
                            tiktok: {
                                /** @enum {string} */
                                privacyLevel: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY";
                                allowComments: boolean;
                                allowDuet: boolean;
                                allowStitch: boolean;
                            } | null;
                            youtube: {
                                /** @default false */
                                madeForKids: boolean;
                                /** @default true */
                                notifySubscribers: boolean;
                                /**
                                 * @default 22
                                 * @enum {string}
                                 */
                                categoryId: "1" | "2" | "10" | "15" | "17" | "19" | "20" | "22" | "23" | "24" | "25" | "26" | "27" | "28" | "29";
                            };
                            atPlatform: boolean;
                        }[];
                        createdAt: string;
                        request: {
                            id: number;
                            idUpload: string;
                            sourceName: string;
                        };
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Understood but refused (file content, limits, state of the profiles) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPublication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        idUpload: string;
                        title: string;
                        description: string;
                        tags: string;
                        inYouTube: boolean;
                        inTikTok: boolean;
                        inInstagram: boolean;
                        date: string | null;
                        /** @enum {string} */
                        status: "loading" | "success" | "error" | "noactive" | "publication";
                        tiktok: {
                            /** @enum {string} */
                            privacyLevel: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY";
                            allowComments: boolean;
                            allowDuet: boolean;
                            allowStitch: boolean;
                        } | null;
                        youtube: {
                            /** @default false */
                            madeForKids: boolean;
                            /** @default true */
                            notifySubscribers: boolean;
                            /**
                             * @default 22
                             * @enum {string}
                             */
                            categoryId: "1" | "2" | "10" | "15" | "17" | "19" | "20" | "22" | "23" | "24" | "25" | "26" | "27" | "28" | "29";
                        };
                        texts: {
                            youtubeTitle: string;
                            youtubeDescription: string;
                            tiktok: string;
                            instagram: string;
                        };
                        tagProfile: {
                            id: number;
                            name: string;
                            tags: string[];
                            createdBy: {
                                id: number;
                                login: string;
                            } | null;
                        }[];
                        video: {
                            id: number;
                            videoId: number;
                            /** @enum {string} */
                            platform: "youtube" | "tiktok" | "instagram";
                            /** @enum {string} */
                            status: "loading" | "success" | "error" | "noactive" | "publication";
                            error: string | null;
                            postUrl: string | null;
                            account: {
                                id: number;
                                title: string;
                            };
                            video: {
                                id: number;
                                url: string;
                                posterUrl: string | null;
                                idUpload: string;
                                createdAt: string;
                                /** @enum {string} */
                                status?: "loading" | "success" | "error" | "noactive" | "publication";
                                account?: {
                                    id: number;
                                    title: string;
                                    value: string | number;
                                };
                                score?: {
                                    /** @enum {string} */
                                    verdict: "high" | "medium" | "low";
                                    sourceDistance: number;
                                    nearestDistance: number | null;
                                    tooSimilarTo: number[];
                                } | null;
                            };
                            publishAt: string | null;
                            retryAt: string | null;
                            plannedAt: string | null;
                            publishedAt: string | null;
                            attempts: number;
                            views: number;
                            likes: number;
                            comments: number;
                            updatedAt: string;
                            title: string;
                            description: string;
                            tags: string[];
                            caption: string | null;
                            tiktok: {
                                /** @enum {string} */
                                privacyLevel: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY";
                                allowComments: boolean;
                                allowDuet: boolean;
                                allowStitch: boolean;
                            } | null;
                            youtube: {
                                /** @default false */
                                madeForKids: boolean;
                                /** @default true */
                                notifySubscribers: boolean;
                                /**
                                 * @default 22
                                 * @enum {string}
                                 */
                                categoryId: "1" | "2" | "10" | "15" | "17" | "19" | "20" | "22" | "23" | "24" | "25" | "26" | "27" | "28" | "29";
                            };
                            atPlatform: boolean;
                        }[];
                        createdAt: string;
                        request: {
                            id: number;
                            idUpload: string;
                            sourceName: string;
                        };
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updatePublication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @default  */
                    description?: string;
                    tags: string | string[];
                    /** @default false */
                    inYouTube?: boolean;
                    /** @default false */
                    inTikTok?: boolean;
                    /** @default false */
                    inInstagram?: boolean;
                    /** @default null */
                    tiktok?: {
                        /** @default null */
                        privacyLevel?: ("PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY" | null) | "";
                        /** @default false */
                        allowComments?: boolean;
                        /** @default false */
                        allowDuet?: boolean;
                        /** @default false */
                        allowStitch?: boolean;
                    } | null;
                    youtube?: {
                        /** @default false */
                        madeForKids?: boolean;
                        /** @default true */
                        notifySubscribers?: boolean;
                        /**
                         * @default 22
                         * @enum {string}
                         */
                        categoryId?: "1" | "2" | "10" | "15" | "17" | "19" | "20" | "22" | "23" | "24" | "25" | "26" | "27" | "28" | "29";
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        idUpload: string;
                        title: string;
                        description: string;
                        tags: string;
                        inYouTube: boolean;
                        inTikTok: boolean;
                        inInstagram: boolean;
                        date: string | null;
                        /** @enum {string} */
                        status: "loading" | "success" | "error" | "noactive" | "publication";
                        tiktok: {
                            /** @enum {string} */
                            privacyLevel: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY";
                            allowComments: boolean;
                            allowDuet: boolean;
                            allowStitch: boolean;
                        } | null;
                        youtube: {
                            /** @default false */
                            madeForKids: boolean;
                            /** @default true */
                            notifySubscribers: boolean;
                            /**
                             * @default 22
                             * @enum {string}
                             */
                            categoryId: "1" | "2" | "10" | "15" | "17" | "19" | "20" | "22" | "23" | "24" | "25" | "26" | "27" | "28" | "29";
                        };
                        texts: {
                            youtubeTitle: string;
                            youtubeDescription: string;
                            tiktok: string;
                            instagram: string;
                        };
                        tagProfile: {
                            id: number;
                            name: string;
                            tags: string[];
                            createdBy: {
                                id: number;
                                login: string;
                            } | null;
                        }[];
                        video: {
                            id: number;
                            videoId: number;
                            /** @enum {string} */
                            platform: "youtube" | "tiktok" | "instagram";
                            /** @enum {string} */
                            status: "loading" | "success" | "error" | "noactive" | "publication";
                            error: string | null;
                            postUrl: string | null;
                            account: {
                                id: number;
                                title: string;
                            };
                            video: {
                                id: number;
                                url: string;
                                posterUrl: string | null;
                                idUpload: string;
                                createdAt: string;
                                /** @enum {string} */
                                status?: "loading" | "success" | "error" | "noactive" | "publication";
                                account?: {
                                    id: number;
                                    title: string;
                                    value: string | number;
                                };
                                score?: {
                                    /** @enum {string} */
                                    verdict: "high" | "medium" | "low";
                                    sourceDistance: number;
                                    nearestDistance: number | null;
                                    tooSimilarTo: number[];
                                } | null;
                            };
                            publishAt: string | null;
                            retryAt: string | null;
                            plannedAt: string | null;
                            publishedAt: string | null;
                            attempts: number;
                            views: number;
                            likes: number;
                            comments: number;
                            updatedAt: string;
                            title: string;
                            description: string;
                            tags: string[];
                            caption: string | null;
                            tiktok: {
                                /** @enum {string} */
                                privacyLevel: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY";
                                allowComments: boolean;
                                allowDuet: boolean;
                                allowStitch: boolean;
                            } | null;
                            youtube: {
                                /** @default false */
                                madeForKids: boolean;
                                /** @default true */
                                notifySubscribers: boolean;
                                /**
                                 * @default 22
                                 * @enum {string}
                                 */
                                categoryId: "1" | "2" | "10" | "15" | "17" | "19" | "20" | "22" | "23" | "24" | "25" | "26" | "27" | "28" | "29";
                            };
                            atPlatform: boolean;
                        }[];
                        createdAt: string;
                        request: {
                            id: number;
                            idUpload: string;
                            sourceName: string;
                        };
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Understood but refused (file content, limits, state of the profiles) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listPublicationsOlder: {
        parameters: {
            query?: {
                page?: number;
                /** @description Search text (trimmed, at most 100 characters); empty: the whole list */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            idUpload: string;
                            title: string | null;
                            /** @enum {string} */
                            status: "loading" | "success" | "error" | "noactive" | "publication";
                            rowCount: number;
                            successCount: number;
                            errorCount: number;
                            date: string | null;
                            createdAt: string;
                        }[];
                        page: number;
                        totalPages: number;
                        total: number;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPublicationOlder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        idUpload: string;
                        title: string;
                        description: string;
                        tags: string;
                        inYouTube: boolean;
                        inTikTok: boolean;
                        inInstagram: boolean;
                        date: string | null;
                        /** @enum {string} */
                        status: "loading" | "success" | "error" | "noactive" | "publication";
                        tiktok: {
                            /** @enum {string} */
                            privacyLevel: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY";
                            allowComments: boolean;
                            allowDuet: boolean;
                            allowStitch: boolean;
                        } | null;
                        youtube: {
                            /** @default false */
                            madeForKids: boolean;
                            /** @default true */
                            notifySubscribers: boolean;
                            /**
                             * @default 22
                             * @enum {string}
                             */
                            categoryId: "1" | "2" | "10" | "15" | "17" | "19" | "20" | "22" | "23" | "24" | "25" | "26" | "27" | "28" | "29";
                        };
                        texts: {
                            youtubeTitle: string;
                            youtubeDescription: string;
                            tiktok: string;
                            instagram: string;
                        };
                        tagProfile: {
                            id: number;
                            name: string;
                            tags: string[];
                            createdBy: {
                                id: number;
                                login: string;
                            } | null;
                        }[];
                        video: {
                            id: number;
                            videoId: number;
                            /** @enum {string} */
                            platform: "youtube" | "tiktok" | "instagram";
                            /** @enum {string} */
                            status: "loading" | "success" | "error" | "noactive" | "publication";
                            error: string | null;
                            postUrl: string | null;
                            account: {
                                id: number;
                                title: string;
                            };
                            video: {
                                id: number;
                                url: string;
                                posterUrl: string | null;
                                idUpload: string;
                                createdAt: string;
                                /** @enum {string} */
                                status?: "loading" | "success" | "error" | "noactive" | "publication";
                                account?: {
                                    id: number;
                                    title: string;
                                    value: string | number;
                                };
                                score?: {
                                    /** @enum {string} */
                                    verdict: "high" | "medium" | "low";
                                    sourceDistance: number;
                                    nearestDistance: number | null;
                                    tooSimilarTo: number[];
                                } | null;
                            };
                            publishAt: string | null;
                            retryAt: string | null;
                            plannedAt: string | null;
                            publishedAt: string | null;
                            attempts: number;
                            views: number;
                            likes: number;
                            comments: number;
                            updatedAt: string;
                            title: string;
                            description: string;
                            tags: string[];
                            caption: string | null;
                            tiktok: {
                                /** @enum {string} */
                                privacyLevel: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY";
                                allowComments: boolean;
                                allowDuet: boolean;
                                allowStitch: boolean;
                            } | null;
                            youtube: {
                                /** @default false */
                                madeForKids: boolean;
                                /** @default true */
                                notifySubscribers: boolean;
                                /**
                                 * @default 22
                                 * @enum {string}
                                 */
                                categoryId: "1" | "2" | "10" | "15" | "17" | "19" | "20" | "22" | "23" | "24" | "25" | "26" | "27" | "28" | "29";
                            };
                            atPlatform: boolean;
                        }[];
                        createdAt: string;
                        request: {
                            id: number;
                            idUpload: string;
                            sourceName: string;
                        };
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createPublicationOlder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: string | number;
                    title: string;
                    /** @default  */
                    description?: string;
                    tags: string[];
                    accounts: {
                        id: number;
                        title: string;
                        value: string | number;
                    }[];
                    video: {
                        id: number;
                        url: string;
                        idUpload: string;
                        createdAt: string;
                        account?: {
                            id: number;
                            title: string;
                            value: string | number;
                        } | null;
                    }[];
                    /** @default false */
                    inYouTube?: boolean;
                    /** @default false */
                    inTikTok?: boolean;
                    /** @default false */
                    inInstagram?: boolean;
                    /** @default null */
                    date?: string | null;
                    /** @default false */
                    inSlots?: boolean;
                    /** @default null */
                    tiktok?: {
                        /** @default null */
                        privacyLevel?: ("PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY" | null) | "";
                        /** @default false */
                        allowComments?: boolean;
                        /** @default false */
                        allowDuet?: boolean;
                        /** @default false */
                        allowStitch?: boolean;
                    } | null;
                    /** @default {} */
                    youtube?: {
                        /** @default false */
                        madeForKids?: boolean;
                        /** @default true */
                        notifySubscribers?: boolean;
                        /**
                         * @default 22
                         * @enum {string}
                         */
                        categoryId?: "1" | "2" | "10" | "15" | "17" | "19" | "20" | "22" | "23" | "24" | "25" | "26" | "27" | "28" | "29";
                    };
                    /**
                     * @default {
                     *       "youtubeTitle": "",
                     *       "youtubeDescription": "",
                     *       "tiktok": "",
                     *       "instagram": ""
                     *     }
                     */
                    texts?: {
                        /** @default  */
                        youtubeTitle?: string;
                        /** @default  */
                        youtubeDescription?: string;
                        /** @default  */
                        tiktok?: string;
                        /** @default  */
                        instagram?: string;
                    };
                    /** @default [] */
                    skip?: {
                        accountId: number;
                        /** @enum {string} */
                        platform: "youtube" | "tiktok" | "instagram";
                    }[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        idUpload: string;
                        title: string;
                        description: string;
                        tags: string;
                        inYouTube: boolean;
                        inTikTok: boolean;
                        inInstagram: boolean;
                        date: string | null;
                        /** @enum {string} */
                        status: "loading" | "success" | "error" | "noactive" | "publication";
                        tiktok: {
                            /** @enum {string} */
                            privacyLevel: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY";
                            allowComments: boolean;
                            allowDuet: boolean;
                            allowStitch: boolean;
                        } | null;
                        youtube: {
                            /** @default false */
                            madeForKids: boolean;
                            /** @default true */
                            notifySubscribers: boolean;
                            /**
                             * @default 22
                             * @enum {string}
                             */
                            categoryId: "1" | "2" | "10" | "15" | "17" | "19" | "20" | "22" | "23" | "24" | "25" | "26" | "27" | "28" | "29";
                        };
                        texts: {
                            youtubeTitle: string;
                            youtubeDescription: string;
                            tiktok: string;
                            instagram: string;
                        };
                        tagProfile: {
                            id: number;
                            name: string;
                            tags: string[];
                            createdBy: {
                                id: number;
                                login: string;
                            } | null;
                        }[];
                        video: {
                            id: number;
                            videoId: number;
                            /** @enum {string} */
                            platform: "youtube" | "tiktok" | "instagram";
                            /** @enum {string} */
                            status: "loading" | "success" | "error" | "noactive" | "publication";
                            error: string | null;
                            postUrl: string | null;
                            account: {
                                id: number;
                                title: string;
                            };
                            video: {
                                id: number;
                                url: string;
                                posterUrl: string | null;
                                idUpload: string;
                                createdAt: string;
                                /** @enum {string} */
                                status?: "loading" | "success" | "error" | "noactive" | "publication";
                                account?: {
                                    id: number;
                                    title: string;
                                    value: string | number;
                                };
                                score?: {
                                    /** @enum {string} */
                                    verdict: "high" | "medium" | "low";
                                    sourceDistance: number;
                                    nearestDistance: number | null;
                                    tooSimilarTo: number[];
                                } | null;
                            };
                            publishAt: string | null;
                            retryAt: string | null;
                            plannedAt: string | null;
                            publishedAt: string | null;
                            attempts: number;
                            views: number;
                            likes: number;
                            comments: number;
                            updatedAt: string;
                            title: string;
                            description: string;
                            tags: string[];
                            caption: string | null;
                            tiktok: {
                                /** @enum {string} */
                                privacyLevel: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY";
                                allowComments: boolean;
                                allowDuet: boolean;
                                allowStitch: boolean;
                            } | null;
                            youtube: {
                                /** @default false */
                                madeForKids: boolean;
                                /** @default true */
                                notifySubscribers: boolean;
                                /**
                                 * @default 22
                                 * @enum {string}
                                 */
                                categoryId: "1" | "2" | "10" | "15" | "17" | "19" | "20" | "22" | "23" | "24" | "25" | "26" | "27" | "28" | "29";
                            };
                            atPlatform: boolean;
                        }[];
                        createdAt: string;
                        request: {
                            id: number;
                            idUpload: string;
                            sourceName: string;
                        };
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Understood but refused (file content, limits, state of the profiles) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updatePublicationOlder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @default  */
                    description?: string;
                    tags: string | string[];
                    /** @default false */
                    inYouTube?: boolean;
                    /** @default false */
                    inTikTok?: boolean;
                    /** @default false */
                    inInstagram?: boolean;
                    /** @default null */
                    tiktok?: {
                        /** @default null */
                        privacyLevel?: ("PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY" | null) | "";
                        /** @default false */
                        allowComments?: boolean;
                        /** @default false */
                        allowDuet?: boolean;
                        /** @default false */
                        allowStitch?: boolean;
                    } | null;
                    youtube?: {
                        /** @default false */
                        madeForKids?: boolean;
                        /** @default true */
                        notifySubscribers?: boolean;
                        /**
                         * @default 22
                         * @enum {string}
                         */
                        categoryId?: "1" | "2" | "10" | "15" | "17" | "19" | "20" | "22" | "23" | "24" | "25" | "26" | "27" | "28" | "29";
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        idUpload: string;
                        title: string;
                        description: string;
                        tags: string;
                        inYouTube: boolean;
                        inTikTok: boolean;
                        inInstagram: boolean;
                        date: string | null;
                        /** @enum {string} */
                        status: "loading" | "success" | "error" | "noactive" | "publication";
                        tiktok: {
                            /** @enum {string} */
                            privacyLevel: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY";
                            allowComments: boolean;
                            allowDuet: boolean;
                            allowStitch: boolean;
                        } | null;
                        youtube: {
                            /** @default false */
                            madeForKids: boolean;
                            /** @default true */
                            notifySubscribers: boolean;
                            /**
                             * @default 22
                             * @enum {string}
                             */
                            categoryId: "1" | "2" | "10" | "15" | "17" | "19" | "20" | "22" | "23" | "24" | "25" | "26" | "27" | "28" | "29";
                        };
                        texts: {
                            youtubeTitle: string;
                            youtubeDescription: string;
                            tiktok: string;
                            instagram: string;
                        };
                        tagProfile: {
                            id: number;
                            name: string;
                            tags: string[];
                            createdBy: {
                                id: number;
                                login: string;
                            } | null;
                        }[];
                        video: {
                            id: number;
                            videoId: number;
                            /** @enum {string} */
                            platform: "youtube" | "tiktok" | "instagram";
                            /** @enum {string} */
                            status: "loading" | "success" | "error" | "noactive" | "publication";
                            error: string | null;
                            postUrl: string | null;
                            account: {
                                id: number;
                                title: string;
                            };
                            video: {
                                id: number;
                                url: string;
                                posterUrl: string | null;
                                idUpload: string;
                                createdAt: string;
                                /** @enum {string} */
                                status?: "loading" | "success" | "error" | "noactive" | "publication";
                                account?: {
                                    id: number;
                                    title: string;
                                    value: string | number;
                                };
                                score?: {
                                    /** @enum {string} */
                                    verdict: "high" | "medium" | "low";
                                    sourceDistance: number;
                                    nearestDistance: number | null;
                                    tooSimilarTo: number[];
                                } | null;
                            };
                            publishAt: string | null;
                            retryAt: string | null;
                            plannedAt: string | null;
                            publishedAt: string | null;
                            attempts: number;
                            views: number;
                            likes: number;
                            comments: number;
                            updatedAt: string;
                            title: string;
                            description: string;
                            tags: string[];
                            caption: string | null;
                            tiktok: {
                                /** @enum {string} */
                                privacyLevel: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY";
                                allowComments: boolean;
                                allowDuet: boolean;
                                allowStitch: boolean;
                            } | null;
                            youtube: {
                                /** @default false */
                                madeForKids: boolean;
                                /** @default true */
                                notifySubscribers: boolean;
                                /**
                                 * @default 22
                                 * @enum {string}
                                 */
                                categoryId: "1" | "2" | "10" | "15" | "17" | "19" | "20" | "22" | "23" | "24" | "25" | "26" | "27" | "28" | "29";
                            };
                            atPlatform: boolean;
                        }[];
                        createdAt: string;
                        request: {
                            id: number;
                            idUpload: string;
                            sourceName: string;
                        };
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Understood but refused (file content, limits, state of the profiles) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPublishReadiness: {
        parameters: {
            query: {
                accounts: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accountId: number;
                            /** @enum {string} */
                            platform: "youtube" | "tiktok" | "instagram";
                            enabled: boolean;
                            unready: ("reconnect" | "checkpoint" | "proxy_down")[];
                        }[];
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getProfileTextValues: {
        parameters: {
            query: {
                accounts: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accountId: number;
                            title: string;
                            name: string | null;
                            group: string | null;
                            links: {
                                youtube: string | null;
                                tiktok: string | null;
                                instagram: string | null;
                            };
                            platforms: ("youtube" | "tiktok" | "instagram")[];
                        }[];
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    retryPublicationRow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        videoId: number;
                        /** @enum {string} */
                        platform: "youtube" | "tiktok" | "instagram";
                        /** @enum {string} */
                        status: "loading" | "success" | "error" | "noactive" | "publication";
                        error: string | null;
                        postUrl: string | null;
                        account: {
                            id: number;
                            title: string;
                        };
                        video: {
                            id: number;
                            url: string;
                            posterUrl: string | null;
                            idUpload: string;
                            createdAt: string;
                            /** @enum {string} */
                            status?: "loading" | "success" | "error" | "noactive" | "publication";
                            account?: {
                                id: number;
                                title: string;
                                value: string | number;
                            };
                            score?: {
                                /** @enum {string} */
                                verdict: "high" | "medium" | "low";
                                sourceDistance: number;
                                nearestDistance: number | null;
                                tooSimilarTo: number[];
                            } | null;
                        };
                        publishAt: string | null;
                        retryAt: string | null;
                        plannedAt: string | null;
                        publishedAt: string | null;
                        attempts: number;
                        views: number;
                        likes: number;
                        comments: number;
                        updatedAt: string;
                        title: string;
                        description: string;
                        tags: string[];
                        caption: string | null;
                        tiktok: {
                            /** @enum {string} */
                            privacyLevel: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY";
                            allowComments: boolean;
                            allowDuet: boolean;
                            allowStitch: boolean;
                        } | null;
                        youtube: {
                            /** @default false */
                            madeForKids: boolean;
                            /** @default true */
                            notifySubscribers: boolean;
                            /**
                             * @default 22
                             * @enum {string}
                             */
                            categoryId: "1" | "2" | "10" | "15" | "17" | "19" | "20" | "22" | "23" | "24" | "25" | "26" | "27" | "28" | "29";
                        };
                        atPlatform: boolean;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Understood but refused (file content, limits, state of the profiles) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    retryPublicationRowOlder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    videoId: number;
                    youTubeId?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        videoId: number;
                        /** @enum {string} */
                        platform: "youtube" | "tiktok" | "instagram";
                        /** @enum {string} */
                        status: "loading" | "success" | "error" | "noactive" | "publication";
                        error: string | null;
                        postUrl: string | null;
                        account: {
                            id: number;
                            title: string;
                        };
                        video: {
                            id: number;
                            url: string;
                            posterUrl: string | null;
                            idUpload: string;
                            createdAt: string;
                            /** @enum {string} */
                            status?: "loading" | "success" | "error" | "noactive" | "publication";
                            account?: {
                                id: number;
                                title: string;
                                value: string | number;
                            };
                            score?: {
                                /** @enum {string} */
                                verdict: "high" | "medium" | "low";
                                sourceDistance: number;
                                nearestDistance: number | null;
                                tooSimilarTo: number[];
                            } | null;
                        };
                        publishAt: string | null;
                        retryAt: string | null;
                        plannedAt: string | null;
                        publishedAt: string | null;
                        attempts: number;
                        views: number;
                        likes: number;
                        comments: number;
                        updatedAt: string;
                        title: string;
                        description: string;
                        tags: string[];
                        caption: string | null;
                        tiktok: {
                            /** @enum {string} */
                            privacyLevel: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY";
                            allowComments: boolean;
                            allowDuet: boolean;
                            allowStitch: boolean;
                        } | null;
                        youtube: {
                            /** @default false */
                            madeForKids: boolean;
                            /** @default true */
                            notifySubscribers: boolean;
                            /**
                             * @default 22
                             * @enum {string}
                             */
                            categoryId: "1" | "2" | "10" | "15" | "17" | "19" | "20" | "22" | "23" | "24" | "25" | "26" | "27" | "28" | "29";
                        };
                        atPlatform: boolean;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Understood but refused (file content, limits, state of the profiles) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPublicationStats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        history: {
                            points: {
                                at: string;
                                /** @enum {string} */
                                step: "hour" | "day" | "week";
                                youtube: {
                                    views: number;
                                    likes: number;
                                    comments: number;
                                };
                                instagram: {
                                    views: number;
                                    likes: number;
                                    comments: number;
                                };
                            }[];
                        };
                        ranking: {
                            id: number;
                            position: number;
                            posterUrl: string | null;
                            account: {
                                id: number;
                                title: string;
                            };
                            /** @enum {string} */
                            platform: "youtube" | "instagram";
                            views: number;
                            likes: number;
                            comments: number;
                            postUrl: string | null;
                        }[];
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getProfileStats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        history: {
                            points: {
                                at: string;
                                /** @enum {string} */
                                step: "hour" | "day" | "week";
                                youtube: {
                                    views: number;
                                    likes: number;
                                    comments: number;
                                };
                                instagram: {
                                    views: number;
                                    likes: number;
                                    comments: number;
                                };
                            }[];
                        };
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listPublicationPresets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        user: {
                            id: number;
                            login: string;
                        };
                        inYouTube: boolean;
                        inTikTok: boolean;
                        inInstagram: boolean;
                        tiktok: {
                            /** @enum {string|null} */
                            privacyLevel: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY" | null;
                            allowComments: boolean;
                            allowDuet: boolean;
                            allowStitch: boolean;
                        } | null;
                        youtube: {
                            /** @default false */
                            madeForKids: boolean;
                            /** @default true */
                            notifySubscribers: boolean;
                            /**
                             * @default 22
                             * @enum {string}
                             */
                            categoryId: "1" | "2" | "10" | "15" | "17" | "19" | "20" | "22" | "23" | "24" | "25" | "26" | "27" | "28" | "29";
                        };
                        tags: string[];
                        groups: {
                            id: number;
                            name: string;
                            missing: boolean;
                        }[];
                        labels: string[];
                        timing: {
                            /** @enum {unknown} */
                            kind: "none";
                        } | {
                            /** @enum {unknown} */
                            kind: "timeOfDay";
                            minutes: number;
                        };
                        createdAt: string;
                        updatedAt: string;
                    }[];
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createPublicationPreset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default false */
                    inYouTube?: boolean;
                    /** @default false */
                    inTikTok?: boolean;
                    /** @default false */
                    inInstagram?: boolean;
                    /** @default null */
                    tiktok?: {
                        /**
                         * @default null
                         * @enum {string|null}
                         */
                        privacyLevel?: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY" | null;
                        /** @default false */
                        allowComments?: boolean;
                        /** @default false */
                        allowDuet?: boolean;
                        /** @default false */
                        allowStitch?: boolean;
                    } | null;
                    /** @default {} */
                    youtube?: {
                        /** @default false */
                        madeForKids?: boolean;
                        /** @default true */
                        notifySubscribers?: boolean;
                        /**
                         * @default 22
                         * @enum {string}
                         */
                        categoryId?: "1" | "2" | "10" | "15" | "17" | "19" | "20" | "22" | "23" | "24" | "25" | "26" | "27" | "28" | "29";
                    };
                    /** @default [] */
                    tags?: string[];
                    /** @default [] */
                    groups?: number[];
                    /** @default [] */
                    labels?: string[];
                    /**
                     * @default {
                     *       "kind": "none"
                     *     }
                     */
                    timing?: {
                        /** @enum {unknown} */
                        kind: "none";
                    } | {
                        /** @enum {unknown} */
                        kind: "timeOfDay";
                        minutes: number;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        user: {
                            id: number;
                            login: string;
                        };
                        inYouTube: boolean;
                        inTikTok: boolean;
                        inInstagram: boolean;
                        tiktok: {
                            /** @enum {string|null} */
                            privacyLevel: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY" | null;
                            allowComments: boolean;
                            allowDuet: boolean;
                            allowStitch: boolean;
                        } | null;
                        youtube: {
                            /** @default false */
                            madeForKids: boolean;
                            /** @default true */
                            notifySubscribers: boolean;
                            /**
                             * @default 22
                             * @enum {string}
                             */
                            categoryId: "1" | "2" | "10" | "15" | "17" | "19" | "20" | "22" | "23" | "24" | "25" | "26" | "27" | "28" | "29";
                        };
                        tags: string[];
                        groups: {
                            id: number;
                            name: string;
                            missing: boolean;
                        }[];
                        labels: string[];
                        timing: {
                            /** @enum {unknown} */
                            kind: "none";
                        } | {
                            /** @enum {unknown} */
                            kind: "timeOfDay";
                            minutes: number;
                        };
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPublicationPreset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        user: {
                            id: number;
                            login: string;
                        };
                        inYouTube: boolean;
                        inTikTok: boolean;
                        inInstagram: boolean;
                        tiktok: {
                            /** @enum {string|null} */
                            privacyLevel: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY" | null;
                            allowComments: boolean;
                            allowDuet: boolean;
                            allowStitch: boolean;
                        } | null;
                        youtube: {
                            /** @default false */
                            madeForKids: boolean;
                            /** @default true */
                            notifySubscribers: boolean;
                            /**
                             * @default 22
                             * @enum {string}
                             */
                            categoryId: "1" | "2" | "10" | "15" | "17" | "19" | "20" | "22" | "23" | "24" | "25" | "26" | "27" | "28" | "29";
                        };
                        tags: string[];
                        groups: {
                            id: number;
                            name: string;
                            missing: boolean;
                        }[];
                        labels: string[];
                        timing: {
                            /** @enum {unknown} */
                            kind: "none";
                        } | {
                            /** @enum {unknown} */
                            kind: "timeOfDay";
                            minutes: number;
                        };
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deletePublicationPreset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updatePublicationPreset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @default false */
                    inYouTube?: boolean;
                    /** @default false */
                    inTikTok?: boolean;
                    /** @default false */
                    inInstagram?: boolean;
                    /** @default null */
                    tiktok?: {
                        /**
                         * @default null
                         * @enum {string|null}
                         */
                        privacyLevel?: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY" | null;
                        /** @default false */
                        allowComments?: boolean;
                        /** @default false */
                        allowDuet?: boolean;
                        /** @default false */
                        allowStitch?: boolean;
                    } | null;
                    /** @default {} */
                    youtube?: {
                        /** @default false */
                        madeForKids?: boolean;
                        /** @default true */
                        notifySubscribers?: boolean;
                        /**
                         * @default 22
                         * @enum {string}
                         */
                        categoryId?: "1" | "2" | "10" | "15" | "17" | "19" | "20" | "22" | "23" | "24" | "25" | "26" | "27" | "28" | "29";
                    };
                    /** @default [] */
                    tags?: string[];
                    /** @default [] */
                    groups?: number[];
                    /** @default [] */
                    labels?: string[];
                    /**
                     * @default {
                     *       "kind": "none"
                     *     }
                     */
                    timing?: {
                        /** @enum {unknown} */
                        kind: "none";
                    } | {
                        /** @enum {unknown} */
                        kind: "timeOfDay";
                        minutes: number;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        user: {
                            id: number;
                            login: string;
                        };
                        inYouTube: boolean;
                        inTikTok: boolean;
                        inInstagram: boolean;
                        tiktok: {
                            /** @enum {string|null} */
                            privacyLevel: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY" | null;
                            allowComments: boolean;
                            allowDuet: boolean;
                            allowStitch: boolean;
                        } | null;
                        youtube: {
                            /** @default false */
                            madeForKids: boolean;
                            /** @default true */
                            notifySubscribers: boolean;
                            /**
                             * @default 22
                             * @enum {string}
                             */
                            categoryId: "1" | "2" | "10" | "15" | "17" | "19" | "20" | "22" | "23" | "24" | "25" | "26" | "27" | "28" | "29";
                        };
                        tags: string[];
                        groups: {
                            id: number;
                            name: string;
                            missing: boolean;
                        }[];
                        labels: string[];
                        timing: {
                            /** @enum {unknown} */
                            kind: "none";
                        } | {
                            /** @enum {unknown} */
                            kind: "timeOfDay";
                            minutes: number;
                        };
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPostingLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        youtube: {
                            dailyCap: number;
                            minGapMinutes: number;
                            jitterMinutes: number;
                        };
                        tiktok: {
                            dailyCap: number;
                            minGapMinutes: number;
                            jitterMinutes: number;
                        };
                        instagram: {
                            dailyCap: number;
                            minGapMinutes: number;
                            jitterMinutes: number;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The signed-in user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    setPostingLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    youtube: {
                        dailyCap: number;
                        minGapMinutes: number;
                        jitterMinutes: number;
                    };
                    tiktok: {
                        dailyCap: number;
                        minGapMinutes: number;
                        jitterMinutes: number;
                    };
                    instagram: {
                        dailyCap: number;
                        minGapMinutes: number;
                        jitterMinutes: number;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        youtube: {
                            dailyCap: number;
                            minGapMinutes: number;
                            jitterMinutes: number;
                        };
                        tiktok: {
                            dailyCap: number;
                            minGapMinutes: number;
                            jitterMinutes: number;
                        };
                        instagram: {
                            dailyCap: number;
                            minGapMinutes: number;
                            jitterMinutes: number;
                        };
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The signed-in user may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAccountLimits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        overrides: {
                            youtube: {
                                dailyCap: number;
                                minGapMinutes: number;
                                jitterMinutes: number;
                            } | null;
                            tiktok: {
                                dailyCap: number;
                                minGapMinutes: number;
                                jitterMinutes: number;
                            } | null;
                            instagram: {
                                dailyCap: number;
                                minGapMinutes: number;
                                jitterMinutes: number;
                            } | null;
                        };
                        defaults: {
                            youtube: {
                                dailyCap: number;
                                minGapMinutes: number;
                                jitterMinutes: number;
                            };
                            tiktok: {
                                dailyCap: number;
                                minGapMinutes: number;
                                jitterMinutes: number;
                            };
                            instagram: {
                                dailyCap: number;
                                minGapMinutes: number;
                                jitterMinutes: number;
                            };
                        };
                        pauses: {
                            /** @enum {string} */
                            platform: "youtube" | "tiktok" | "instagram";
                            until: string;
                            reason: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    setAccountLimits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    youtube: {
                        dailyCap: number;
                        minGapMinutes: number;
                        jitterMinutes: number;
                    } | null;
                    tiktok: {
                        dailyCap: number;
                        minGapMinutes: number;
                        jitterMinutes: number;
                    } | null;
                    instagram: {
                        dailyCap: number;
                        minGapMinutes: number;
                        jitterMinutes: number;
                    } | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        overrides: {
                            youtube: {
                                dailyCap: number;
                                minGapMinutes: number;
                                jitterMinutes: number;
                            } | null;
                            tiktok: {
                                dailyCap: number;
                                minGapMinutes: number;
                                jitterMinutes: number;
                            } | null;
                            instagram: {
                                dailyCap: number;
                                minGapMinutes: number;
                                jitterMinutes: number;
                            } | null;
                        };
                        defaults: {
                            youtube: {
                                dailyCap: number;
                                minGapMinutes: number;
                                jitterMinutes: number;
                            };
                            tiktok: {
                                dailyCap: number;
                                minGapMinutes: number;
                                jitterMinutes: number;
                            };
                            instagram: {
                                dailyCap: number;
                                minGapMinutes: number;
                                jitterMinutes: number;
                            };
                        };
                        pauses: {
                            /** @enum {string} */
                            platform: "youtube" | "tiktok" | "instagram";
                            until: string;
                            reason: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAccountSlots: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        own: {
                            youtube: {
                                days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                                times: string[];
                            }[] | null;
                            tiktok: {
                                days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                                times: string[];
                            }[] | null;
                            instagram: {
                                days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                                times: string[];
                            }[] | null;
                        };
                        effective: {
                            youtube: {
                                /** @enum {string} */
                                source: "account" | "label" | "group";
                                name: string;
                                rules: {
                                    days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                                    times: string[];
                                }[];
                            } | null;
                            tiktok: {
                                /** @enum {string} */
                                source: "account" | "label" | "group";
                                name: string;
                                rules: {
                                    days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                                    times: string[];
                                }[];
                            } | null;
                            instagram: {
                                /** @enum {string} */
                                source: "account" | "label" | "group";
                                name: string;
                                rules: {
                                    days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                                    times: string[];
                                }[];
                            } | null;
                        };
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    setAccountSlots: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    youtube: {
                        days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                        times: string[];
                    }[] | null;
                    tiktok: {
                        days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                        times: string[];
                    }[] | null;
                    instagram: {
                        days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                        times: string[];
                    }[] | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        own: {
                            youtube: {
                                days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                                times: string[];
                            }[] | null;
                            tiktok: {
                                days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                                times: string[];
                            }[] | null;
                            instagram: {
                                days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                                times: string[];
                            }[] | null;
                        };
                        effective: {
                            youtube: {
                                /** @enum {string} */
                                source: "account" | "label" | "group";
                                name: string;
                                rules: {
                                    days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                                    times: string[];
                                }[];
                            } | null;
                            tiktok: {
                                /** @enum {string} */
                                source: "account" | "label" | "group";
                                name: string;
                                rules: {
                                    days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                                    times: string[];
                                }[];
                            } | null;
                            instagram: {
                                /** @enum {string} */
                                source: "account" | "label" | "group";
                                name: string;
                                rules: {
                                    days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                                    times: string[];
                                }[];
                            } | null;
                        };
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getGroupSlots: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        youtube: {
                            days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                            times: string[];
                        }[] | null;
                        tiktok: {
                            days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                            times: string[];
                        }[] | null;
                        instagram: {
                            days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                            times: string[];
                        }[] | null;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    setGroupSlots: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    youtube: {
                        days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                        times: string[];
                    }[] | null;
                    tiktok: {
                        days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                        times: string[];
                    }[] | null;
                    instagram: {
                        days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                        times: string[];
                    }[] | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        youtube: {
                            days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                            times: string[];
                        }[] | null;
                        tiktok: {
                            days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                            times: string[];
                        }[] | null;
                        instagram: {
                            days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                            times: string[];
                        }[] | null;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getLabelSlots: {
        parameters: {
            query: {
                label: string;
                owner?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        youtube: {
                            days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                            times: string[];
                        }[] | null;
                        tiktok: {
                            days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                            times: string[];
                        }[] | null;
                        instagram: {
                            days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                            times: string[];
                        }[] | null;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    setLabelSlots: {
        parameters: {
            query: {
                label: string;
                owner?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    youtube: {
                        days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                        times: string[];
                    }[] | null;
                    tiktok: {
                        days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                        times: string[];
                    }[] | null;
                    instagram: {
                        days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                        times: string[];
                    }[] | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        youtube: {
                            days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                            times: string[];
                        }[] | null;
                        tiktok: {
                            days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                            times: string[];
                        }[] | null;
                        instagram: {
                            days: (1 | 2 | 3 | 4 | 5 | 6 | 7)[];
                            times: string[];
                        }[] | null;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getFreeSlots: {
        parameters: {
            query: {
                platform: "youtube" | "tiktok" | "instagram";
                from: string;
                to: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: string[];
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getSlotGaps: {
        parameters: {
            query: {
                accounts: string;
                platforms: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accountId: number;
                            name: string;
                            platforms: ("youtube" | "tiktok" | "instagram")[];
                        }[];
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getHealthBoard: {
        parameters: {
            query?: {
                page?: number;
                /** @description Search text (trimmed, at most 100 characters); empty: the whole list */
                q?: string;
                state?: "reconnect" | "checkpoint" | "proxy_down" | "rate_limited" | "shared_ip" | "ready";
                platform?: "youtube" | "tiktok" | "instagram";
                group?: number;
                /** @description Labels (the parameter repeated for several): profiles carrying any of them; case ignored */
                label?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: {
                                id: number;
                                comments: string;
                                proxy: string;
                            };
                            user: {
                                id: number;
                                login: string;
                            };
                            group: {
                                id: number;
                                name: string;
                            } | null;
                            labels: string[];
                            /** @enum {string} */
                            platform: "youtube" | "tiktok" | "instagram";
                            /** @enum {string} */
                            state: "reconnect" | "checkpoint" | "proxy_down" | "rate_limited" | "shared_ip" | "ready";
                            states: ("reconnect" | "checkpoint" | "proxy_down" | "rate_limited" | "shared_ip" | "ready")[];
                            limitedUntil: string | null;
                            limitedReason: string | null;
                            proxy: {
                                accountId: number;
                                ok: boolean | null;
                                exitIp: string | null;
                                latencyMs: number | null;
                                error: string | null;
                                checkedAt: string | null;
                                sharedWith: number[];
                                sharedWithOthers: number;
                            };
                            proxyNextCheckAt: string | null;
                            proxyFailStreak: number;
                            lastSuccessAt: string | null;
                            lastError: string | null;
                            lastErrorAt: string | null;
                            failedCount: number;
                            postsLast24h: number;
                            dailyCap: number;
                            nextPlannedAt: string | null;
                            waitingCount: number;
                        }[];
                        page: number;
                        totalPages: number;
                        total: number;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getHealthSummary: {
        parameters: {
            query?: {
                /** @description Search text (trimmed, at most 100 characters); empty: the whole list */
                q?: string;
                platform?: "youtube" | "tiktok" | "instagram";
                group?: number;
                /** @description Labels (the parameter repeated for several): profiles carrying any of them; case ignored */
                label?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        counts: {
                            reconnect: number;
                            checkpoint: number;
                            proxy_down: number;
                            rate_limited: number;
                            shared_ip: number;
                            ready: number;
                        };
                        total: number;
                        profiles: {
                            reconnect: number;
                            checkpoint: number;
                            proxy_down: number;
                            rate_limited: number;
                            shared_ip: number;
                            ready: number;
                            all: number;
                        };
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    checkProxies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accountId: number;
                            ok: boolean | null;
                            exitIp: string | null;
                            latencyMs: number | null;
                            error: string | null;
                            checkedAt: string | null;
                            sharedWith: number[];
                            sharedWithOthers: number;
                        }[];
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many attempts; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    checkProxy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accountId: number;
                        ok: boolean | null;
                        exitIp: string | null;
                        latencyMs: number | null;
                        error: string | null;
                        checkedAt: string | null;
                        sharedWith: number[];
                        sharedWithOthers: number;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    retryProfileFailed: {
        parameters: {
            query?: {
                platform?: "youtube" | "tiktok" | "instagram";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        retried: number;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Understood but refused (file content, limits, state of the profiles) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    retryPublicationFailed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        retried: number;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Understood but refused (file content, limits, state of the profiles) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getCalendar: {
        parameters: {
            query: {
                from: string;
                to: string;
                platform?: "youtube" | "tiktok" | "instagram";
                group?: number;
                /** @description Labels (the parameter repeated for several): profiles carrying any of them; case ignored */
                label?: string[];
                account?: number;
                user?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        hours: {
                            hour: string;
                            publication: number;
                            loading: number;
                            success: number;
                            error: number;
                        }[];
                        freeSlots: {
                            at: string;
                            account: {
                                id: number;
                                title: string;
                            };
                            /** @enum {string} */
                            platform: "youtube" | "tiktok" | "instagram";
                        }[];
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getCalendarRows: {
        parameters: {
            query: {
                from: string;
                to: string;
                platform?: "youtube" | "tiktok" | "instagram";
                group?: number;
                /** @description Labels (the parameter repeated for several): profiles carrying any of them; case ignored */
                label?: string[];
                account?: number;
                user?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publications: {
                            id: number;
                            idUpload: string;
                            title: string;
                            status: string;
                            rows: {
                                id: number;
                                at: string;
                                /** @enum {string} */
                                status: "publication" | "loading" | "success" | "error";
                                /** @enum {string} */
                                platform: "youtube" | "tiktok" | "instagram";
                                account: {
                                    id: number;
                                    title: string;
                                };
                                movable: boolean;
                            }[];
                        }[];
                        total: number;
                        truncated: boolean;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    moveCalendarRows: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    resultId?: number;
                    publicationId?: number;
                    /** Format: date-time */
                    at: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accepted: boolean;
                        rows: {
                            id: number;
                            at: string;
                        }[];
                        message: string | null;
                        nearest: string | null;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    startBulkAction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    requestId: string;
                    /** @enum {unknown} */
                    kind: "checkProxy";
                    selection: {
                        /** @enum {unknown} */
                        by: "ids";
                        ids: number[];
                    } | {
                        /** @enum {unknown} */
                        by: "accounts";
                        /** @description Search text (trimmed, at most 100 characters); empty: the whole list */
                        q?: string;
                        /** @description Labels (the parameter repeated for several): profiles carrying any of them; case ignored */
                        label?: string[];
                    } | {
                        /** @enum {unknown} */
                        by: "health";
                        /** @description Search text (trimmed, at most 100 characters); empty: the whole list */
                        q?: string;
                        /** @enum {string} */
                        state?: "reconnect" | "checkpoint" | "proxy_down" | "rate_limited" | "shared_ip" | "ready";
                        /** @enum {string} */
                        platform?: "youtube" | "tiktok" | "instagram";
                        group?: number;
                        /** @description Labels (the parameter repeated for several): profiles carrying any of them; case ignored */
                        label?: string[];
                    };
                    payload: Record<string, never>;
                } | {
                    /** Format: uuid */
                    requestId: string;
                    /** @enum {unknown} */
                    kind: "setGroup";
                    selection: {
                        /** @enum {unknown} */
                        by: "ids";
                        ids: number[];
                    } | {
                        /** @enum {unknown} */
                        by: "accounts";
                        /** @description Search text (trimmed, at most 100 characters); empty: the whole list */
                        q?: string;
                        /** @description Labels (the parameter repeated for several): profiles carrying any of them; case ignored */
                        label?: string[];
                    } | {
                        /** @enum {unknown} */
                        by: "health";
                        /** @description Search text (trimmed, at most 100 characters); empty: the whole list */
                        q?: string;
                        /** @enum {string} */
                        state?: "reconnect" | "checkpoint" | "proxy_down" | "rate_limited" | "shared_ip" | "ready";
                        /** @enum {string} */
                        platform?: "youtube" | "tiktok" | "instagram";
                        group?: number;
                        /** @description Labels (the parameter repeated for several): profiles carrying any of them; case ignored */
                        label?: string[];
                    };
                    payload: {
                        groupId: number | null;
                    };
                } | {
                    /** Format: uuid */
                    requestId: string;
                    /** @enum {unknown} */
                    kind: "setPlatform";
                    selection: {
                        /** @enum {unknown} */
                        by: "ids";
                        ids: number[];
                    } | {
                        /** @enum {unknown} */
                        by: "accounts";
                        /** @description Search text (trimmed, at most 100 characters); empty: the whole list */
                        q?: string;
                        /** @description Labels (the parameter repeated for several): profiles carrying any of them; case ignored */
                        label?: string[];
                    } | {
                        /** @enum {unknown} */
                        by: "health";
                        /** @description Search text (trimmed, at most 100 characters); empty: the whole list */
                        q?: string;
                        /** @enum {string} */
                        state?: "reconnect" | "checkpoint" | "proxy_down" | "rate_limited" | "shared_ip" | "ready";
                        /** @enum {string} */
                        platform?: "youtube" | "tiktok" | "instagram";
                        group?: number;
                        /** @description Labels (the parameter repeated for several): profiles carrying any of them; case ignored */
                        label?: string[];
                    };
                    payload: {
                        /** @enum {string} */
                        platform: "youtube" | "tiktok" | "instagram";
                        on: boolean;
                    };
                } | {
                    /** Format: uuid */
                    requestId: string;
                    /** @enum {unknown} */
                    kind: "setProxy";
                    selection: {
                        /** @enum {unknown} */
                        by: "ids";
                        ids: number[];
                    } | {
                        /** @enum {unknown} */
                        by: "accounts";
                        /** @description Search text (trimmed, at most 100 characters); empty: the whole list */
                        q?: string;
                        /** @description Labels (the parameter repeated for several): profiles carrying any of them; case ignored */
                        label?: string[];
                    } | {
                        /** @enum {unknown} */
                        by: "health";
                        /** @description Search text (trimmed, at most 100 characters); empty: the whole list */
                        q?: string;
                        /** @enum {string} */
                        state?: "reconnect" | "checkpoint" | "proxy_down" | "rate_limited" | "shared_ip" | "ready";
                        /** @enum {string} */
                        platform?: "youtube" | "tiktok" | "instagram";
                        group?: number;
                        /** @description Labels (the parameter repeated for several): profiles carrying any of them; case ignored */
                        label?: string[];
                    };
                    payload: {
                        proxies: string[];
                    };
                } | {
                    /** Format: uuid */
                    requestId: string;
                    /** @enum {unknown} */
                    kind: "addLabels";
                    selection: {
                        /** @enum {unknown} */
                        by: "ids";
                        ids: number[];
                    } | {
                        /** @enum {unknown} */
                        by: "accounts";
                        /** @description Search text (trimmed, at most 100 characters); empty: the whole list */
                        q?: string;
                        /** @description Labels (the parameter repeated for several): profiles carrying any of them; case ignored */
                        label?: string[];
                    } | {
                        /** @enum {unknown} */
                        by: "health";
                        /** @description Search text (trimmed, at most 100 characters); empty: the whole list */
                        q?: string;
                        /** @enum {string} */
                        state?: "reconnect" | "checkpoint" | "proxy_down" | "rate_limited" | "shared_ip" | "ready";
                        /** @enum {string} */
                        platform?: "youtube" | "tiktok" | "instagram";
                        group?: number;
                        /** @description Labels (the parameter repeated for several): profiles carrying any of them; case ignored */
                        label?: string[];
                    };
                    payload: {
                        labels: string[];
                    };
                } | {
                    /** Format: uuid */
                    requestId: string;
                    /** @enum {unknown} */
                    kind: "removeLabels";
                    selection: {
                        /** @enum {unknown} */
                        by: "ids";
                        ids: number[];
                    } | {
                        /** @enum {unknown} */
                        by: "accounts";
                        /** @description Search text (trimmed, at most 100 characters); empty: the whole list */
                        q?: string;
                        /** @description Labels (the parameter repeated for several): profiles carrying any of them; case ignored */
                        label?: string[];
                    } | {
                        /** @enum {unknown} */
                        by: "health";
                        /** @description Search text (trimmed, at most 100 characters); empty: the whole list */
                        q?: string;
                        /** @enum {string} */
                        state?: "reconnect" | "checkpoint" | "proxy_down" | "rate_limited" | "shared_ip" | "ready";
                        /** @enum {string} */
                        platform?: "youtube" | "tiktok" | "instagram";
                        group?: number;
                        /** @description Labels (the parameter repeated for several): profiles carrying any of them; case ignored */
                        label?: string[];
                    };
                    payload: {
                        labels: string[];
                    };
                } | {
                    /** Format: uuid */
                    requestId: string;
                    /** @enum {unknown} */
                    kind: "retryFailed";
                    selection: {
                        /** @enum {unknown} */
                        by: "ids";
                        ids: number[];
                    } | {
                        /** @enum {unknown} */
                        by: "accounts";
                        /** @description Search text (trimmed, at most 100 characters); empty: the whole list */
                        q?: string;
                        /** @description Labels (the parameter repeated for several): profiles carrying any of them; case ignored */
                        label?: string[];
                    } | {
                        /** @enum {unknown} */
                        by: "health";
                        /** @description Search text (trimmed, at most 100 characters); empty: the whole list */
                        q?: string;
                        /** @enum {string} */
                        state?: "reconnect" | "checkpoint" | "proxy_down" | "rate_limited" | "shared_ip" | "ready";
                        /** @enum {string} */
                        platform?: "youtube" | "tiktok" | "instagram";
                        group?: number;
                        /** @description Labels (the parameter repeated for several): profiles carrying any of them; case ignored */
                        label?: string[];
                    };
                    payload: Record<string, never>;
                } | {
                    /** Format: uuid */
                    requestId: string;
                    /** @enum {unknown} */
                    kind: "delete";
                    selection: {
                        /** @enum {unknown} */
                        by: "ids";
                        ids: number[];
                    } | {
                        /** @enum {unknown} */
                        by: "accounts";
                        /** @description Search text (trimmed, at most 100 characters); empty: the whole list */
                        q?: string;
                        /** @description Labels (the parameter repeated for several): profiles carrying any of them; case ignored */
                        label?: string[];
                    } | {
                        /** @enum {unknown} */
                        by: "health";
                        /** @description Search text (trimmed, at most 100 characters); empty: the whole list */
                        q?: string;
                        /** @enum {string} */
                        state?: "reconnect" | "checkpoint" | "proxy_down" | "rate_limited" | "shared_ip" | "ready";
                        /** @enum {string} */
                        platform?: "youtube" | "tiktok" | "instagram";
                        group?: number;
                        /** @description Labels (the parameter repeated for several): profiles carrying any of them; case ignored */
                        label?: string[];
                    };
                    payload: Record<string, never>;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "checkProxy" | "setGroup" | "setPlatform" | "setProxy" | "addLabels" | "removeLabels" | "retryFailed" | "delete";
                        /** @enum {string} */
                        status: "running" | "done";
                        total: number;
                        done: number;
                        refused: number;
                        createdAt: string;
                        finishedAt: string | null;
                        results: {
                            accountId: number;
                            title: string;
                            /** @enum {string} */
                            outcome: "pending" | "done" | "refused";
                            reason: string | null;
                        }[];
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getBulkAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "checkProxy" | "setGroup" | "setPlatform" | "setProxy" | "addLabels" | "removeLabels" | "retryFailed" | "delete";
                        /** @enum {string} */
                        status: "running" | "done";
                        total: number;
                        done: number;
                        refused: number;
                        createdAt: string;
                        finishedAt: string | null;
                        results: {
                            accountId: number;
                            title: string;
                            /** @enum {string} */
                            outcome: "pending" | "done" | "refused";
                            reason: string | null;
                        }[];
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    retrySelectedRows: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        done: number[];
                        refused: {
                            id: number;
                            reason: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deletePlannedRows: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        done: number[];
                        refused: {
                            id: number;
                            reason: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {string} */
                            type: "webhook" | "telegram";
                            url: string | null;
                            chatId: string | null;
                            botTokenSet: boolean;
                            kinds: ("render.finished" | "render.failed" | "publication.finished" | "publication.rows_failed" | "profile.reconnect_needed" | "profile.login_confirmation" | "profile.paused" | "proxy.failed" | "proxy.recovered" | "import.finished" | "bulk_action.finished")[];
                            enabled: boolean;
                            /** @enum {string|null} */
                            disabledReason: "gone" | null;
                            ownerId: number;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    type: "webhook";
                    /** Format: uri */
                    url: string;
                    kinds: ("render.finished" | "render.failed" | "publication.finished" | "publication.rows_failed" | "profile.reconnect_needed" | "profile.login_confirmation" | "profile.paused" | "proxy.failed" | "proxy.recovered" | "import.finished" | "bulk_action.finished")[];
                } | {
                    /** @enum {unknown} */
                    type: "telegram";
                    botToken: string;
                    chatId: string;
                    kinds: ("render.finished" | "render.failed" | "publication.finished" | "publication.rows_failed" | "profile.reconnect_needed" | "profile.login_confirmation" | "profile.paused" | "proxy.failed" | "proxy.recovered" | "import.finished" | "bulk_action.finished")[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        type: "webhook" | "telegram";
                        url: string | null;
                        chatId: string | null;
                        botTokenSet: boolean;
                        kinds: ("render.finished" | "render.failed" | "publication.finished" | "publication.rows_failed" | "profile.reconnect_needed" | "profile.login_confirmation" | "profile.paused" | "proxy.failed" | "proxy.recovered" | "import.finished" | "bulk_action.finished")[];
                        enabled: boolean;
                        /** @enum {string|null} */
                        disabledReason: "gone" | null;
                        ownerId: number;
                        createdAt: string;
                        secret: string | null;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    kinds?: ("render.finished" | "render.failed" | "publication.finished" | "publication.rows_failed" | "profile.reconnect_needed" | "profile.login_confirmation" | "profile.paused" | "proxy.failed" | "proxy.recovered" | "import.finished" | "bulk_action.finished")[];
                    enabled?: boolean;
                    botToken?: string;
                    chatId?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        type: "webhook" | "telegram";
                        url: string | null;
                        chatId: string | null;
                        botTokenSet: boolean;
                        kinds: ("render.finished" | "render.failed" | "publication.finished" | "publication.rows_failed" | "profile.reconnect_needed" | "profile.login_confirmation" | "profile.paused" | "proxy.failed" | "proxy.recovered" | "import.finished" | "bulk_action.finished")[];
                        enabled: boolean;
                        /** @enum {string|null} */
                        disabledReason: "gone" | null;
                        ownerId: number;
                        createdAt: string;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            eventId: number;
                            /** @enum {string} */
                            kind: "render.finished" | "render.failed" | "publication.finished" | "publication.rows_failed" | "profile.reconnect_needed" | "profile.login_confirmation" | "profile.paused" | "proxy.failed" | "proxy.recovered" | "import.finished" | "bulk_action.finished";
                            /** @enum {string} */
                            state: "pending" | "succeeded" | "failed";
                            createdAt: string;
                            attempts: {
                                attempt: number;
                                at: string;
                                statusCode: number | null;
                                durationMs: number;
                                response: string | null;
                                error: string | null;
                                manual: boolean;
                            }[];
                        }[];
                        page: number;
                        totalPages: number;
                        total: number;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    resendWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                deliveryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                page?: number;
                kind?: "render.finished" | "render.failed" | "publication.finished" | "publication.rows_failed" | "profile.reconnect_needed" | "profile.login_confirmation" | "profile.paused" | "proxy.failed" | "proxy.recovered" | "import.finished" | "bulk_action.finished";
                profile?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {string} */
                            kind: "render.finished" | "render.failed" | "publication.finished" | "publication.rows_failed" | "profile.reconnect_needed" | "profile.login_confirmation" | "profile.paused" | "proxy.failed" | "proxy.recovered" | "import.finished" | "bulk_action.finished";
                            createdAt: string;
                            ownerId: number | null;
                            profileId: number | null;
                            profileTitle: string | null;
                            data: {
                                [key: string]: unknown;
                            };
                            read: boolean;
                        }[];
                        page: number;
                        totalPages: number;
                        total: number;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    eventsSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unread: number;
                        latestId: number | null;
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    readEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    readAllEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getEventSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        kinds: ("render.finished" | "render.failed" | "publication.finished" | "publication.rows_failed" | "profile.reconnect_needed" | "profile.login_confirmation" | "profile.paused" | "proxy.failed" | "proxy.recovered" | "import.finished" | "bulk_action.finished")[];
                        publicKey: string | null;
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    saveEventSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    kinds: ("render.finished" | "render.failed" | "publication.finished" | "publication.rows_failed" | "profile.reconnect_needed" | "profile.login_confirmation" | "profile.paused" | "proxy.failed" | "proxy.recovered" | "import.finished" | "bulk_action.finished")[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        kinds: ("render.finished" | "render.failed" | "publication.finished" | "publication.rows_failed" | "profile.reconnect_needed" | "profile.login_confirmation" | "profile.paused" | "proxy.failed" | "proxy.recovered" | "import.finished" | "bulk_action.finished")[];
                        publicKey: string | null;
                    };
                };
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    subscribePush: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    endpoint: string;
                    keys: {
                        p256dh: string;
                        auth: string;
                    };
                };
            };
        };
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    unsubscribePush: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    endpoint: string;
                };
            };
        };
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: one Ukrainian message per broken field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid access token (sent before any input is checked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The stored file's key as it appears in a media URL ('/' included) */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": Blob;
                };
            };
            /** @description Partial content (Range) */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": Blob;
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | string[];
                        /** @description Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault. */
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
}
