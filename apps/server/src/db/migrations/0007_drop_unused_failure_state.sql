-- Login attempts are counted and read by auth_begin_login_attempt (0005); nothing reads the failure state alone.
DROP FUNCTION auth_login_failure_state(text);
