-- The tenant's workbench render mode (§2 header, §5 workbench agent config showRenderMode): 1 shows the e-mail,
-- chat and video items, 0 the chat item alone. Tenant administration sets it; a new tenant starts in mode 1.
ALTER TABLE tenants ADD COLUMN workbench_render_mode smallint NOT NULL DEFAULT 1
  CHECK (workbench_render_mode IN (0, 1));
