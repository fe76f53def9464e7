-- Numbers (issue 27): a number written before numbers had routes goes, as before, to its tenant's first skill group's
-- queue (the CTI server's fallback), now written down so the numbers page shows and changes it.
UPDATE did_numbers d
SET skill_group_id = (SELECT g.id FROM skill_groups g WHERE g.tenant_id = d.tenant_id ORDER BY g.name LIMIT 1)
WHERE d.route_kind = 'QUEUE' AND d.skill_group_id IS NULL;
