-- The first staff role (issue 31): what the admin account-creation API asks for. Every
-- installation gets it, not only a freshly seeded one; a role is granted by a user_roles row.
INSERT INTO "roles" ("name", "title", "permissions")
VALUES ('admin', 'Администратор', ARRAY['members:create'])
ON CONFLICT ("name") DO NOTHING;
