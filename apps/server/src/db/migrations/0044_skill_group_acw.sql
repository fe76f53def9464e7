-- After-call work per skill group (issue 26, part 3), kept with the group in reference data until the call-centre
-- settings gather them: OFF (none), TIMED (ends by itself after acw_seconds, or the tenant's setting when null) or
-- MANDATORY (ends only once the call has a wrap-up code). Existing groups keep today's time-boxed work.
ALTER TABLE skill_groups
  ADD COLUMN acw_mode text NOT NULL DEFAULT 'TIMED' CHECK (acw_mode IN ('OFF', 'TIMED', 'MANDATORY')),
  ADD COLUMN acw_seconds integer CHECK (acw_seconds BETWEEN 1 AND 3600);
