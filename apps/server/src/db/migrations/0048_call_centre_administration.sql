-- Call-centre administration (issue 27): a tenant sets up its own numbers, IVR, queues and call rules. This
-- migration holds the data every part shares; each part's own migration follows it.

-- Numbers (part 1): where an inbound number routes (an IVR, a queue or a closed message), and a retired number
-- kept for its history but neither called nor called from.
ALTER TABLE did_numbers
  ADD COLUMN route_kind text NOT NULL DEFAULT 'QUEUE' CHECK (route_kind IN ('IVR', 'QUEUE', 'CLOSED')),
  ADD COLUMN ivr_id uuid,
  ADD COLUMN skill_group_id uuid,
  ADD COLUMN closed_message text NOT NULL DEFAULT '',
  ADD COLUMN retired_at timestamptz,
  ADD CONSTRAINT did_numbers_skill_group FOREIGN KEY (tenant_id, skill_group_id)
    REFERENCES skill_groups (tenant_id, id) ON DELETE SET NULL (skill_group_id);

-- IVR (part 2): one flow per tenant entry point, its menu tree, business hours and holidays as one checked document
-- (the contract's ivrDefinitionSchema), so the editor saves it whole and every process reads it whole.
CREATE TABLE ivr_flows (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL,
  definition jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, name),
  UNIQUE (tenant_id, id)
);
ALTER TABLE ivr_flows ENABLE ROW LEVEL SECURITY;
ALTER TABLE ivr_flows FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON ivr_flows USING (tenant_id = current_tenant_id());
GRANT SELECT, INSERT, UPDATE, DELETE ON ivr_flows TO portal_app;

ALTER TABLE did_numbers
  ADD CONSTRAINT did_numbers_ivr FOREIGN KEY (tenant_id, ivr_id)
    REFERENCES ivr_flows (tenant_id, id) ON DELETE SET NULL (ivr_id);

-- Which numbers a skill group's agents may call out from, and its default.
CREATE TABLE skill_group_numbers (
  tenant_id uuid NOT NULL,
  skill_group_id uuid NOT NULL,
  number text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  PRIMARY KEY (tenant_id, skill_group_id, number),
  FOREIGN KEY (tenant_id, skill_group_id) REFERENCES skill_groups (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, number) REFERENCES did_numbers (tenant_id, number) ON DELETE CASCADE
);
CREATE UNIQUE INDEX skill_group_numbers_one_default ON skill_group_numbers (tenant_id, skill_group_id)
  WHERE is_default;
ALTER TABLE skill_group_numbers ENABLE ROW LEVEL SECURITY;
ALTER TABLE skill_group_numbers FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_is_current ON skill_group_numbers USING (tenant_id = current_tenant_id());
GRANT SELECT, INSERT, UPDATE, DELETE ON skill_group_numbers TO portal_app;

-- Queues (part 3) and agent rules per queue (part 4); NULL means the tenant's setting.
ALTER TABLE skill_groups
  ADD COLUMN ring_strategy text NOT NULL DEFAULT 'LONGEST_IDLE'
    CHECK (ring_strategy IN ('LONGEST_IDLE', 'ROUND_ROBIN', 'SKILL_LEVEL')),
  ADD COLUMN ring_timeout_seconds integer CHECK (ring_timeout_seconds BETWEEN 5 AND 120),
  ADD COLUMN max_offers_per_agent integer CHECK (max_offers_per_agent BETWEEN 1 AND 20),
  ADD COLUMN max_wait_seconds integer CHECK (max_wait_seconds BETWEEN 10 AND 3600),
  ADD COLUMN overflow_action text NOT NULL DEFAULT 'HANGUP' CHECK (overflow_action IN ('HANGUP', 'QUEUE', 'CALLBACK')),
  ADD COLUMN overflow_skill_group_id uuid,
  ADD COLUMN offers_queued_callback boolean NOT NULL DEFAULT false,
  ADD COLUMN announce_every_seconds integer CHECK (announce_every_seconds BETWEEN 10 AND 600),
  ADD COLUMN wrap_up_codes text[],
  ADD COLUMN auto_answer boolean NOT NULL DEFAULT false,
  ADD COLUMN auto_answer_delay_seconds integer NOT NULL DEFAULT 0 CHECK (auto_answer_delay_seconds BETWEEN 0 AND 10),
  ADD COLUMN incoming_call_popup boolean,
  ADD CONSTRAINT skill_groups_overflow FOREIGN KEY (tenant_id, overflow_skill_group_id)
    REFERENCES skill_groups (tenant_id, id) ON DELETE SET NULL (overflow_skill_group_id);

-- A member's skill level in a group (1 to 10): the by-skill-level strategy rings the highest first. When they were
-- last offered a call of the group: round robin rings the one offered longest ago.
ALTER TABLE skill_group_members
  ADD COLUMN skill_level integer NOT NULL DEFAULT 5 CHECK (skill_level BETWEEN 1 AND 10),
  ADD COLUMN last_offered_at timestamptz;

-- A call: what its caller heard, step by step ({at, text}; the simulator prints it), a call-back request (the caller
-- hung up keeping their place, or left one outside business hours: an agent is offered it as a call), when it leaves
-- its queue by the queue's maximum wait, the caller's satisfaction answer, and the answer a simulated caller will give.
ALTER TABLE call_records
  ADD COLUMN caller_heard jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN callback_requested_at timestamptz,
  ADD COLUMN queue_deadline timestamptz,
  ADD COLUMN survey_score smallint CHECK (survey_score BETWEEN 1 AND 10),
  ADD COLUMN simulated_survey_answer smallint CHECK (simulated_survey_answer BETWEEN 1 AND 10);
CREATE INDEX call_records_queue_deadline ON call_records (queue_deadline) WHERE queue_deadline IS NOT NULL;

-- Sign-in modes and network (part 5), the satisfaction survey's prompt and scale (part 6).
ALTER TABLE cti_settings
  ADD COLUMN sip_address text,
  ADD COLUMN satisfaction_prompt text NOT NULL DEFAULT '',
  ADD COLUMN satisfaction_scale integer NOT NULL DEFAULT 5 CHECK (satisfaction_scale IN (3, 5, 10));

-- The licence's numbers (part 7); NULL means no limit.
ALTER TABLE tenants ADD COLUMN number_limit integer CHECK (number_limit >= 0);

-- The administration pages under 设置 → 呼叫中心设置 for every existing tenant, held by its administrators.
INSERT INTO menu_resources (tenant_id, parent_id, resource_code, resource_type, name, name_en, url, open_type,
  product_module, sort_order)
SELECT s.tenant_id, s.id, p.code, 2, p.name, p.name_en, '/dzfront/portal/mzz/speech/speech/front/main/setting/' || p.page,
       3, 'speech', (SELECT COALESCE(max(sort_order), 0) FROM menu_resources WHERE tenant_id = s.tenant_id) + p.rank
FROM menu_resources s
CROSS JOIN (VALUES
  ('setting.speech.numbers', '号码管理', 'Numbers', 'numbers', 1),
  ('setting.speech.queues', '队列设置', 'Queues', 'queues', 2),
  ('setting.speech.agentRules', '坐席规则', 'Agent rules', 'agentRules', 3),
  ('setting.speech.signIn', '签入方式', 'Sign-in modes', 'signIn', 4),
  ('setting.speech.survey', '满意度调查', 'Satisfaction survey', 'survey', 5)
) AS p (code, name, name_en, page, rank)
WHERE s.resource_code = 'setting.speech'
ON CONFLICT (tenant_id, resource_code) DO NOTHING;

INSERT INTO role_permissions (tenant_id, role_id, permission_code)
SELECT r.tenant_id, r.id, c.code FROM roles r
CROSS JOIN (VALUES ('setting.speech.numbers'), ('setting.speech.ivr'), ('setting.speech.queues'),
  ('setting.speech.agentRules'), ('setting.speech.signIn'), ('setting.speech.survey')) AS c (code)
WHERE r.code = 'administrator'
ON CONFLICT DO NOTHING;
