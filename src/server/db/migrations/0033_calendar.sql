-- The calendar ('Календар') reads the rows of a range by when they go out: a published row at its post, any
-- other at its planned slot. The expression is written once in services/publishing/calendar-queries.ts
-- (`CALENDAR_AT`) and must stay identical here for the planner to use the index; the included columns let
-- the per-hour counts of a dense week read the index alone.
CREATE INDEX publication_results_calendar_idx
  ON publication_results ((coalesce(CASE WHEN status = 'success' THEN published_at END, planned_at)))
  INCLUDE (status, platform, publication_video_id)
  WHERE status <> 'noactive';
