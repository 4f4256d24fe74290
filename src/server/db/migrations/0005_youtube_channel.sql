-- The YouTube channel a profile is connected to: 'Підключити YouTube' reads it with
-- channels.list?part=snippet&mine=true right after the code exchange. The title and the link
-- (youtube_channel_title, youtube_channel_url) already have columns; the channel's id is new.
-- NULL: not connected, or connected before the product asked (a reconnect fills it in).
ALTER TABLE accounts ADD COLUMN youtube_channel_id text;
