-- The calendar ('Календар') reads the rows of a range by when they go out: a published row at its post, any
-- other at its planned slot. The expression is written once in services/publishing/calendar-queries.ts
-- (`CALENDAR_AT`) and must stay identical here for the planner to use the index. Not partial: the planner
-- reads an expression index's statistics only from a whole-table index, and without them it guesses a
-- week holds 0.5 % of the rows. The included columns (those the expression reads among them) let the
-- per-hour counts of a dense week be an index-only scan.
CREATE INDEX publication_results_calendar_idx
  ON publication_results ((coalesce(CASE WHEN status = 'success' THEN published_at END, planned_at)))
  INCLUDE (status, platform, publication_video_id, published_at, planned_at);
