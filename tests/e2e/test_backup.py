"""`foodly backup` and `foodly restore` as an operator runs them: a backup while the release server serves and
customers write, checked and complete; restore refused while the server has the database open, refused over data
without --force, then the server starts on the restored file and it holds exactly the backup's rows. And the
refusals: an existing file, a file that is no backup, a PostgreSQL URL (which names pg_dump), a missing flag."""

from __future__ import annotations

import contextlib
import sqlite3
import threading
import time
import uuid

from cluster import Client, Process, foodly, login, register

BACKUP_PATH = "backups/foodly-backup.sqlite"


def rows(path: str) -> dict[str, list]:
    """Every table's rows, sorted, read straight from a database file."""
    with contextlib.closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as connection:
        tables = [name for (name,) in connection.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%' ORDER BY name")]
        return {table: sorted(connection.execute(f'SELECT * FROM "{table}"').fetchall(), key=repr)
                for table in tables}


def test_backup_while_serving_then_restore_over_the_stopped_servers_database(tmp_path):
    database = str(tmp_path / "foodly.sqlite")
    assert foodly("seed", "--db", database).returncode == 0
    server = Process(database, tmp_path / "server.log")
    stop = threading.Event()
    written: list[str] = []

    def customers() -> None:  # new accounts, each a user and a session, as fast as the server takes them
        while not stop.is_set():
            written.append(register(server.port, "Backup Tester"))

    writer = threading.Thread(target=customers)
    try:
        writer.start()
        while len(written) < 5:
            time.sleep(0.05)
        backup = tmp_path / BACKUP_PATH
        made = foodly("backup", "--db", database, "--to", str(backup))
        stop.set()
        writer.join()
        assert made.returncode == 0, made.stderr
        assert f"Backing up {database} to {backup}…" in made.stdout
        assert "Checked: integrity ok, " in made.stdout and f"as in {database}." in made.stdout
        assert "Done: " in made.stdout and " rows in " in made.stdout
        assert not [name for name in backup.parent.iterdir() if ".partial-" in name.name]
        snapshot = rows(str(backup))
        testers = [user for user in snapshot["users"] if "backup.tester-" in repr(user)]
        assert len(testers) >= 5, "the accounts made before the backup began are in it"

        again = foodly("backup", "--db", database, "--to", str(backup))
        assert again.returncode == 1 and "already exists; use --force to replace it." in again.stderr
        busy = foodly("restore", "--from", str(backup), "--db", database, "--force")
        assert busy.returncode == 1, busy.stdout
        assert "is open in another process (a running foodly serve?); stop the server first." in busy.stderr
    finally:
        stop.set()
        server.stop()

    kept = foodly("restore", "--from", str(backup), "--db", database)
    assert kept.returncode == 1 and "is not empty" in kept.stderr and "Use --force" in kept.stderr
    restored = foodly("restore", "--from", str(backup), "--db", database, "--force")
    assert restored.returncode == 0, restored.stderr
    assert f"Done: {database} now holds the backup" in restored.stdout
    now = rows(database)
    # The restored catalog has a new origin (the catalog file written before the restore is not used), else as backed up.
    [(one, version, origin)] = now.pop("catalog_version")
    [(one_then, version_then, origin_then)] = snapshot.pop("catalog_version")
    assert (one, version) == (one_then, version_then) and origin != origin_then and len(origin) == 32
    assert now == snapshot

    server = Process(database, tmp_path / "restored.log")
    try:
        token = login(server.port, "customer@foodly.test")
        assert Client(server.port, token).ok("GET", "/api/v1/me")["email"] == "customer@foodly.test"
    finally:
        server.stop()


def test_backup_and_restore_refuse_what_they_cannot_do(tmp_path):
    database = str(tmp_path / "foodly.sqlite")
    assert foodly("migrate", "--db", database).returncode == 0
    postgres = foodly("backup", "--db", "postgres://foodly:secret@127.0.0.1/foodly", "--to", str(tmp_path / "x"))
    assert postgres.returncode == 64
    assert "postgres://foodly:***@127.0.0.1/foodly is PostgreSQL" in postgres.stderr and "pg_dump -Fc" in postgres.stderr
    assert "secret" not in postgres.stderr
    restore_postgres = foodly("restore", "--from", str(tmp_path / "x"), "--db", "postgres://127.0.0.1/foodly")
    assert restore_postgres.returncode == 64 and "pg_restore --no-owner" in restore_postgres.stderr
    missing_flag = foodly("backup", "--db", database)
    assert missing_flag.returncode == 64 and "foodly backup needs --to FILE." in missing_flag.stderr

    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"not a database " * 500)
    refused = foodly("restore", "--from", str(junk), "--db", str(tmp_path / "new.sqlite"))
    assert refused.returncode == 1
    assert f"nothing was written: {junk} is not a SQLite database" in refused.stderr
    assert not (tmp_path / "new.sqlite").exists()
    absent = foodly("restore", "--from", str(tmp_path / "none.sqlite"), "--db", database)
    assert absent.returncode == 1 and "there is no file" in absent.stderr
    other = tmp_path / "other.sqlite"
    with contextlib.closing(sqlite3.connect(other)) as connection:
        connection.execute("CREATE TABLE notes (body TEXT)")
    stranger = foodly("restore", "--from", str(other), "--db", database)
    assert stranger.returncode == 1 and "not a Foodly one" in stranger.stderr

    name = uuid.uuid4().hex[:6]
    big = str(tmp_path / f"big-{name}.sqlite")
    assert foodly("generate", "--db", big, "--restaurants", "1000", "--dishes-per-restaurant", "10").returncode == 0
    copied = foodly("backup", "--db", big, "--to", str(tmp_path / "big-backup.sqlite"))
    assert copied.returncode == 0, copied.stderr
    assert "pages copied (" in copied.stderr and "(100%)" in copied.stderr, "progress for a big database"
