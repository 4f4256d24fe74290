-- A tag never holds a comma: the platforms and the published item's form read tags
-- as a comma-separated list, so "a,b" saved as one tag was one chip in a tag set and two tags once
-- published. New tags are split by normalizeTags (src/shared/lib/tags.ts); this splits the stored ones
-- the same way: at commas and blanks, empty pieces dropped, the first occurrence of each kept, in order.
-- (Stored tags are already trimmed and lowercased by the app.)
UPDATE tag_sets t
   SET tags = (SELECT coalesce(array_agg(word ORDER BY first_at), '{}')
                 FROM (SELECT part.word, min(tag.at * 100000 + part.at) AS first_at
                         FROM unnest(t.tags) WITH ORDINALITY AS tag(text, at),
                              regexp_split_to_table(tag.text, '[[:space:],]+') WITH ORDINALITY AS part(word, at)
                        WHERE part.word <> ''
                        GROUP BY part.word) words)
 WHERE array_to_string(t.tags, ' ') LIKE '%,%';

UPDATE publications p
   SET tags = (SELECT coalesce(array_agg(word ORDER BY first_at), '{}')
                 FROM (SELECT part.word, min(tag.at * 100000 + part.at) AS first_at
                         FROM unnest(p.tags) WITH ORDINALITY AS tag(text, at),
                              regexp_split_to_table(tag.text, '[[:space:],]+') WITH ORDINALITY AS part(word, at)
                        WHERE part.word <> ''
                        GROUP BY part.word) words)
 WHERE array_to_string(p.tags, ' ') LIKE '%,%';
