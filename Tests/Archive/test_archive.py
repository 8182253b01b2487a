#!/usr/bin/env python3
"""The archive through the real binary: `daybands import` (counts per file,
idempotent, the default location and its modes, bad files and bad archives).

usage: python3 Tests/Archive/test_archive.py [PATH-TO-daybands] [test names...]
"""

import contextlib
import json
import os
import resource
import signal
import sqlite3
import stat
import subprocess
import sys
import tempfile
import time
import unittest

import pexpect

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import suite  # noqa: E402

BIN = None
EPOCH_MS = 1_793_520_000_000  # 2026-11-01T08:00:00Z
# 104 weeks earlier, 2024-11-03T08:00:00Z (a Sunday too): files of many days that
# must end before today, since records dated ahead of now are set aside.
PAST_MS = EPOCH_MS - 728 * 86_400_000


def entries(count, start_ms=EPOCH_MS, step_min=5):
    """Nightscout entries, newest first, as the API gives them; a reading's
    value follows its time, so overlapping files agree."""
    times = [start_ms + i * step_min * 60_000 for i in range(count)]
    records = [{"type": "sgv", "sgv": 100 + (t // 60_000) % 150, "date": t, "direction": "Flat"} for t in times]
    return json.dumps(list(reversed(records)))


def run(args, env=None, **kwargs):
    environment = {k: v for k, v in os.environ.items() if k not in ("XDG_DATA_HOME",)}
    environment.update({"TZ": "UTC", **(env or {})})
    return subprocess.run([BIN] + args, capture_output=True, text=True, env=environment, **{"timeout": 120, **kwargs})


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
        self.assertIn("1 sensor error code (sgv 12 or below) skipped", r.stderr)

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


    def test_a_device_status_dump_is_kept_record_by_record_and_a_second_import_adds_nothing(self):
        # The Medtronic 600 uploader's shape, one record a line as mongoexport
        # writes them; then one a day ahead and one without a time, set aside.
        def record(minute, iob):
            at = time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(PAST_MS / 1000 + minute * 60))
            return json.dumps({"_id": {"$oid": "%024x" % minute}, "created_at": at, "device": "medtronic-600://6212-1303882",
                               "pump": {"battery": {"percent": 50}, "iob": {"bolusiob": iob}, "reservoir": 92}})
        lines = [record(5 * i, 10.5 - i / 10) for i in range(20)]
        lines.append(json.dumps({"created_at": "2099-01-01T00:00:00Z", "device": "x", "pump": {"reservoir": 10}}))
        lines.append(json.dumps({"device": "x", "pump": {"reservoir": 10}}))
        dump = self.write("devicestatus.json", "\n".join(lines) + "\n")
        r = run(["import", dump, "--archive", self.archive])
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout, f"{dump}: 20 device statuses added, 0 already present, 2 set aside\n")
        self.assertIn("import keeps each record in the archive", r.stderr)
        self.assertIn("1 device status dated more than 10 min in the future set aside", r.stderr)
        again = run(["import", dump, "--archive", self.archive])
        self.assertEqual(again.stdout, f"{dump}: 0 device statuses added, 20 already present, 2 set aside\n")
        with contextlib.closing(sqlite3.connect(self.archive)) as db:
            self.assertEqual(db.execute("SELECT count(*), min(iob), max(iob), max(reservoir) FROM device_status").fetchone(),
                             (20, 8.6, 10.5, 92.0))
        self.assertEqual(run(["archive", "check", "--archive", self.archive]).returncode, 0)


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

    def test_stats_of_a_file_and_of_its_import_agree_device_by_device(self):
        """Each reading keeps its series: Libre scans beside historic
        readings, two uploaders' devices, a Clarity export over a fall-back
        night give the same statistics (capture per device, scans apart) and
        the same chart from the archive as from the file."""
        fixtures = os.path.join(suite.ROOT, "Tests", "DayBandsTests", "Fixtures")
        for name, zone in (("libreview-scans.csv", "UTC"), ("libreview-de-scans.csv", "UTC"),
                           ("nightscout-two-devices.json", "UTC"), ("clarity-fallback-new-york.csv", "America/New_York"),
                           ("clarity-clock-set-back.csv", "UTC")):
            path = os.path.join(fixtures, name)
            archive = os.path.join(self.dir, name + ".sqlite")
            r = run(["import", path, "--archive", archive], env={"TZ": zone})
            self.assertEqual(r.returncode, 0, r.stderr)
            # libreview-de-scans.csv's one note (record type 6) is counted, not drawn.
            self.assertIn(" 1 skipped" if name == "libreview-de-scans.csv" else " 0 skipped", r.stdout)
            for command in (["stats"], ["render", "--size", "100x30", "--color", "never", "--at", "12:00"]):
                from_file = run(command + [path], env={"TZ": zone})
                from_archive = run(command + ["--archive", archive], env={"TZ": zone})
                self.assertEqual(from_archive.returncode, 0, from_archive.stderr)
                # Only the chart's header names another source.
                skip = 1 if command[0] == "render" else 0
                self.assertEqual(from_archive.stdout.splitlines()[skip:], from_file.stdout.splitlines()[skip:], (name, command))
            stats = run(["stats", "--archive", archive], env={"TZ": zone}).stdout
            if name == "libreview-scans.csv":
                self.assertIn("  source    FreeStyle Libre 2 MXY-2201: 84 (87.5% covered, every 15 min)\n"
                              "  source    FreeStyle Libre 2 MXY-2201: 6 scans (on demand, no capture)\n", stats)
            if name == "libreview-de-scans.csv":
                # Scans beside the historic readings are shown, not counted, from the archive too.
                self.assertIn("readings    86 (", stats)
                self.assertIn("counted     84 periodic readings, 2 scans; scans shown, not counted: 4 (", stats)
            if name == "clarity-clock-set-back.csv":
                # The clock set back an hour: 4 instants twice, shown and stored alike, and said.
                self.assertIn(f"{name}: 48 readings and 0 treatments added, 0 already present, 0 skipped", r.stdout)
                self.assertIn(f"4 readings of {path} stored beside another value of the same series from {name} "
                              "at the same time (first at 2026-07-09T11:05:25Z); both are shown", r.stderr)
                self.assertIn("readings    48 (", stats)
            if name == "nightscout-two-devices.json":
                self.assertIn("  source    xDrip-DexcomG6: 72 (25.0% covered, every 5 min)\n"
                              "  source    xDrip-LibreReceiver: 24 (25.0% covered, every 15 min)\n", stats)

    def test_the_insulin_of_a_week_is_the_same_sum_from_the_file_and_the_archive(self):
        """3.3 + 1.55 U one day and 6.35 + 9.75 U the next are 20.95 U: added
        dose by dose the double falls under the tie (20.9), added day by day
        (the archive's day summaries) over it (21.0). Every figure takes one
        sum, so the week's row, the insulin line and the archive agree (the
        Tidepool export's 92.25 U week read 92.2 in the table, 92.3 beside it)."""
        day = 86_400
        readings = self.write("e.json", entries(3 * 288, start_ms=PAST_MS))
        # Monday 2024-11-04 and Tuesday, one ISO week.
        doses = [(day, 3.3), (day + 60, 1.55), (2 * day, 6.35), (2 * day + 60, 9.75)]
        treatments = self.write("t.json", json.dumps([
            {"eventType": "Correction Bolus", "insulin": units,
             "created_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(PAST_MS / 1000 + at))}
            for at, units in doses]))
        r = run(["import", readings, treatments, "--archive", self.archive])
        self.assertEqual(r.returncode, 0, r.stderr)
        for command in (["stats", "--by", "week"], ["stats", "--per-day"], ["stats", "--json"]):
            from_file = run(command + [readings, treatments])
            from_archive = run(command + ["--archive", self.archive])
            self.assertEqual(from_archive.stdout, from_file.stdout, command)
        week = run(["stats", "--by", "week", readings, treatments]).stdout
        self.assertIn("insulin     21.0 U of boluses", week)
        self.assertRegex(week, r"\n2024-W45 .* 21\.0\n")

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
        with viewer(self.archive, "archive", size=(100, 30)) as (session, keys):
            screen = wait_for(session, lambda text: "archive" in text and "420" in text)
            self.assertIn("11-01", screen)
            self.assertIn("day 3 of 3  mg/dL  archive", screen)
            keys("q")
            self.assertIn("EXIT=0", wait_for(session, lambda text: "EXIT=" in text))


class A04Commands(ArchiveCase):
    def imported(self, *texts):
        paths = [self.write(f"f{i}.json", text) for i, text in enumerate(texts)]
        r = run(["import", *paths, "--archive", self.archive])
        self.assertEqual(r.returncode, 0, r.stderr)

    def test_info_says_size_schema_and_each_source(self):
        self.imported(entries(12), entries(3, start_ms=EPOCH_MS + 86_400_000, step_min=15))
        r = run(["archive", "info", "--archive", self.archive])
        self.assertEqual(r.returncode, 0, r.stderr)
        lines = r.stdout.splitlines()
        self.assertEqual(lines[0], f"archive     {self.archive}")
        self.assertRegex(lines[1], r"^size        \d+ bytes \(and \d+ in its write-ahead log\)$")
        self.assertEqual(lines[2:], [
            "schema      version 14",
            "readings    15, 2026-11-01T08:00:00Z to 2026-11-02T08:30:00Z",
            "treatments  0",
            "statuses    0 device statuses",
            "sources     2",
            "  file 'f0.json': 12 readings, 0 treatments, 2026-11-01T08:00:00Z to 2026-11-01T08:55:00Z",
            "    series 'f0.json': 12 readings, every 5 min",
            "  file 'f1.json': 3 readings, 0 treatments, 2026-11-02T08:00:00Z to 2026-11-02T08:30:00Z",
            "    series 'f1.json': 3 readings, every 15 min"])

    def test_a_hostile_device_name_is_escaped_on_a_terminal_and_exact_in_a_pipe(self):
        # One reading deep in the file names its device with an escape sequence, a bell and a bidi override.
        records = json.loads(entries(300))
        records[250]["device"] = "evil\x1b[31mRED\x07\u202e"
        self.imported(json.dumps(records))
        info = run(["archive", "info", "--archive", self.archive])
        self.assertIn("    series 'evil\\x1b[31mRED\\x07\\u{202e}': 1 reading\n", info.stdout)
        self.assertNotIn("\x1b", info.stdout)
        piped = run(["archive", "export", "--archive", self.archive])
        self.assertIn("evil\x1b[31mRED\x07\u202e,periodic", piped.stdout)
        child = pexpect.spawn(BIN, ["archive", "export", "--archive", self.archive], encoding="utf-8", timeout=20)
        child.expect(pexpect.EOF)
        self.assertIn("evil\\x1b[31mRED\\x07\\u{202e},periodic", child.before)
        self.assertNotIn("\x1b", child.before)
        self.assertEqual(child.before.count("\n"), piped.stdout.count("\n"))

    def test_check_passes_a_sound_archive_and_names_each_broken_rule(self):
        self.imported(entries(10))
        r = run(["archive", "check", "--archive", self.archive])
        self.assertEqual((r.returncode, r.stdout, r.stderr), (0, f"archive {self.archive}: ok\n", ""))
        # Another program writes what daybands never would, checks off.
        db = sqlite3.connect(self.archive)
        db.execute("PRAGMA ignore_check_constraints = ON")
        db.execute("INSERT INTO readings VALUES (1793530000, 1, 1, 5000, NULL, 'measured')")
        db.execute("INSERT INTO readings VALUES (1793530300, 77, 1, 100, 'Sideways', 'measured')")
        db.execute("INSERT INTO sources (kind, name) VALUES ('nightscout', 'https://x.org/?token=abc')")
        db.commit()
        db.close()
        r = run(["archive", "check", "--archive", self.archive])
        self.assertEqual(r.returncode, 1)
        self.assertEqual(r.stdout, "")
        prefix = f"daybands: archive {self.archive}: "
        self.assertEqual(r.stderr.splitlines(), [prefix + line for line in [
            "rows naming a source or series the archive does not have: 1",
            "readings outside 1 to 1000 mg/dL: 1",
            "readings with an unknown trend: 1",
            # The readings written behind its back differ from the day summaries it kept.
            "day summaries (GMT) that differ from the readings: 1, the first of 2026-11-01",
            "source 2 (a site) has a query or user in its address, which may be a credential"]])
        self.assertNotIn("abc", r.stderr.replace("token=abc", ""))

    def test_export_imports_back_to_the_same_records(self):
        records = json.loads(entries(300))
        records[0]["direction"] = "DoubleUp"
        treatments = [{"eventType": "Meal Bolus, \"big\"", "created_at": "2026-10-31T09:00:00Z", "insulin": 4.35, "carbs": 45},
                      {"eventType": "Correction Bolus", "created_at": "2026-10-31T12:00:00.000+02:00", "insulin": 0.05}]
        self.imported(json.dumps(records), json.dumps(treatments))
        exported = run(["archive", "export", "--archive", self.archive])
        self.assertEqual(exported.returncode, 0, exported.stderr)
        self.assertEqual(len(exported.stdout.splitlines()), 1 + 300 + 3)
        self.assertIn('\ninsulin,2026-10-31T09:00:00Z,4.35,,,"Meal Bolus, ""big""",,\n', exported.stdout)
        self.assertIn("\nreading,2026-11-01T08:00:00Z,100.0,Flat,measured,,f0.json,periodic\n", exported.stdout)
        path = self.write("export.csv", exported.stdout)
        again = run(["import", path, "--archive", self.archive])
        self.assertEqual(again.stdout, f"{path}: 0 readings and 0 treatments added, 303 already present, 0 skipped\n")
        fresh = os.path.join(self.dir, "fresh.sqlite")
        into = run(["import", path, "--archive", fresh])
        self.assertEqual(into.stdout, f"{path}: 300 readings and 3 treatments added, 0 already present, 0 skipped\n")
        self.assertEqual(run(["archive", "export", "--archive", fresh]).stdout, exported.stdout)
        as_json = json.loads(run(["archive", "export", "--format", "json", "--archive", fresh]).stdout)
        self.assertEqual(len(as_json), 303)
        self.assertEqual(as_json[-1], {"record": "reading", "time": "2026-11-02T08:55:00Z", "value": 245.0, "flag": "measured",
                                       "trend": "DoubleUp", "series": "f0.json", "sampling": "periodic"})

    def test_export_says_what_it_holds_no_row_for(self):
        """The CSV has rows for readings, doses and carbs; the pump's basal,
        targets and change marks stay in the archive and one line counts
        them (a Tidepool export's 498 basal records left without a word)."""
        treatments = [{"eventType": "Temp Basal", "created_at": "2026-11-01T09:00:00Z", "absolute": 0.5, "duration": 30},
                      {"eventType": "Temp Basal", "created_at": "2026-11-01T10:00:00Z", "absolute": 0, "duration": 30},
                      {"eventType": "Temporary Target", "created_at": "2026-11-01T11:00:00Z", "targetBottom": 140,
                       "targetTop": 140, "duration": 60, "units": "mg/dl"},
                      {"eventType": "Site Change", "created_at": "2026-11-01T12:00:00Z"},
                      {"eventType": "Correction Bolus", "created_at": "2026-11-01T13:00:00Z", "insulin": 1.5}]
        self.imported(entries(300), json.dumps(treatments))
        exported = run(["archive", "export", "--archive", self.archive])
        self.assertEqual(exported.returncode, 0, exported.stderr)
        self.assertEqual(len(exported.stdout.splitlines()), 1 + 300 + 1)
        self.assertEqual(exported.stderr, f"daybands: archive {self.archive}: not in the export, which holds readings, doses "
                                          "and carbs (kept in the archive): 2 basal records, 1 temporary target, "
                                          "1 site, sensor or insulin change\n")
        # Only what the days asked hold is counted.
        r = run(["archive", "export", "--archive", self.archive, "--from", "2026-11-02"])
        self.assertEqual((r.returncode, r.stderr), (0, ""))

    def test_export_from_to_takes_whole_local_days(self):
        self.imported(entries(288 * 3, start_ms=EPOCH_MS - 8 * 3_600_000))  # 2026-11-01 to 2026-11-03, UTC
        r = run(["archive", "export", "--archive", self.archive, "--from", "2026-11-02", "--to", "2026-11-02"])
        rows = r.stdout.splitlines()[1:]
        self.assertEqual(len(rows), 288)
        self.assertTrue(rows[0].startswith("reading,2026-11-02T00:00:00Z,"), rows[0])
        self.assertTrue(rows[-1].startswith("reading,2026-11-02T23:55:00Z,"), rows[-1])
        berlin = run(["archive", "export", "--archive", self.archive, "--from", "2026-11-02", "--to", "2026-11-02",
                      "--tz", "Europe/Berlin"]).stdout.splitlines()[1:]
        self.assertTrue(berlin[0].startswith("reading,2026-11-01T23:00:00Z,"), berlin[0])

    def test_usage_errors(self):
        for args, message in [(["archive"], "'daybands archive' takes info, check or export"),
                              (["archive", "check", "--from", "2026-10-01"], "'daybands archive check' takes only --archive"),
                              (["archive", "export", "--format", "svg"], "--format takes csv or json, not 'svg'"),
                              (["archive", "export", "--day", "2026-10-01"], "'daybands archive export' takes only --archive,")]:
            r = run(args)
            self.assertEqual(r.returncode, 2, args)
            self.assertIn(message, r.stderr)


class A05Faults(ArchiveCase):
    def test_kill_9_mid_import_keeps_what_was_committed_and_a_second_import_completes_it(self):
        count = 100_000
        path = self.write("big.json", entries(count, start_ms=PAST_MS, step_min=1))
        process = subprocess.Popen([BIN, "import", path, "--archive", self.archive], stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, env={**os.environ, "TZ": "UTC"})
        held = 0
        deadline = time.monotonic() + 60
        while held == 0 and time.monotonic() < deadline and process.poll() is None:
            time.sleep(0.02)
            held = readings_held(self.archive)
        process.kill()
        process.wait()
        self.assertLess(held, count, "the import ended before it could be killed")
        after = readings_held(self.archive)
        self.assertGreater(after, 0)
        self.assertEqual(after % 20_000, 0, "only whole batches are committed")
        r = run(["archive", "check", "--archive", self.archive])
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        r = run(["import", path, "--archive", self.archive])
        self.assertEqual(r.stdout, f"{path}: {count - after} readings and 0 treatments added, {after} already present, 0 skipped\n")
        self.assertEqual(readings_held(self.archive), count)

    def test_a_second_writer_waits_for_the_first(self):
        path = self.write("e.json", entries(10))
        self.assertEqual(run(["import", path, "--archive", self.archive]).returncode, 0)
        more = self.write("more.json", entries(10, start_ms=EPOCH_MS + 86_400_000))
        db = sqlite3.connect(self.archive, isolation_level=None)
        db.execute("BEGIN IMMEDIATE")
        waiting = subprocess.Popen([BIN, "import", more, "--archive", self.archive], stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, text=True, env={**os.environ, "TZ": "UTC"})
        time.sleep(1)
        self.assertIsNone(waiting.poll(), "the second writer did not wait")
        db.execute("COMMIT")
        out, err = waiting.communicate(timeout=30)
        self.assertEqual((waiting.returncode, err), (0, ""))
        self.assertIn("10 readings and 0 treatments added", out)
        # Held longer than the busy timeout (5 s): a clear message, nothing half-written.
        db.execute("BEGIN IMMEDIATE")
        started = time.monotonic()
        r = run(["import", self.write("late.json", entries(10, start_ms=EPOCH_MS + 2 * 86_400_000)), "--archive", self.archive])
        db.execute("ROLLBACK")
        db.close()
        self.assertGreaterEqual(time.monotonic() - started, 4.5)
        self.assertEqual((r.returncode, r.stderr), (1, f"daybands: archive {self.archive}: the archive is busy: another daybands "
                                                       "is writing to it; try again when it is done\n"))
        self.assertEqual(readings_held(self.archive), 20)

    def test_a_full_disk_is_a_clear_error_and_keeps_what_was_committed(self):
        path = self.write("big.json", entries(60_000, start_ms=PAST_MS, step_min=1))
        # A 1 MiB tmpfs fills after the first batch (the WAL grows to it).
        # Where mounting is not allowed, a file size limit stands in: writes
        # past it fail with EFBIG, which SQLite calls an I/O error.
        disk = os.path.join(self.dir, "disk")
        os.mkdir(disk)
        mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", disk], capture_output=True).returncode == 0
        try:
            archive = os.path.join(disk, "archive.sqlite")
            r = run(["import", path, "--archive", archive], preexec_fn=None if mounted else limit_file_size(1_500_000))
            self.assertEqual(r.returncode, 1)
            reason = ("the disk is full (or the archive reached its size limit); nothing of this batch was stored" if mounted
                      else "cannot read or write the archive: disk I/O error")
            self.assertEqual(r.stderr, f"daybands: archive {archive}: {reason}\n")
            check = run(["archive", "check", "--archive", archive])
            self.assertEqual((check.returncode, check.stderr), (0, ""))
            held = readings_held(archive)
            self.assertGreater(held, 0)
            self.assertEqual(held % 20_000, 0)
            # The viewer still shows what was committed.
            shown = run(["stats", "--archive", archive])
            self.assertIn(f"readings    {held} ", shown.stdout)
        finally:
            if mounted:
                subprocess.run(["umount", disk], check=True)

    def test_random_bytes_never_crash_any_command(self):
        for size in (0, 100, 4096, 65536):
            with open(self.archive, "wb") as f:
                f.write(b"SQLite format 3\x00" + os.urandom(size) if size else b"")
            for args in (["stats"], ["render", "--size", "80x24"], ["archive", "info"], ["archive", "check"], ["archive", "export"]):
                r = run(args + ["--archive", self.archive])
                self.assertIn(r.returncode, (0, 1), (size, args, r.stderr))
                self.assertTrue(r.stderr.startswith(f"daybands: archive {self.archive}: ") or r.returncode == 0, (size, args, r.stderr))


class A07Hostile(ArchiveCase):
    """Archives as the world leaves them: damaged, empty, copied, linked, and
    rows another program wrote with the checks off (issue 19, section 3)."""

    def test_an_import_into_a_damaged_archive_is_refused_and_stores_nothing(self):
        self.assertEqual(run(["import", self.write("old.json", entries(20_000)), "--archive", self.archive]).returncode, 0)
        with open(self.archive, "r+b") as f:  # a bad sector in one page of readings, far from the new file's days
            f.seek(49 * 4096 + 100)
            f.write(b"\xff" * 200)
        before = file_bytes(self.archive)
        r = run(["import", self.write("new.json", entries(100, start_ms=EPOCH_MS + 400 * 86_400_000)), "--archive", self.archive])
        self.assertEqual(r.returncode, 1)
        self.assertEqual(r.stdout, "")
        self.assertEqual(r.stderr.count("\n"), 1, r.stderr)
        self.assertTrue(r.stderr.startswith(f"daybands: archive {self.archive}: the archive is damaged (On tree page 50 "), r.stderr)
        self.assertIn(f"so nothing was stored; `daybands archive check --archive {self.archive}` says what is wrong; "
                      "restore the archive from a backup, or import the files again into a new one\n", r.stderr)
        self.assertEqual(file_bytes(self.archive), before)
        check = run(["archive", "check", "--archive", self.archive])
        self.assertEqual(check.returncode, 1)
        self.assertTrue(check.stderr.startswith(f"daybands: archive {self.archive}: integrity: On tree page 50 cell "), check.stderr)

    def test_an_empty_file_is_a_new_archive_and_a_reader_says_it_holds_nothing_yet(self):
        open(self.archive, "wb").close()
        nothing = (f"daybands: archive {self.archive}: holds nothing yet (an empty file); "
                   f"`daybands import FILE --archive {self.archive}` or `daybands sync` fills it\n")
        for args in (["stats"], ["render"], ["archive", "info"]):
            r = run(args + ["--archive", self.archive])
            self.assertEqual((r.returncode, r.stdout, r.stderr), (1, "", nothing), args)
        self.assertEqual(os.path.getsize(self.archive), 0)
        path = self.write("e.json", entries(10))
        self.assertEqual(run(["import", path, "--archive", self.archive]).stdout,
                         f"{path}: 10 readings and 0 treatments added, 0 already present, 0 skipped\n")

    def test_a_first_import_killed_while_it_creates_the_archive_leaves_one_to_import_into(self):
        # What kill -9 leaves: WAL mode set, the schema's transaction not committed.
        subprocess.run([sys.executable, "-c", "import os, sqlite3, sys\n"
                        "db = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
                        "db.execute('PRAGMA journal_mode = WAL'); db.execute('BEGIN IMMEDIATE')\n"
                        "db.execute('CREATE TABLE sources (id INTEGER PRIMARY KEY)'); os._exit(9)", self.archive])
        r = run(["stats", "--archive", self.archive])
        self.assertIn("holds nothing yet (an empty file)", r.stderr)
        self.assertEqual(run(["import", self.write("e.json", entries(10)), "--archive", self.archive]).returncode, 0)
        self.assertEqual(readings_held(self.archive), 10)

    def test_a_copy_made_with_sqlite3_dump_is_said_for_what_it_is(self):
        self.assertEqual(run(["import", self.write("e.json", entries(10)), "--archive", self.archive]).returncode, 0)
        copy = os.path.join(self.dir, "copy.sqlite")
        source = sqlite3.connect(self.archive)
        version = source.execute("PRAGMA user_version").fetchone()[0]
        target = sqlite3.connect(copy)
        target.executescript("\n".join(source.iterdump()))
        target.close()
        source.close()
        r = run(["stats", "--archive", copy])
        self.assertEqual(r.returncode, 1)
        self.assertIn("holds the archive's tables but no schema version (user_version 0, as copying it with `sqlite3 .dump` "
                      f"leaves it); its tables are this version's ({version}): `sqlite3 {copy} 'PRAGMA application_id = 1146700356; "
                      f"PRAGMA user_version = {version}'` marks it again\n", r.stderr)
        subprocess.run(["sqlite3", copy, f"PRAGMA application_id = 1146700356; PRAGMA user_version = {version}"], check=True)
        self.assertIn("readings    10 ", run(["stats", "--archive", copy]).stdout)

    def test_a_fifo_or_a_folder_named_as_the_archive_is_refused_at_once_by_every_command(self):
        # Before, stats, check and the viewer waited for ever for the FIFO's writer.
        fifo = os.path.join(self.dir, "fifo")
        os.mkfifo(fifo)
        data = self.write("e.json", entries(5))
        for path, kind in ((fifo, "a FIFO"), (self.dir, "a folder")):
            for args in (["import", data], ["sync", "--nightscout", "http://127.0.0.1:9/"], ["stats"], ["archive", "check"],
                         ["archive", "info"], ["render"]):
                r = run(args + ["--archive", path], timeout=10)
                self.assertEqual(r.returncode, 1, args)
                self.assertEqual(r.stderr, f"daybands: archive {path}: {kind}, not an archive; "
                                           "an archive is a regular file, which import or sync creates\n", args)

    def test_an_archive_reached_through_a_link_is_opened(self):
        self.assertEqual(run(["import", self.write("e.json", entries(10)), "--archive", self.archive]).returncode, 0)
        link = os.path.join(self.dir, "link.sqlite")
        os.symlink(self.archive, link)
        self.assertIn("readings    10 ", run(["stats", "--archive", link]).stdout)
        more = self.write("more.json", entries(10, start_ms=EPOCH_MS + 86_400_000))
        r = run(["import", more, "--archive", link])
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        self.assertTrue(os.path.islink(link))
        self.assertEqual(readings_held(self.archive), 20)
        self.assertFalse(os.path.exists(link + "-wal"))

    def test_the_same_second_is_the_same_for_nightscout_milliseconds_and_a_csv_of_whole_seconds(self):
        offsets, values = [500, 501, 999, 0, 1, 499], [120, 124, 131, 127, 118, 115]
        records = [{"type": "sgv", "sgv": v, "date": EPOCH_MS + i * 300_000 + ms} for i, (ms, v) in enumerate(zip(offsets, values))]
        ns = self.write("ns.json", json.dumps(list(reversed(records))))
        rows = [time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(EPOCH_MS / 1000 + i * 300)) + f",{v}" for i, v in enumerate(values)]
        csv = self.write("plain.csv", "timestamp,glucose\n" + "\n".join(rows) + "\n")
        r = run(["import", ns, csv, "--archive", self.archive])
        self.assertEqual(r.stdout, f"{ns}: 6 readings and 0 treatments added, 0 already present, 0 skipped\n"
                                   f"{csv}: 0 readings and 0 treatments added, 6 already present, 0 skipped\n")
        self.assertEqual(readings_held(self.archive), 6)
        self.assertIn("readings    6 ", run(["stats", ns, csv]).stdout)

    def test_rows_written_with_the_checks_off_are_left_out_and_said_and_reading_never_hangs(self):
        self.assertEqual(run(["import", self.write("e.json", entries(100)), "--archive", self.archive]).returncode, 0)
        db = sqlite3.connect(self.archive)
        db.execute("PRAGMA ignore_check_constraints = ON")
        start = EPOCH_MS // 1000
        for row in [(10 ** 18, 100), (-62135596800, 100), ("soon", 100), (start + 60, "high"), (start + 120, 1e308), (start + 180, 0.0)]:
            db.execute("INSERT INTO readings VALUES (?, 1, 1, ?, NULL, 'measured')", row)
        db.commit()
        db.close()
        said = (f"daybands: archive {self.archive}: 6 rows are left out, as they break the archive's rules (readings at an "
                "instant outside 2000 to 2099: 3, readings outside 1 to 1000 mg/dL: 3); `daybands archive check` lists them\n")
        stats = run(["stats", "--archive", self.archive])  # hung before (CPU 95 %, memory growing)
        self.assertEqual((stats.returncode, stats.stderr), (0, said))
        self.assertIn("readings    100 ", stats.stdout)
        self.assertNotIn("inf", stats.stdout)
        self.assertIn("2026-11-01 to 2026-11-01", stats.stdout)
        render = run(["render", "--archive", self.archive, "--size", "100x30", "--color", "never"])
        self.assertEqual((render.returncode, render.stderr), (0, said))
        self.assertNotIn("inf", render.stdout)


def file_bytes(path):
    with open(path, "rb") as f:
        return f.read()


def readings_held(path):
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=5)
        try:
            return db.execute("SELECT count(*) FROM readings").fetchone()[0]
        finally:
            db.close()
    except sqlite3.Error:
        return 0


def limit_file_size(limit):
    def apply():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    return apply


class A06Window(ArchiveCase):
    """The viewer reads the archive a window (31 days) at a time."""

    def test_browsing_past_the_window_reads_the_window_before_on_a_real_terminal(self):
        # 70 days at 15 minutes from 2024-11-03 08:00 UTC: 71 calendar days, 2024-11-03 ... 2025-01-12;
        # windows 12-11 ... 01-10, 11-10 ... 12-10, and at the start 11-01 ... 12-01.
        path = self.write("e.json", entries(70 * 96, step_min=15, start_ms=PAST_MS))
        r = run(["import", path, "--archive", self.archive])
        self.assertEqual(r.returncode, 0, r.stderr)
        with viewer(self.archive, "window", term="xterm-256color") as (session, keys):
            screen = wait_for(session, lambda text: "Sun 2025-01-12  day 31 of 31  mg/dL  archive (2024-12-13 to 2025-01-12)" in text)
            self.assertIn("Sun 2025-01-12  day 31 of 31  mg/dL  archive (2024-12-13 to 2025-01-12)", screen)
            keys("PPage", "PPage", "PPage", "PPage", "Up", "Up")  # 30 days back: the window's first day
            screen = wait_for(session, lambda text: "Fri 2024-12-13  day 1 of 31" in text)
            self.assertIn("Fri 2024-12-13  day 1 of 31", screen)
            keys("Up")
            screen = wait_for(session, lambda text: "Thu 2024-12-12  day 31 of 31  mg/dL  archive (2024-11-12 to 2024-12-12)" in text)
            self.assertIn("Thu 2024-12-12  day 31 of 31  mg/dL  archive (2024-11-12 to 2024-12-12)", screen)
            # The strip shows every day (71 fit in 120 columns), not only the window's.
            strip = screen.splitlines()[1]
            self.assertTrue(strip.startswith("11-03 ") and strip.rstrip().endswith(" 01-12"), strip)
            keys("t")
            screen = wait_for(session, lambda text: "2025-01-12" in text)
            # A click on 11-05 (the strip's fifth day, column 10) reads its window.
            keys("-l", "\x1b[<0;11;2M\x1b[<0;11;2m")
            screen = wait_for(session, lambda text: "Thu 2024-11-07  day 5 of 31  mg/dL  archive (2024-11-03 to 2024-12-03)" in text)
            self.assertIn("Thu 2024-11-07  day 5 of 31  mg/dL  archive (2024-11-03 to 2024-12-03)", screen)
            keys("<")
            screen = wait_for(session, lambda text: "Sun 2024-11-03  day 1 of 31  mg/dL  archive (2024-11-03 to 2024-12-03)" in text)
            self.assertIn("Sun 2024-11-03  day 1 of 31  mg/dL  archive (2024-11-03 to 2024-12-03)", screen)
            keys("t")
            screen = wait_for(session, lambda text: "Sun 2025-01-12  day 31 of 31" in text)
            self.assertIn("Sun 2025-01-12  day 31 of 31", screen)
            keys("q")
            self.assertIn("EXIT=0", wait_for(session, lambda text: "EXIT=" in text))

    def test_a_jump_finds_a_low_windows_back_and_the_pin_keeps_its_day_on_a_real_terminal(self):
        # The same 71 days with one low, 55 mg/dL from 2024-11-08 03:00 for an hour: two windows
        # before the last, so n/N must search beyond the window shown.
        low_start = PAST_MS + (5 * 24 - 5) * 3_600_000  # 2024-11-08 03:00 UTC
        times = [PAST_MS + i * 15 * 60_000 for i in range(70 * 96)]
        records = [{"type": "sgv", "sgv": 55 if low_start <= t < low_start + 3_600_000 else 120 + (t // 60_000) % 60,
                    "date": t, "direction": "Flat"} for t in times]
        path = self.write("low.json", json.dumps(list(reversed(records))))
        r = run(["import", path, "--archive", self.archive])
        self.assertEqual(r.returncode, 0, r.stderr)
        with viewer(self.archive, "jump") as (session, keys):
            wait_for(session, lambda text: "day 31 of 31" in text)
            keys("N")
            screen = wait_for(session, lambda text: "Fri 2024-11-08  day 6 of 31  mg/dL  archive (2024-11-03 to 2024-12-03)" in text)
            self.assertIn("Fri 2024-11-08  day 6 of 31  mg/dL  archive (2024-11-03 to 2024-12-03)", screen)
            self.assertIn("low from 03:00 for 60 min, lowest 55 at 03:00", screen)
            keys("Enter", "t")
            screen = wait_for(session, lambda text: "Sun 2025-01-12  day 31 of 31" in text)
            self.assertIn("Sun 2025-01-12  day 31 of 31", screen)
            self.assertIn("pin 2024-11-08 03:00 55 mg/dL", screen.splitlines()[-1])
            keys("o")
            screen = wait_for(session, lambda text: "• Fri 8 Nov" in text)
            self.assertIn("• Fri 8 Nov  pin 2024-11-08 03:00 55 mg/dL", screen.splitlines()[-1])
            keys("n")
            screen = wait_for(session, lambda text: "no later low" in text)
            self.assertIn("no later low (<70)", screen.splitlines()[-1])
            keys("q")
            self.assertIn("EXIT=0", wait_for(session, lambda text: "EXIT=" in text))

    def test_braces_go_to_the_days_with_readings_of_imports_years_apart_on_a_real_terminal(self):
        # Three imports of three days each at 15 minutes, from 2019-03-10, 2022-06-01 and
        # 2025-09-20 (UTC): 2,389 days, nearly all empty, browsed 31 at a time.
        starts = [1_552_176_000_000, 1_654_041_600_000, 1_758_326_400_000]
        for index, start in enumerate(starts):
            path = self.write(f"import{index}.json", entries(3 * 96, start_ms=start, step_min=15))
            r = run(["import", path, "--archive", self.archive])
            self.assertEqual(r.returncode, 0, r.stderr)
        with viewer(self.archive, "braces") as (session, keys):
            wait_for(session, lambda text: "2025-09-22" in text)
            keys("{", "{")
            screen = wait_for(session, lambda text: "Sat 2025-09-20  day 29 of 31" in text)
            self.assertIn("Sat 2025-09-20  day 29 of 31", screen)
            keys("{")
            screen = wait_for(session, lambda text: "Fri 2022-06-03" in text)
            self.assertIn("Fri 2022-06-03", screen)
            self.assertNotIn("no readings on this day", screen)
            keys("Down")
            screen = wait_for(session, lambda text: "2022-06-04" in text)
            self.assertIn("no readings on this day", screen)
            keys("}")
            screen = wait_for(session, lambda text: "Sat 2025-09-20" in text)
            self.assertIn("Sat 2025-09-20", screen)
            keys("{", "{", "{", "{", "{", "{", "{")
            screen = wait_for(session, lambda text: "no earlier day with readings" in text)
            self.assertIn("Sun 2019-03-10  day 1 of 31", screen)
            self.assertIn("no earlier day with readings", screen.splitlines()[-1])
            # In the week view the week moves to the day found, highlighted.
            keys("w", "}", "}", "}")
            # The whole frame, not only its header row (tmux can be read mid-frame).
            screen = wait_for(session, lambda text: "week  2022-05-26 to 2022-06-01" in text and "Wed 2022-06-01" in text)
            self.assertIn("week  2022-05-26 to 2022-06-01", screen)
            self.assertIn("Wed 2022-06-01", screen)
            keys("q")
            self.assertIn("EXIT=0", wait_for(session, lambda text: "EXIT=" in text))



def figures(stats):
    """`stats`' lines, the sources apart and sorted: the archive lists them in
    the order it first stored them, which is a listing's order, not a figure."""
    lines = stats.splitlines()
    return ([line for line in lines if not line.startswith("  source ")],
            sorted(line for line in lines if line.startswith("  source ")))


class A08WriteOrder(ArchiveCase):
    """A day summary is a function of the records, whatever the order and
    the zones of the writes."""

    def test_two_imports_in_two_zones_keep_every_day_whatever_their_order(self):
        # A temp running past the last reading into the next day in Lord Howe
        # (+11): that day holds no record, and a later file brings it inside
        # the archive's days. Before, kept in Lord Howe only as the second
        # zone, it had no row: check said it differed, stats knew 1 h of basal, not 3.
        start = EPOCH_MS + 16_200_000  # 2026-11-01T12:30:00Z
        last = start + 575 * 300_000
        files = [self.write("a.json", entries(576, start_ms=start)),
                 self.write("a-treatments.json", json.dumps([
                     {"eventType": "Temp Basal", "created_at": iso(last - 1_800_000), "duration": 180, "absolute": 0.6},
                     {"eventType": "Correction Bolus", "created_at": iso(last - 3_600_000), "insulin": 1.5}])),
                 self.write("b.json", entries(288, start_ms=start + 7 * 86_400_000))]
        writes = [(files[:2], "Asia/Kolkata"), (files[2:], "Australia/Lord_Howe")]
        results = []
        for order in (writes, writes[::-1]):
            archive = os.path.join(self.dir, f"{len(results)}.sqlite")
            for paths, zone in order:
                r = run(["import", *paths, "--archive", archive, "--tz", zone])
                self.assertEqual(r.returncode, 0, r.stderr)
            check = run(["archive", "check", "--archive", archive])
            self.assertEqual((check.returncode, check.stderr), (0, ""))
            stats = [run(["stats", "--archive", archive, "--tz", zone, "--days", "30"]) for zone in ("Asia/Kolkata", "Australia/Lord_Howe")]
            results.append([figures(r.stdout) for r in stats])
        self.assertEqual(results[0], results[1])
        self.assertIn("basal       1.8 U (rate known 3 of 216 h)", "\n".join(results[0][1][0]))


def iso(ms):
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(ms / 1000)) + f".{ms % 1000:03d}Z"


@contextlib.contextmanager
def viewer(archive, name, size=(120, 40), term=None):
    """The viewer on `archive` in a tmux server of its own (UTC, no colour):
    its session name and a function sending it keys; the server ends after."""
    session = f"{name}-{os.getpid()}"
    env = f"TZ=UTC{f' TERM={term}' if term else ''}"
    command = f"{env} {BIN} --archive {archive} --color never; echo EXIT=$?; sleep 5"
    subprocess.run(["tmux", "-L", session, "new-session", "-d", "-x", str(size[0]), "-y", str(size[1]), command], check=True)

    def keys(*names):
        subprocess.run(["tmux", "-L", session, "send-keys"] + list(names), check=True)

    try:
        yield session, keys
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
