-- One note per call (issue 26, part 3): each save raises the version, and a save typed over an older version is
-- refused, so the phone panel and the working desk never overwrite each other with a stale text.
ALTER TABLE call_records ADD COLUMN note_version integer NOT NULL DEFAULT 0;
