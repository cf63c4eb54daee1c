-- jpa/core: the files the file server keeps.
CREATE TABLE fs_file (
    id         bigint PRIMARY KEY,
    name       text        NOT NULL,
    state      text        NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO fs_file (id, name, state) VALUES (42, 'upload-42.bin', 'VERIFYING');
INSERT INTO schema_history (version, description) VALUES (2, 'jpa/core');
