-- A tenant's telephony network: the built-in call simulator (the default) or a real SIP server, whose agents take
-- calls on the browser softphone (SIPPHONE). A softphone call keeps whom it dials and its SIP dialog, so another
-- tab of the agent can take the call over (INVITE with Replaces) when the tab holding the audio closes.
ALTER TABLE cti_settings ADD COLUMN network text NOT NULL DEFAULT 'simulator' CHECK (network IN ('simulator', 'sip'));
ALTER TABLE call_records ADD COLUMN sip_target text, ADD COLUMN sip_dialog jsonb;
