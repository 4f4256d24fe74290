-- A committed upload keeps answering its offset request after its file is gone: complete, with the
-- size it had (Upload-Offset = Upload-Length), so a client that lost the commit's answer (a server
-- killed as the answer left, a page reloaded during the commit) asks for that answer again with the
-- item's key instead of sending the whole file again as a new upload. Uploads committed before this
-- have no size and answer 404 as before.
ALTER TABLE consumed_uploads ADD COLUMN size bigint;
