#!/usr/bin/env python3
"""The archive through the real binary: `daybands import` (counts per file,
idempotent, the default location and its modes, bad files and bad archives).

usage: python3 Tests/Archive/test_archive.py [PATH-TO-daybands] [test names...]
"""

import json
import os
import stat
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import suite  # noqa: E402

BIN = None
EPOCH_MS = 1_793_520_000_000  # 2026-10-31T08:00:00Z


def entries(count, start_ms=EPOCH_MS, step_min=5):
    """Nightscout entries, newest first, as the API gives them; a reading's
    value follows its time, so overlapping files agree."""
    times = [start_ms + i * step_min * 60_000 for i in range(count)]
    records = [{"type": "sgv", "sgv": 100 + (t // 60_000) % 150, "date": t, "direction": "Flat"} for t in times]
    return json.dumps(list(reversed(records)))


def run(args, env=None, **kwargs):
    environment = {k: v for k, v in os.environ.items() if k not in ("XDG_DATA_HOME",)}
    environment.update({"TZ": "UTC", **(env or {})})
    return subprocess.run([BIN] + args, capture_output=True, text=True, env=environment, timeout=120, **kwargs)


class ArchiveCase(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.dir = self.folder.name
        self.archive = os.path.join(self.dir, "archive.sqlite")

    def tearDown(self):
        for root, dirs, _ in os.walk(self.dir):
            for d in dirs:
                os.chmod(os.path.join(root, d), 0o700)
        self.folder.cleanup()

    def write(self, name, text):
        path = os.path.join(self.dir, name)
        with open(path, "w") as f:
            f.write(text)
        return path


class A01Import(ArchiveCase):
    def test_counts_per_file_and_a_second_import_adds_nothing(self):
        first = self.write("week.json", entries(2016))
        # Overlaps the first by 16 readings: those are held already.
        second = self.write("next.json", entries(100, start_ms=EPOCH_MS + 2000 * 300_000))
        r = run(["import", first, second, "--archive", self.archive])
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout.splitlines(), [
            f"{first}: 2016 readings and 0 treatments added, 0 already present, 0 skipped",
            f"{second}: 84 readings and 0 treatments added, 16 already present, 0 skipped"])
        again = run(["import", second, first, "--archive", self.archive])
        self.assertEqual(again.returncode, 0, again.stderr)
        self.assertEqual(again.stdout.splitlines(), [
            f"{second}: 0 readings and 0 treatments added, 100 already present, 0 skipped",
            f"{first}: 0 readings and 0 treatments added, 2016 already present, 0 skipped"])

    def test_skipped_records_are_counted_and_said(self):
        records = json.loads(entries(3)) + [{"type": "sgv", "sgv": "x", "date": EPOCH_MS}, {"type": "sgv", "sgv": 12, "date": EPOCH_MS}]
        path = self.write("bad.json", json.dumps(records))
        r = run(["import", path, "--archive", self.archive])
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout, f"{path}: 3 readings and 0 treatments added, 0 already present, 2 skipped\n")
        self.assertIn(f"1 row skipped in {path}: first at line 1: expected a number in sgv", r.stderr)
        self.assertIn("1 sensor error code (sgv below 39) skipped", r.stderr)

    def test_a_file_that_cannot_be_read_is_said_and_the_others_imported(self):
        good = self.write("good.json", entries(10))
        broken = self.write("broken.json", "[{\"sgv\": 1")
        r = run(["import", broken, good, "--archive", self.archive])
        self.assertEqual(r.returncode, 1)
        self.assertIn(f"daybands: {broken}:1: truncated JSON", r.stderr)
        self.assertEqual(r.stdout, f"{good}: 10 readings and 0 treatments added, 0 already present, 0 skipped\n")

    def test_the_default_archive_is_under_xdg_data_home_else_home_private(self):
        path = self.write("e.json", entries(5))
        data = os.path.join(self.dir, "xdg")
        r = run(["import", path], env={"XDG_DATA_HOME": data})
        self.assertEqual(r.returncode, 0, r.stderr)
        created = os.path.join(data, "daybands", "archive.sqlite")
        self.assertEqual(stat.S_IMODE(os.stat(created).st_mode), 0o600)
        self.assertEqual(stat.S_IMODE(os.stat(os.path.dirname(created)).st_mode), 0o700)
        home = os.path.join(self.dir, "home")
        os.mkdir(home)
        r = run(["import", path], env={"HOME": home})
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertTrue(os.path.exists(os.path.join(home, ".local/share/daybands/archive.sqlite")))
        # The WAL files take the database's mode.
        for name in os.listdir(os.path.join(home, ".local/share/daybands")):
            mode = stat.S_IMODE(os.stat(os.path.join(home, ".local/share/daybands", name)).st_mode)
            self.assertEqual(mode, 0o600, name)

    def test_usage_errors(self):
        for args, message in [(["import"], "'daybands import' needs at least one FILE"),
                              (["import", "x.json", "--day", "2026-10-01"], "'daybands import' takes FILE... with only"),
                              (["import", "x.json", "--archive", ""], "--archive needs a file path")]:
            r = run(args)
            self.assertEqual(r.returncode, 2, args)
            self.assertIn(message, r.stderr)


class A02BadArchives(ArchiveCase):
    def test_random_bytes_are_refused_with_the_files_name(self):
        with open(self.archive, "wb") as f:
            f.write(os.urandom(10000))
        r = run(["import", self.write("e.json", entries(5)), "--archive", self.archive])
        self.assertEqual(r.returncode, 1)
        self.assertEqual(r.stderr, f"daybands: archive {self.archive}: not a daybands archive (not an SQLite database)\n")

    def test_a_read_only_folder_is_a_clear_error(self):
        os.chmod(self.dir, 0o755)
        folder = os.path.join(self.dir, "locked")
        os.mkdir(folder, 0o500)
        r = run(["import", self.write("e.json", entries(5)), "--archive", os.path.join(folder, "a.sqlite")],
                preexec_fn=drop_root)
        self.assertEqual(r.returncode, 1)
        self.assertRegex(r.stderr, r"^daybands: archive .*/locked/a.sqlite: cannot create the archive: Permission denied\n$")


def drop_root():
    """Root ignores file modes: run as nobody so a read-only file is one."""
    if os.geteuid() == 0:
        os.setgid(65534)
        os.setuid(65534)


if __name__ == "__main__":
    sys.exit(suite.main(sys.modules[__name__]))
