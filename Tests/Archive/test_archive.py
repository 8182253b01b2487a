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
import time
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


class A03Showing(ArchiveCase):
    def imported(self, count=600):
        path = self.write("e.json", entries(count))
        r = run(["import", path, "--archive", self.archive])
        self.assertEqual(r.returncode, 0, r.stderr)
        return path

    def test_stats_and_render_show_the_archive_as_they_show_the_file(self):
        path = self.imported()
        for command in (["stats", "--json"], ["render", "--size", "100x30", "--color", "never", "--at", "12:00"]):
            from_file = run(command + [path])
            from_archive = run(command + ["--archive", self.archive])
            self.assertEqual(from_archive.returncode, 0, from_archive.stderr)
            self.assertEqual(from_archive.stderr, "")
            # The same figures and chart; only the header names another source.
            self.assertEqual(from_archive.stdout.splitlines()[1:], from_file.stdout.splitlines()[1:], command)
            self.assertGreater(len(from_file.stdout.splitlines()), 1)
        header = run(["render", "--size", "100x30", "--color", "never", "--archive", self.archive]).stdout.splitlines()[0]
        self.assertIn("  archive  ", header)

    def test_with_no_file_the_default_archive_is_shown_when_it_exists_else_the_sample(self):
        data = os.path.join(self.dir, "xdg")
        sample = run(["stats"], env={"XDG_DATA_HOME": data})
        self.assertIn("days        2026-10-01 to 2026-10-31", sample.stdout)
        r = run(["import", self.write("e.json", entries(300))], env={"XDG_DATA_HOME": data})
        self.assertEqual(r.returncode, 0, r.stderr)
        shown = run(["stats"], env={"XDG_DATA_HOME": data})
        self.assertEqual(shown.returncode, 0, shown.stderr)
        self.assertIn("readings    300 ", shown.stdout)

    def test_an_archive_named_must_exist(self):
        missing = os.path.join(self.dir, "none.sqlite")
        r = run(["stats", "--archive", missing])
        self.assertEqual((r.returncode, r.stderr), (1, f"daybands: archive {missing}: no archive here\n"))
        self.assertFalse(os.path.exists(missing))

    def test_a_read_only_archive_is_still_shown_and_import_says_why_it_cannot_write(self):
        self.imported(300)
        os.chmod(self.dir, 0o755)
        os.chown(self.archive, 65534, 65534)
        os.chmod(self.archive, 0o400)
        r = run(["stats", "--archive", self.archive], preexec_fn=drop_root)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("readings    300 ", r.stdout)
        self.assertEqual(r.stderr, f"daybands: archive {self.archive}: its folder is read-only, so it is read as it is now, without locking\n")
        r = run(["import", self.write("more.json", entries(5, start_ms=EPOCH_MS - 3_600_000)), "--archive", self.archive],
                preexec_fn=drop_root)
        self.assertEqual((r.returncode, r.stderr),
                         (1, f"daybands: archive {self.archive}: cannot write: the archive (or its folder) is read-only\n"))

    def test_the_viewer_opens_the_archive_on_a_real_terminal(self):
        self.imported(600)
        session = f"archive-{os.getpid()}"
        command = f"TZ=UTC {BIN} --archive {self.archive} --color never; echo EXIT=$?; sleep 5"
        subprocess.run(["tmux", "-L", session, "new-session", "-d", "-x", "100", "-y", "30", command], check=True)
        try:
            screen = wait_for(session, lambda text: "archive" in text and "420" in text)
            self.assertIn("11-01", screen)
            self.assertIn("day 3 of 3  mg/dL  archive", screen)
            subprocess.run(["tmux", "-L", session, "send-keys", "q"], check=True)
            self.assertIn("EXIT=0", wait_for(session, lambda text: "EXIT=" in text))
        finally:
            subprocess.run(["tmux", "-L", session, "kill-server"], check=False)


def wait_for(session, ready, seconds=20):
    """The pane's text once `ready(text)`, or the last text after `seconds`."""
    deadline = time.monotonic() + seconds
    while True:
        text = subprocess.run(["tmux", "-L", session, "capture-pane", "-p"], capture_output=True, text=True).stdout
        if ready(text) or time.monotonic() > deadline:
            return text
        time.sleep(0.1)


def drop_root():
    """Root ignores file modes: run as nobody so a read-only file is one."""
    if os.geteuid() == 0:
        os.setgid(65534)
        os.setuid(65534)


if __name__ == "__main__":
    sys.exit(suite.main(sys.modules[__name__]))
