"""The `foodly` command line as an operator uses it: help and errors, migrate, import (all or nothing, errors
by JSON path), seed (once), generate (with progress), admin create-user, and serve answering on the port."""

import json
import os
import sqlite3
import subprocess

from conftest import REPO_ROOT, _foodly_binary

BINARY = str(_foodly_binary())


def foodly(*args, env=None, stdin=None, timeout=120):
    environment = {k: v for k, v in os.environ.items() if not k.startswith("FOODLY_")}
    environment.update(env or {})
    return subprocess.run([BINARY, *args], cwd=REPO_ROOT, capture_output=True, text=True, input=stdin,
                          env=environment, timeout=timeout)


def demo_restaurant():
    with open(REPO_ROOT / "Sources/FoodlyApp/Resources/demo/restaurants.json") as file:
        return json.load(file)[0]


def test_help_version_and_bad_arguments():
    assert "Usage: foodly <command>" in foodly("--help").stdout
    assert foodly("--version").stdout.startswith("foodly ")
    assert "--port N" in foodly("serve", "--help").stdout and "--port" not in foodly("migrate", "--help").stdout
    for args, message in ((["serve", "--port", "abc"], "foodly serve: --port must be a whole number"),
                          (["frobnicate"], "unknown command frobnicate. See foodly --help."),
                          (["serve", "--nope"], "foodly serve does not take --nope. See foodly serve --help."),
                          (["migrate", "--port", "1"], "foodly migrate does not take --port. See foodly migrate --help."),
                          (["serve", "--port"], "foodly serve --port needs a value."),
                          (["import"], "foodly import needs FILE. See foodly import --help.")):
        result = foodly(*args)
        assert result.returncode == 64, (args, result.stderr)
        assert message in result.stderr, (args, result.stderr)


def test_migrate_is_applied_once(tmp_path):
    db = str(tmp_path / "f.sqlite")
    first = foodly("migrate", "--db", db)
    assert first.returncode == 0 and "Applied" in first.stdout
    second = foodly("migrate", "--db", db)
    assert second.returncode == 0 and "up to date" in second.stdout


def test_import_names_every_bad_field_and_writes_nothing(tmp_path):
    db = str(tmp_path / "f.sqlite")
    good = demo_restaurant()
    bad = json.loads(json.dumps(good))
    bad["location"]["latitude"] = 123
    bad["menu"][0]["dishes"][0]["price"] = -5
    path = tmp_path / "restaurants.json"
    path.write_text(json.dumps([good, bad]))
    result = foodly("import", str(path), "--db", db)
    assert result.returncode == 1
    assert "nothing was written" in result.stderr
    assert "[1].location.latitude" in result.stderr and "[1].menu[0].dishes[0].price" in result.stderr
    assert foodly("import", str(tmp_path / "missing.json"), "--db", db).returncode == 1
    (tmp_path / "broken.json").write_text('{"name": ')
    broken = foodly("import", str(tmp_path / "broken.json"), "--db", db)
    assert broken.returncode == 1 and "not valid JSON" in broken.stderr

    path.write_text(json.dumps(good))
    imported = foodly("import", str(path), "--db", db)
    assert imported.returncode == 0 and "Imported 1 restaurant" in imported.stdout


def test_seed_loads_the_demo_city_once_and_admin_creates_accounts(tmp_path):
    db = str(tmp_path / "f.sqlite")
    seeded = foodly("seed", "--db", db, "--if-empty")
    assert seeded.returncode == 0
    assert "demo restaurants" in seeded.stdout and "customer@foodly.test" in seeded.stdout
    assert foodly("seed", "--db", db, "--if-empty").stdout == "", "a second --if-empty seed does nothing"

    created = foodly("admin", "create-user", "--role", "staff", "--email", "Chef@Example.com", "--name", "Chef Rosa",
                     "--db", db, env={"FOODLY_PASSWORD": "kitchen1!"})
    assert created.returncode == 0 and "Created staff chef@example.com" in created.stdout
    again = foodly("admin", "create-user", "--role", "staff", "--email", "chef@example.com", "--name", "Chef Rosa",
                   "--db", db, stdin="kitchen1!\n")
    assert again.returncode == 1 and "already exists" in again.stderr
    weak = foodly("admin", "create-user", "--role", "courier", "--email", "c@example.com", "--name", "Cy Cle",
                  "--db", db, stdin="weak\n")
    assert weak.returncode == 1 and "password" in weak.stderr
    assert foodly("admin", "create-user", "--role", "pilot", "--email", "p@example.com", "--name", "P Q",
                  "--db", db).returncode == 64
    with sqlite3.connect(db) as connection:
        created = connection.execute(
            "SELECT actor_label, actor_role, subject_label, after_values FROM audit_log WHERE action = 'account.create'"
        ).fetchall()
    assert [row[:3] for row in created] == [("command line", "command_line", "chef@example.com")], \
        "the account made is in the audit log, the refused ones are not"
    assert json.loads(created[0][3]) == {"role": "staff", "name": "Chef Rosa"}


def test_admin_creates_coupons_and_says_why_not(tmp_path):
    db = str(tmp_path / "c.sqlite")
    seeded = foodly("seed", "--db", db)
    assert "WELCOME10" in seeded.stdout and "SAVE5" in seeded.stdout, "the seed prints the demo coupons"
    created = foodly("admin", "create-coupon", "--db", db, "--code", "fall15", "--description", "15% off, at most $6",
                     "--percent", "15", "--cap", "600", "--until", "2027-01-01T00:00:00Z", "--total-limit", "100")
    assert created.returncode == 0 and "Created coupon FALL15" in created.stdout
    again = foodly("admin", "create-coupon", "--db", db, "--code", "FALL15", "--description", "x", "--amount", "100")
    assert again.returncode == 1 and "already exists" in again.stderr
    demo = foodly("admin", "create-coupon", "--db", db, "--code", "welcome10", "--description", "x", "--free-delivery")
    assert demo.returncode == 1, "demo coupons exist after seeding"
    bad = foodly("admin", "create-coupon", "--db", db, "--code", "x", "--description", "x", "--percent", "150")
    assert bad.returncode == 1 and "code:" in bad.stderr and "percentOff:" in bad.stderr
    both = foodly("admin", "create-coupon", "--db", db, "--code", "abc", "--description", "x", "--percent", "5",
                  "--amount", "100")
    assert both.returncode == 64 and "exactly one" in both.stderr
    when = foodly("admin", "create-coupon", "--db", db, "--code", "abc", "--description", "x", "--free-delivery",
                  "--until", "next week")
    assert when.returncode == 64 and "RFC 3339" in when.stderr


def test_generate_shows_progress(tmp_path):
    result = foodly("generate", "--restaurants", "1200", "--dishes-per-restaurant", "2",
                    "--db", str(tmp_path / "g.sqlite"))
    assert result.returncode == 0 and "Generated 1200 restaurants" in result.stdout
    assert "1200/1200" in result.stderr and "500/1200" in result.stderr
