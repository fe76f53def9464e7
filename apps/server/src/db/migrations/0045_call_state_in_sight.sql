-- The call's state always in sight and outbound tasks' outcomes (issue 26 parts 4 and 6).

-- When the agent put the call on hold (null while it is not held): the header counts the hold time from it.
ALTER TABLE call_records ADD COLUMN held_at timestamptz;

-- An outbound task's customer (the call it dials carries it, whatever number the task dials), and its attempts:
-- how many calls it made, the last one's result and when that call ended.
ALTER TABLE outbound_tasks
  ADD COLUMN customer_id uuid REFERENCES customers (id) ON DELETE SET NULL,
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN last_result text,
  ADD COLUMN last_attempt_at timestamptz;
-- The tasks that exist: their customer matched by name, their attempts counted from their calls.
UPDATE outbound_tasks t SET customer_id = (
  SELECT c.id FROM customers c WHERE c.tenant_id = t.tenant_id AND c.name = t.customer_name
  ORDER BY c.created_at, c.id LIMIT 1
);
UPDATE outbound_tasks t SET attempts = a.attempts, last_result = a.last_result, last_attempt_at = a.last_attempt_at
FROM (
  SELECT outbound_task_id, count(*)::int AS attempts,
    (array_agg(result ORDER BY ended_at DESC))[1] AS last_result, max(ended_at) AS last_attempt_at
  FROM call_records WHERE outbound_task_id IS NOT NULL AND ended_at IS NOT NULL GROUP BY outbound_task_id
) a
WHERE a.outbound_task_id = t.id;
