-- IVR (issue 27 part 2): the SIP server asks which agent a call to a tenant number rings, before any tenant is set.
-- The number names its tenant; a number two tenants both hold names neither (NULL), so no call reaches the wrong one.
CREATE FUNCTION cti_tenant_by_did(p_number text)
RETURNS uuid
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT CASE WHEN count(*) = 1 THEN min(tenant_id::text)::uuid END
  FROM did_numbers WHERE number = p_number AND retired_at IS NULL
$$;

REVOKE ALL ON FUNCTION cti_tenant_by_did(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION cti_tenant_by_did(text) TO portal_app;
