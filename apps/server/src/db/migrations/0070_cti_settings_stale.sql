-- A tenant's call-centre settings are kept in memory by every process for its CTI changes (cti-settings-cache):
-- a change to them drops the tenant's cached values everywhere, as a change to its tenants row does.
CREATE TRIGGER cti_settings_changed AFTER INSERT OR UPDATE OR DELETE ON cti_settings
  FOR EACH ROW EXECUTE FUNCTION tenant_row_changed();
