-- Uploads (issue 25, part 2 items 4 to 6): names stored before the file-name rule (`cleanFileName` in the
-- contract) lose their bidi controls and C1 control characters as the rule now removes and replaces them.
DO $$
DECLARE
  bidi text := chr(1564) || chr(8206) || chr(8207) || chr(8234) || chr(8235) || chr(8236) || chr(8237)
    || chr(8238) || chr(8294) || chr(8295) || chr(8296) || chr(8297);
  c1 text := '[' || chr(128) || '-' || chr(159) || ']';
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['files', 'email_attachments'] LOOP
    EXECUTE format(
      $sql$UPDATE %I SET file_name = COALESCE(NULLIF(btrim(regexp_replace(translate(file_name, %L, ''), %L, '_', 'g')), ''), '_')
           WHERE file_name <> regexp_replace(translate(file_name, %L, ''), %L, '_', 'g')$sql$,
      t, bidi, c1, bidi, c1);
  END LOOP;
END $$;
