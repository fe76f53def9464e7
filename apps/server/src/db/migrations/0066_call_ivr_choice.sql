-- What a caller chose in the IVR (the names of the menus their keys led to), for the knowledge the desk suggests
-- beside the call.
ALTER TABLE call_records ADD COLUMN ivr_choice text NOT NULL DEFAULT '';
