-- Texts written per platform on the publishing form (YouTube's title and description, TikTok's and Instagram's
-- caption), with their variables ({профіль}, {група}, {посилання}) unfilled; '' keeps the shared title and description.
ALTER TABLE publications ADD COLUMN texts jsonb NOT NULL DEFAULT '{}'::jsonb;

-- A TikTok or Instagram row's caption exactly as it is posted (variables filled for its profile, hashtags placed).
-- NULL: a YouTube row (its title and description columns are what it posts) or a row made before this column.
ALTER TABLE publication_results ADD COLUMN caption text;
