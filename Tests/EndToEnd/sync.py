#!/usr/bin/env python3
"""`daybands sync` against the loopback Nightscout (127.0.0.1 only), into
archives in a temporary folder, read back with Python's sqlite3:

- the first sync pages through the whole history (pages capped at 100 by
  the site): every reading and treatment, the counts line, a sync state
  covering it, the archive's mode 0600, the site stored without its token;
- a second sync asks only from the newest reading held minus the 3-hour
  look-back (the site's request log) and brings two readings back-filled
  within it and one new one;
- the site failing mid-history (HTTP 500 after 3 pages): exit 1, what was
  committed kept, and the next sync resumes below the last page with
  nothing lost; the same after `kill -9` during a slow page;
- --since: nothing before that day;
- the site's profile: its basal schedule kept once (by sync and by
  --follow), and a site answering 404 for it said in one line, its readings
  all synced;
- `daybands --nightscout URL --follow --archive PATH` stores a reading posted
  after it started; while another connection holds the archive's write lock
  its keys still answer within a second, the readings are stored once the
  lock is let go, and quitting while it is held says what was not stored;
- a looper's device statuses (oref's predictions): kept, and a past hour's
  callout (`render --at`) says IOB, COB and `eventual`, an hour before them
  `no loop status`;
- a second sync while one runs fails at once with a clear message, and a
  reader (sqlite3, and `daybands stats --archive`) sees the committed
  pages meanwhile (WAL);
- hostile sites: one that ignores the range (the same page forever) stops
  with a warning, exit 1 and a consistent archive; a reading 5 hours ahead
  is set aside, said and counted as skipped; a page of implausible records
  and a page of records without a readable time are passed and said once,
  the history below them stored, and not asked for again; 150 readings at
  one millisecond on a site sending 30 a page, and a site answering oldest
  first: every reading stored in one run (and by `stats --nightscout`);
  HTTP 429 waited out and said (Retry-After 1 s), or, for 2 h, a stop naming
  the wait with the pages before kept;
- a progress bar on a terminal (a pty), nothing on standard error otherwise;
  the token never printed;
- API v3 (a site serving it, `--v3`): the first sync reads the history and
  says so; the site edits a reading and a bolus and deletes another of each
  (older than the look-back, so only the history can tell); the second sync
  says "2 records deleted on the site removed, 2 edited replaced", the
  archive holds the edits and not the deleted, its day summaries check; a
  history answer cut short or an HTML error page is one line, exit 1, the
  archive as it was, the next sync catching up; an API secret alone is one
  line and a sync by API v1; a site without API v3 is asked once.
Every wait is bounded; the whole run takes about 20 s.

usage: python3 Tests/EndToEnd/sync.py [PATH-TO-daybands]
"""

import json
import os
import sqlite3
import stat
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from live_soak import STEP_MS, Server, entries, now_ms  # noqa: E402

import pexpect  # noqa: E402

TOKEN = "syncTOKEN-8e21f0c4"
DAYS = 3
READINGS = DAYS * 288
TREATMENTS = DAYS * 4 * 2  # a meal bolus every 6 hours: a dose and carbs
TEMP_BASALS = DAYS * 4  # and a temp basal a minute after each, in table therapy
HOUR_MS = 3_600_000


def opened(pid, path):
    """Whether process `pid` holds `path` open (Linux's /proc)."""
    folder = f"/proc/{pid}/fd"
    try:
        return any(os.readlink(os.path.join(folder, fd)) == path for fd in os.listdir(folder))
    except OSError:
        return False


def main():
    binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/daybands")
    home = tempfile.mkdtemp()
    env = {"PATH": "/usr/bin:/bin", "HOME": home, "TZ": "UTC", "LANG": "C.UTF-8", "DAYBANDS_NIGHTSCOUT_TIMEOUT": "2"}
    failures = []
    servers = []

    def check(name, ok, detail=""):
        print(f"  {name}: {'ok' if ok else 'FAIL'}{': ' + str(detail)[:600] if detail and not ok else ''}", flush=True)
        if not ok:
            failures.append(name)

    newest = now_ms() // STEP_MS * STEP_MS - 12 * STEP_MS

    def server(*extra):
        site = Server(["--days", str(DAYS), "--newest", str(newest), "--token", TOKEN, "--cap", "100", *extra])
        servers.append(site)
        return site

    def sync(site, archive, *extra, timeout=60):
        run = subprocess.run([binary, "sync", "--nightscout", site.url, "--token", TOKEN, "--archive", archive, *extra],
                             env=env, capture_output=True, text=True, timeout=timeout)
        if TOKEN in run.stdout + run.stderr:
            check("the token is never printed", False, run.stdout + run.stderr)
        return run

    def query(archive, sql, *args):
        with sqlite3.connect(f"file:{archive}?mode=ro", uri=True) as db:
            return db.execute(sql, args).fetchall()

    def count(archive, table="readings"):
        return query(archive, f"SELECT count(*) FROM {table}")[0][0]

    def state(archive, collection="entries"):
        rows = query(archive, "SELECT covered_start, covered_end, walk_reached FROM sync_state WHERE collection = ?",
                     collection)
        return rows[0] if rows else None

    def wait(predicate, seconds=10):
        deadline = time.time() + seconds
        while time.time() < deadline:
            if predicate():
                return True
            time.sleep(0.05)
        return False

    try:
        # The first sync, then an incremental one with back-fill.
        site = server()
        archive = os.path.join(home, "a", "archive.sqlite")
        first = sync(site, archive)
        check("first sync exits 0, says nothing on stderr", first.returncode == 0 and first.stderr == "", first.stderr)
        check("first sync: every reading and treatment", count(archive) == READINGS
              and count(archive, "treatments") == TREATMENTS and count(archive, "therapy") == TEMP_BASALS,
              (count(archive), count(archive, "treatments"), count(archive, "therapy")))
        check("first sync: the counts line, then the device statuses'", first.stdout
              == f"{site.url}/: {READINGS} readings and {TREATMENTS + TEMP_BASALS} treatments added, 0 already present, 0 skipped\n"
              f"{site.url}/: 12 device statuses added, 0 already present, 0 set aside\n",
              first.stdout)
        check("first sync: the site's 12 device statuses (its last hour) kept", count(archive, "device_status") == 12,
              count(archive, "device_status"))
        covered = state(archive)
        check("first sync: the state covers the history from 2000", covered is not None
              and covered[0] == 946_684_800 and covered[2] is None, covered)
        check("archive mode 0600", stat.S_IMODE(os.stat(archive).st_mode) == 0o600, oct(os.stat(archive).st_mode))
        v3_asked = [r for r in site.log() if r["path"] == "/api/v3/version"]
        check("a site without API v3: asked once, the answer kept", len(v3_asked) == 1
              and query(archive, "SELECT v3 FROM site_api") == [(0,)], v3_asked)
        names = query(archive, "SELECT kind, name FROM sources")
        check("the site is stored without its token", names == [("nightscout", site.url + "/")], names)

        before = len(entries(site.log()))
        site.control(post=newest - HOUR_MS + 60_000, sgv=61)
        site.control(post=newest - 2 * HOUR_MS + 60_000, sgv=62)
        site.control(add=1)
        second = sync(site, archive)
        check("second sync: three readings added, one back-filled an hour before the newest", second.returncode == 0
              and second.stdout.startswith(f"{site.url}/: 3 readings and 0 treatments added"), second.stdout + second.stderr)
        check("second sync: the device statuses held are not kept again",
              f"{site.url}/: 0 device statuses added, 12 already present, 0 set aside" in second.stdout
              and count(archive, "device_status") == 12, second.stdout)
        asked = entries(site.log())[before:]
        lows = {request["query"].get("find[date][$gte]") for request in asked}
        check("second sync asks only from the newest held minus 3 hours", lows == {str(newest - 3 * HOUR_MS)}, lows)
        check("back-filled readings are in the archive",
              query(archive, "SELECT count(*) FROM readings WHERE mgdl IN (61, 62)")[0][0] == 2)

        # --follow keeps each poll's readings in the archive.
        site.control(post=newest + 2 * STEP_MS, sgv=77)
        viewer = pexpect.spawn(binary, ["--nightscout", site.url, "--token", TOKEN, "--follow", "--archive", archive],
                               env={**env, "TERM": "xterm-256color", "DAYBANDS_POLL_SECONDS": "0.2"},
                               encoding="utf-8", timeout=10, dimensions=(30, 100))
        kept = wait(lambda: query(archive, "SELECT count(*) FROM readings WHERE mgdl = 77")[0][0] == 1)
        viewer.send("q")
        viewer.expect(pexpect.EOF)
        viewer.close()
        check("--follow stores the readings it polls in the archive", kept and viewer.exitstatus == 0,
              (kept, viewer.exitstatus))

        # --follow while another writer holds the archive (as a sync's page
        # does): the keys still answer at once, the readings wait and are
        # stored once it lets go; quitting while it holds says what was not
        # stored.
        site.control(post=newest + 3 * STEP_MS, sgv=78)
        holder = sqlite3.connect(archive, timeout=1, isolation_level=None)
        holder.execute("BEGIN IMMEDIATE")
        viewer = pexpect.spawn(binary, ["--nightscout", site.url, "--token", TOKEN, "--follow", "--archive", archive],
                               env={**env, "TERM": "xterm-256color", "DAYBANDS_POLL_SECONDS": "0.2"},
                               encoding="utf-8", timeout=10, dimensions=(30, 100))
        viewer.expect("q quit", timeout=10)  # the help line of the first frame
        # Its first write opens the archive and waits for the lock: the keys
        # are timed while it waits.
        check("--follow: a write waits for the locked archive", wait(lambda: opened(viewer.pid, archive)))
        answers = []
        for _ in range(3):
            started = time.time()
            viewer.send("?")
            viewer.expect("legend", timeout=10)
            answers.append(time.time() - started)
            viewer.send("?")
            time.sleep(0.5)
        check("--follow: the keys answer at once while the archive is locked", max(answers) < 1,
              [round(a, 2) for a in answers])
        holder.execute("COMMIT")
        check("--follow: the readings wait and are stored once the lock is let go",
              wait(lambda: query(archive, "SELECT count(*) FROM readings WHERE mgdl = 78")[0][0] == 1, 15))
        asked = len(entries(site.log()))
        site.control(post=newest + 4 * STEP_MS, sgv=79)
        holder.execute("BEGIN IMMEDIATE")
        # A poll asked after the post has been answered once the next one is
        # asked; a key then wakes the viewer, which takes the answer (the 79
        # to store) before it draws the help the key asks for (a line of it
        # that the chart's cells cannot already hold).
        check("--follow: polled after the 79 was posted", wait(lambda: len(entries(site.log())) >= asked + 2))
        viewer.send("?")
        viewer.expect("previous/next reading", timeout=10)
        viewer.send("q")
        viewer.expect(pexpect.EOF, timeout=15)
        viewer.close()
        holder.execute("ROLLBACK")
        holder.close()
        said = viewer.before
        check("--follow: quitting while the archive is locked says what was not stored", viewer.exitstatus == 0
              and "followed not stored in the archive" in said and "'daybands sync' fetches them" in said
              and TOKEN not in said, said[-500:])

        # The site fails mid-history, then the sync resumes.
        archive = os.path.join(home, "b.sqlite")
        site = server()
        site.control(fault="500", after=3)
        cut = sync(site, archive)
        held = count(archive)
        check("a failure mid-history: exit 1, HTTP 500 and how to resume said", cut.returncode == 1
              and "HTTP 500" in cut.stderr and "run 'daybands sync' again to resume" in cut.stderr, cut.stderr)
        check("a failure mid-history keeps what was committed", 0 < held < READINGS, held)
        reached = state(archive)[2]
        site.control(fault="none")
        before = len(entries(site.log()))
        resumed = sync(site, archive)
        check("resumed: nothing lost", resumed.returncode == 0 and count(archive) == READINGS
              and count(archive, "treatments") == TREATMENTS, (resumed.stderr, count(archive)))
        first_asked = entries(site.log())[before]["query"]
        check("resumed below the last page committed", first_asked.get("find[date][$lt]") == str(round(reached * 1000)),
              (first_asked, reached))

        # kill -9 during a slow page, then resumed; a second sync meanwhile fails; stats reads meanwhile.
        archive = os.path.join(home, "c.sqlite")
        site = server()
        site.control(fault="slow", after=3)
        running = subprocess.Popen([binary, "sync", "--nightscout", site.url, "--token", TOKEN, "--archive", archive],
                                   env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        check("a sync waits on the slow page", wait(lambda: len(entries(site.log())) >= 4))
        other = sync(site, archive)
        check("a second sync at the same time fails clearly", other.returncode == 1
              and "another 'daybands sync' is writing to this archive" in other.stderr, other.stderr)
        # A reader meanwhile (WAL): the committed pages, without waiting.
        started = time.time()
        seen = count(archive)
        check("a reader sees the committed pages while the sync runs", seen > 0 and time.time() - started < 1, seen)
        viewer = subprocess.run([binary, "stats", "--archive", archive, "--json"], env=env, capture_output=True,
                                text=True, timeout=30)
        check("daybands stats reads the archive while the sync runs", viewer.returncode == 0
              and f'"readings" : {seen}' in viewer.stdout.replace('"readings": ', '"readings" : '),
              (seen, viewer.stdout[:300], viewer.stderr[:300]))
        running.kill()
        running.wait(timeout=10)
        integrity = query(archive, "PRAGMA integrity_check")
        held = count(archive)
        check("killed: the archive is whole and keeps the committed pages", integrity == [("ok",)] and held > 0,
              (integrity, held))
        site.control(fault="none")
        again = sync(site, archive)
        check("killed, then resumed: nothing lost", again.returncode == 0 and count(archive) == READINGS,
              (again.stderr, count(archive)))

        # --since.
        archive = os.path.join(home, "d.sqlite")
        since_ms = (newest // (24 * HOUR_MS)) * 24 * HOUR_MS - 24 * HOUR_MS
        day = time.strftime("%Y-%m-%d", time.gmtime(since_ms / 1000))
        limited = sync(server(), archive, "--since", day)
        oldest = query(archive, "SELECT min(instant) FROM readings")[0][0]
        check("--since: nothing before that day", limited.returncode == 0 and oldest * 1000 >= since_ms
              and oldest * 1000 < since_ms + STEP_MS, (limited.stderr, oldest, since_ms))

        # The site's profile: its basal schedule kept once, and a --follow
        # into a fresh archive keeps it too; a site without the profile API
        # (404) costs one line naming it, every reading still synced.
        site = server("--profile", "basal")
        archive = os.path.join(home, "p.sqlite")
        run = sync(site, archive)
        check("profile: the schedule kept and counted", run.returncode == 0 and run.stderr == ""
              and count(archive, "basal_schedules") == 1 and ", 1 basal schedule of its profile, " in run.stdout,
              run.stdout + run.stderr)
        again = sync(site, archive)
        check("profile: a second sync keeps no copy", again.returncode == 0 and count(archive, "basal_schedules") == 1
              and "basal schedule" not in again.stdout, again.stdout + again.stderr)
        followed = os.path.join(home, "pf.sqlite")
        sqlite3.connect(followed).close()  # an empty file: a new archive to the first write
        viewer = pexpect.spawn(binary, ["--nightscout", site.url, "--token", TOKEN, "--follow", "--archive", followed],
                               env={**env, "TERM": "xterm-256color", "DAYBANDS_POLL_SECONDS": "0.2"},
                               encoding="utf-8", timeout=10, dimensions=(30, 100))

        def schedule_kept():
            try:
                return count(followed, "basal_schedules") == 1
            except sqlite3.OperationalError:  # the first write is still making the schema
                return False

        kept = wait(schedule_kept)
        viewer.send("q")
        viewer.expect(pexpect.EOF)
        viewer.close()
        check("profile: --follow keeps the site's schedule in the archive", kept, viewer.before)
        missing = sync(server("--profile", "missing"), os.path.join(home, "pm.sqlite"))
        check("profile missing: exit 0, one line naming it, every reading", missing.returncode == 0
              and missing.stderr.count("\n") == 1 and "no basal profile read" in missing.stderr
              and "profile.json" in missing.stderr and "HTTP 404" in missing.stderr
              and count(os.path.join(home, "pm.sqlite")) == READINGS, missing.stderr)

        # A looper's site (a profile from a day before its first reading) and
        # a file of the week before, both --tz Asia/Kolkata, in either order:
        # the same day summaries (check), the same figures and basal known.
        # Before, synced first, the profile's first day came inside the days
        # with the file and had no row: check exit 1 and 10 h of basal lost.
        older = os.path.join(home, "older.json")
        first_ms = newest - DAYS * 86_400_000 + STEP_MS
        with open(older, "w") as f:
            json.dump([{"type": "sgv", "sgv": 90 + i % 120, "date": first_ms - 7 * 86_400_000 + i * STEP_MS}
                       for i in range(288)], f)
        site = server("--profile", "basal")
        orders = []
        for name in ("sync-first", "import-first"):
            archive = os.path.join(home, name + ".sqlite")
            steps = [lambda: sync(site, archive, "--tz", "Asia/Kolkata"),
                     lambda: subprocess.run([binary, "import", older, "--archive", archive, "--tz", "Asia/Kolkata"],
                                            env=env, capture_output=True, text=True, timeout=60)]
            for step in (steps if name == "sync-first" else steps[::-1]):
                done = step()
                check(f"{name}: each write exits 0", done.returncode == 0, done.stderr)
            verdict = subprocess.run([binary, "archive", "check", "--archive", archive], env=env, capture_output=True, text=True)
            check(f"{name}: archive check holds", verdict.returncode == 0, verdict.stderr)
            stats = subprocess.run([binary, "stats", "--archive", archive, "--tz", "Asia/Kolkata", "--days", "30"],
                                   env=env, capture_output=True, text=True)
            lines = stats.stdout.splitlines()
            # The sources are listed in the order the archive first stored them.
            orders.append(([line for line in lines if not line.startswith("  source ")],
                           sorted(line for line in lines if line.startswith("  source "))))
        basal = [line for line in orders[0][0] if line.startswith("basal ")]
        check("a sync and an older import: the same stats in either order", orders[0] == orders[1] and len(basal) == 1,
              "\n".join(orders[0][0] + ["--"] + orders[1][0]))

        # Hostile sites.
        archive = os.path.join(home, "e.sqlite")
        hostile = sync(server("--fault", "ignore-range"), archive)
        check("a site sending the same page forever: exit 1 and a warning", hostile.returncode == 1
              and "outside the range asked for" in hostile.stderr and "stopped early" in hostile.stderr, hostile.stderr)
        check("... and a consistent archive", query(archive, "PRAGMA integrity_check") == [("ok",)]
              and 0 < count(archive) <= 100)
        archive = os.path.join(home, "f.sqlite")
        site = server()
        site.control(post=now_ms() + 5 * HOUR_MS, sgv=300)
        ahead = sync(site, archive)
        check("a reading 5 h ahead is set aside, said and counted as skipped", ahead.returncode == 0
              and "in the future set aside" in ahead.stderr and ahead.stdout.splitlines()[0].endswith(", 1 skipped")
              and query(archive, "SELECT count(*) FROM readings WHERE mgdl = 300")[0][0] == 0, ahead.stdout + ahead.stderr)

        # A page of records all implausible, then pages without readable
        # times (spread over 150 ms, then more than a page in one ms): said
        # once each, passed, and the history below them stored; the next run
        # does not ask for them again.
        archive = os.path.join(home, "h.sqlite")
        site = server()
        site.control(post=newest - 30 * HOUR_MS + 1000, sgv=5000, repeat=250)
        site.control(post=newest - 40 * HOUR_MS + 1000, sgv=120, repeat=150, undated=None)
        site.control(post=newest - 50 * HOUR_MS + 1000, sgv=120, repeat=150, spacing=0, undated=None)
        spoilt = sync(site, archive)
        check("bad pages: exit 0, every reading below them stored", spoilt.returncode == 0
              and count(archive) == READINGS and state(archive)[2] is None, (spoilt.stderr, count(archive)))
        check("bad pages: each kind said once", spoilt.stderr.count("found 5000 mg/dL") == 1
              and spoilt.stderr.count("expected epoch milliseconds in date") == 1 and TOKEN not in spoilt.stderr,
              spoilt.stderr)
        before = len(entries(site.log()))
        again = sync(site, archive)
        lows = {request["query"].get("find[date][$gte]") for request in entries(site.log())[before:]}
        check("bad pages: the next run asks only the recent range", again.returncode == 0
              and "5000" not in again.stderr and lows == {str(newest - 3 * HOUR_MS)}, (again.stderr, lows))

        # 150 devices posting at one millisecond on a site sending 30 records
        # a page, and a site answering oldest first: every reading stored in
        # one run, the state covering the history, the next run adding
        # nothing; `stats --nightscout` counts every reading too.
        for name, extra, readings in (("a crowded instant", ["--cap", "30"], READINGS + 150),
                                      ("oldest first", ["--ascending"], READINGS)):
            archive = os.path.join(home, name.replace(" ", "-") + ".sqlite")
            site = server(*extra)
            if readings > READINGS:
                site.control(post=newest - 20 * HOUR_MS + 1000, sgv=100, repeat=150, spacing=0, devices=None)
            whole = sync(site, archive)
            check(f"{name}: every reading stored, the history covered", whole.returncode == 0 and whole.stderr == ""
                  and count(archive) == readings and state(archive)[0] == 946684800 and state(archive)[2] is None,
                  (whole.stdout, whole.stderr, count(archive), state(archive)))
            again = sync(site, archive)
            check(f"{name}: the next sync adds nothing", again.returncode == 0
                  and again.stdout.startswith(f"{site.url}/: 0 readings and 0 treatments added"), again.stdout + again.stderr)
            # The site's days are whole local days up to today: the history
            # (DAYS days ending an hour ago) lies on DAYS + 2 of them just
            # after midnight.
            stats = subprocess.run([binary, "stats", "--nightscout", site.url, "--token", TOKEN, "--days", str(DAYS + 2)],
                                   env=env, capture_output=True, text=True, timeout=60)
            check(f"{name}: stats --nightscout reads every reading", stats.returncode == 0
                  and f"readings    {readings} " in stats.stdout and TOKEN not in stats.stdout + stats.stderr,
                  stats.stdout[:300] + stats.stderr[:300])

        # HTTP 429 (Retry-After: 1) on the third request: waited out and said,
        # every reading stored; a wait of two hours stops with a line naming it.
        archive = os.path.join(home, "limited.sqlite")
        site = server()
        site.control(fault="429", after=2, times=1, retry=1)
        limited = sync(site, archive)
        check("HTTP 429: the wait said, waited out, every reading stored", limited.returncode == 0
              and "entries: waiting 1 s: the site asked (HTTP 429)" in limited.stderr and count(archive) == READINGS,
              (limited.stdout, limited.stderr))
        archive = os.path.join(home, "limited-long.sqlite")
        site = server()
        site.control(fault="429", after=1, retry=7200)
        long_wait = sync(site, archive)
        check("HTTP 429 for 2 h: stops naming the wait, the pages before kept", long_wait.returncode == 1
              and "the site asks to wait 2 h (Retry-After), longer than the 60 s a read waits" in long_wait.stderr
              and 0 < count(archive) < READINGS and state(archive)[2] is not None, (long_wait.stderr, count(archive)))

        # The progress bar on a terminal.
        archive = os.path.join(home, "g.sqlite")
        site = server()
        child = pexpect.spawn(binary, ["sync", "--nightscout", site.url, "--token", TOKEN, "--archive", archive],
                              env=env, encoding="utf-8", timeout=30, dimensions=(24, 100))
        child.expect(pexpect.EOF)
        child.close()
        output = child.before
        check("a progress bar on a terminal", child.exitstatus == 0 and "entries [" in output and "%" in output
              and f"{READINGS} readings" in output and TOKEN not in output, repr(output[-400:]))

        # API v3: edits and deletions on the site reach the archive.
        archive = os.path.join(home, "v3.sqlite")
        site = server("--v3")
        first = sync(site, archive)
        check("API v3: the first sync reads the history and says it", first.returncode == 0 and first.stderr == ""
              and first.stdout.endswith(f"{site.url}/: API v3: 0 records deleted on the site removed, 0 edited replaced\n")
              and count(archive) == READINGS, first.stdout + first.stderr)
        first_ms = newest - DAYS * 86_400_000 + STEP_MS
        meal = first_ms  # the first meal bolus (then one every 6 hours, each with a temp basal a minute after)
        edited_reading, deleted_reading = newest - 20 * HOUR_MS, newest - 21 * HOUR_MS
        site.control(edit=f"t{meal}", insulin=6)
        site.control(delete=f"t{meal + 6 * HOUR_MS}")
        site.control(edit=f"xDrip-DexcomG6-{edited_reading}", sgv=222)
        site.control(delete=f"xDrip-DexcomG6-{deleted_reading}")
        second = sync(site, archive)

        def at(table, ms, column="amount"):
            return sorted(row[0] for row in query(archive, f"SELECT {column} FROM {table} WHERE instant = ?", ms // 1000))

        check("API v3: the deletions and edits counted and said", second.returncode == 0 and second.stderr == ""
              and f"{site.url}/: API v3: 2 records deleted on the site removed, 2 edited replaced\n" in second.stdout,
              second.stdout + second.stderr)
        check("API v3: the archive holds the edits and not the deleted", at("treatments", meal) == [6, 40]
              and at("treatments", meal + 6 * HOUR_MS) == [] and at("readings", edited_reading, "mgdl") == [222]
              and at("readings", deleted_reading, "mgdl") == [] and count(archive) == READINGS - 1,
              (at("treatments", meal), at("treatments", meal + 6 * HOUR_MS), at("readings", edited_reading, "mgdl"),
               at("readings", deleted_reading, "mgdl"), count(archive)))
        verdict = subprocess.run([binary, "archive", "check", "--archive", archive], env=env, capture_output=True, text=True)
        check("API v3: the day summaries are made again (archive check)", verdict.returncode == 0, verdict.stdout + verdict.stderr)
        before = (count(archive), count(archive, "treatments"), query(archive, "SELECT * FROM history_state ORDER BY collection"))
        for fault, said in (("malformed", "not JSON"), ("html", "HTTP 502")):
            site.control(v3fault=fault)
            site.control(delete=f"b{meal}")
            broken = sync(site, archive)
            check(f"API v3 {fault}: one line, exit 1, the archive as it was", broken.returncode == 1
                  and broken.stderr.count("\n") == 1 and "API v3's history of entries stopped" in broken.stderr
                  and said in broken.stderr and "API v3:" not in broken.stdout
                  and (count(archive), count(archive, "treatments"),
                       query(archive, "SELECT * FROM history_state ORDER BY collection")) == before,
                  broken.stdout + broken.stderr)
        site.control(v3fault="none")
        mended = sync(site, archive)
        check("API v3: the next sync catches up (a temp basal deleted)", mended.returncode == 0
              and "API v3: 1 record deleted on the site removed, 0 edited replaced" in mended.stdout
              and at("therapy", meal + 60_000) == [], mended.stdout + mended.stderr)
        # More than a page of history (4 days: 1,152 readings and 24 meter
        # records): the second page asks from the first one's last srvModified
        # less a millisecond (its changes at that millisecond seen again, held).
        paged_site = server("--v3", "--days", "4")
        paged = sync(paged_site, os.path.join(home, "v3p.sqlite"))
        asked = [r["path"].rsplit("/", 1)[1] for r in paged_site.log() if r["path"].startswith("/api/v3/entries/history/")]
        readings_ms = range(newest - 4 * 86_400_000 + STEP_MS, newest + 1, STEP_MS)
        changed = sorted(list(readings_ms) + [ms for ms in readings_ms if ms % (4 * HOUR_MS) == 0])  # a reading, a meter's
        check("API v3: a history of more than a page is read in pages of 1000", paged.returncode == 0
              and asked == ["946684800000", str(changed[999] - 1)]
              and paged.stdout.endswith("API v3: 0 records deleted on the site removed, 0 edited replaced\n")
              and query(os.path.join(home, "v3p.sqlite"), "SELECT last_modified FROM history_state WHERE collection = 'entries'")
              == [(newest,)], (asked, paged.stdout, paged.stderr))
        secret_site = server("--v3", "--secret", "v3SECRET-1234")
        secret = subprocess.run([binary, "sync", "--nightscout", secret_site.url, "--archive", os.path.join(home, "v3s.sqlite")],
                                env={**env, "NIGHTSCOUT_API_SECRET": "v3SECRET-1234"}, capture_output=True, text=True, timeout=60)
        check("API v3 with an API secret alone: one line why, synced by API v1", secret.returncode == 0
              and secret.stderr.count("\n") == 1 and "an API secret alone does not open it; synced by API v1" in secret.stderr
              and "API v3:" not in secret.stdout and count(os.path.join(home, "v3s.sqlite")) == READINGS,
              secret.stdout + secret.stderr)

        # A looper's site (oref's predictions over 30 hours): synced, a past
        # hour's callout says what the loop said then; a minute past its
        # freshness (the hour after the statuses end) it says none.
        archive = os.path.join(home, "loop.sqlite")
        site = server("--devicestatus", "openaps", "--predictions", "--status-hours", "30")
        looped = sync(site, archive)
        check("a looper's site: its device statuses kept", looped.returncode == 0 and count(archive, "device_status") == 360,
              looped.stdout + looped.stderr)
        past = time.gmtime((newest - 25 * HOUR_MS) // 1000)
        day, hour = time.strftime("%Y-%m-%d", past), time.strftime("%H:00", past)
        shown = subprocess.run([binary, "render", "--archive", archive, "--day", day, "--at", hour, "--size", "100x30"],
                               env=env, capture_output=True, text=True, timeout=30)
        check("a past hour's callout: IOB, COB and where oref's prediction settled",
              "│ IOB 1.35 U  COB 12 g │" in shown.stdout and "│ eventual " in shown.stdout, shown.stdout + shown.stderr)
        before = time.strftime("%H:00", time.gmtime((newest - 31 * HOUR_MS) // 1000))
        early = subprocess.run([binary, "render", "--archive", archive, "--day",
                                time.strftime("%Y-%m-%d", time.gmtime((newest - 31 * HOUR_MS) // 1000)), "--at", before,
                                "--size", "100x30"], env=env, capture_output=True, text=True, timeout=30)
        check("an hour before the statuses: no loop status", "│ no loop status       │" in early.stdout
              and "eventual" not in early.stdout, early.stdout + early.stderr)
    finally:
        for site in servers:
            site.stop()
        subprocess.run(["rm", "-rf", home])
    print(f"sync: {'FAILED: ' + ', '.join(failures) if failures else 'all passed'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
