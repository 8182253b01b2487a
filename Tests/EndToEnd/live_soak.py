#!/usr/bin/env python3
"""Live mode under faults: a soak of the real `daybands --follow` binary.

usage: python3 Tests/EndToEnd/live_soak.py [PATH-TO-daybands] [--polls N] [--secret-polls N]

Starts Tests/NightscoutServer/server.py (loopback, token required) and runs

    daybands --nightscout http://127.0.0.1:PORT --token TOKEN --follow --days 2

in a pseudo-terminal (pexpect; 120x40, TZ=UTC, TERM=xterm-256color,
LANG=C.UTF-8, DAYBANDS_POLL_SECONDS=0.05, DAYBANDS_NIGHTSCOUT_TIMEOUT=1;
stderr to a file of its own), reading the screen with pyte. A driver cycles
the site's fault (/control?fault=) through none, 500, none, slow, none,
malformed, none, drop, none, html, none, object, none, drip, none, declared
(Content-Length 3 GB), none, redirect (to another host), none, huge (an
endless answer), ... posting newer readings (/control?add=) at the start of
each healthy phase, every other healthy phase with pages capped at 7 records,
until the site's request log holds --polls follow polls (requests for entries
after start-up), ending on a healthy phase. The first healthy phase also
posts a reading 5 hours ahead, a 5000 mg/dL entry and one whose direction
holds terminal control sequences; a later one back-fills a 45 between two
readings held. Then a shorter run (--secret-polls) does the same with
the API secret (NIGHTSCOUT_API_SECRET) instead of a token.

Checked (a table, then `N passed, N failed` last; exit status 1 on a failure):
- polls: the server received at least --polls entries requests;
- alive: the process is running at the end (not a zombie);
- stale notice: within each fault phase the status line shows
  `last reading ... ago, retrying ...` (age equal to the newest reading
  held, to the notice's own precision) and keeps showing it; within each
  healthy phase it goes (for the key hints, or a poll's warning) and does
  not come back;
- data intact: the previous day (full before the soak, untouched by it),
  opened before the faults, is the same screen afterwards (text and
  colours of every row but the status line), and equals `daybands render`
  of that day from the site; today, opened with `t` afterwards, equals
  `render` of the site's final data (every reading posted arrived, nothing
  from a bad body did);
- memory flat: VmRSS (/proc/PID/status) sampled every 50 polls; the last
  sample within 10% of the sample at 100 polls, once the step over the
  phases of endless answers is taken out; that step (URLSession queues an
  answer streamed faster than it hands it over) at most 100 MB; threads and open file
  descriptors no more at the end than at 100 polls (+2);
- quit: `q` ends it with exit 0 within 5 s, the alternate screen is left,
  the cursor shown, mouse reporting off, and the pty's termios has echo
  and icanon again;
- warnings said once: stderr (written when the viewer ends) says the
  reading ahead and the 5000 entry once each, though every poll read them;
- no raw control bytes: the hostile field is nowhere raw in what the pty
  received nor in stderr;
- no temporary files: the private TMPDIR the viewer is given is empty
  after quit;
- no secret: the credential, in any case, percent-encoded, base64 or as
  its SHA-1, appears nowhere in what the pty received, in stderr, nor in
  the output of the `render` runs.

The server exits on its own 5 minutes after it starts, so a run must end
before that (the main run takes under 3 minutes). Needs pexpect and pyte.
"""

import base64
import hashlib
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import termios
import threading
import time
import urllib.parse
import urllib.request
from datetime import datetime, timedelta, timezone

import pexpect
import pyte

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SERVER = os.path.join(ROOT, "Tests", "NightscoutServer", "server.py")

COLS, ROWS = 120, 40
# The tmux the screen suites (people, sources, leaks) drive: a server of
# their own, started with an empty environment and without ~/.tmux.conf, so
# a program in it sees only the variables its command line sets. On the
# default server, shared with the user and with the suites make test runs
# side by side, the server's environment (XDG_CONFIG_HOME, a token) reached it.
TMUX = ["env", "-i", "PATH=/usr/bin:/bin", "tmux", "-L", f"daybands-{os.getpid()}", "-f", "/dev/null"]
# The live area's rows at ROWS (ChartLayout.liveRows): the glucose now in 5-row digits.
LIVE_ROWS = 5
STEP_MS = 5 * 60 * 1000
POLL_SECONDS = "0.05"
TIMEOUT_SECONDS = "1"
FAULTS = ["500", "slow", "malformed", "drop", "html", "object", "drip", "declared", "redirect", "huge"]
# Polls per fault phase (at least): failures back off to 10 intervals (0.5 s),
# so a fault phase polls about twice a second; `slow` takes the 1 s timeout
# on top of that, so it gets fewer.
FAULT_POLLS = {"slow": 6, "drip": 6, "huge": 6}
FAULT_POLLS_DEFAULT = 12
FAULT_SECONDS = 3.0      # and at least this long, so the screen (1 s refresh) shows it
HEALTHY_POLLS = 25       # polls per healthy phase (at least; about 17 a second)
HEALTHY_SECONDS = 2.0
ADD_PER_PHASE = 2        # readings posted at the start of each healthy phase
ADD_BUDGET = 60          # at most this many readings posted in a run (5 hours)
SERVER_LIFE = 300        # server.py exits after 5 minutes
RSS_BOUND = 0.10
# An endless answer is cut at 16 MiB, but URLSession queues what arrives faster
# than it is handed over before the cancel lands; what the process keeps
# of that afterwards (once, not per poll) is bounded here.
ENDLESS_STEP_BOUND_KB = 100 * 1024
NOTICE = re.compile(r"^ last reading (\d+) (s|min|h|days) ago, retrying (now|in \d+ (?:s|min|h|days))\s*$")
HINTS = "←→ hour"
# What the status line may say in a healthy phase instead of the key hints:
# the polls' warnings (a reading from the future, a skipped row), once.
WARNINGS = ("set aside: dated in the future", "row skipped")
# A field with terminal control sequences, posted once: it must never reach the pty raw.
HOSTILE = "\x1b]0;owned\x07\x1b[2J"


def now_ms():
    return int(time.time() * 1000)


def duration(seconds):
    """DurationText.glance: the precision the notice shows."""
    s = max(0, int(round(seconds)))
    if s < 60:
        return s, "s"
    if s < 7200:
        return s // 60, "min"
    if s < 172800:
        return s // 3600, "h"
    return s // 86400, "days"


class Server:
    def __init__(self, args):
        # Its stderr (a traceback for each answer a timed-out client no
        # longer reads) is kept in a file, not shown.
        self.errors = tempfile.TemporaryFile()
        self.proc = subprocess.Popen([sys.executable, SERVER, *args], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=self.errors, text=True)
        self.started = time.time()
        line = self.proc.stdout.readline()
        if not line.startswith("PORT "):
            raise RuntimeError("the test server did not start")
        self.port = int(line.split()[1])
        self.url = f"http://127.0.0.1:{self.port}"

    def control(self, **query):
        text = "&".join(k if v is None else f"{k}={v}" for k, v in query.items())
        with urllib.request.urlopen(f"{self.url}/control?{text}", timeout=10) as answer:
            return json.load(answer)

    def log(self):
        return self.control(log=None)

    def stop(self):
        try:
            self.proc.stdin.close()
        except OSError:
            pass
        try:
            self.proc.wait(timeout=3)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def entries(log):
    return [r for r in log if r["path"] == "/api/v1/entries.json"]


class Viewer:
    """The binary in a pty; a thread feeds everything it prints to pyte and
    keeps the raw bytes."""

    def __init__(self, binary, args, env, stderr_path):
        self.raw = bytearray()
        self.lock = threading.Lock()
        self.screen = pyte.Screen(COLS, ROWS)
        self.stream = pyte.ByteStream(self.screen)
        self.eof = threading.Event()
        # stderr to a file of its own: `sh` sets it up and execs the binary
        # (same pid), so the pty carries only what the viewer draws.
        self.child = pexpect.spawn("/bin/sh", ["-c", 'exec "$0" "$@" 2>' + shlex.quote(stderr_path), binary, *args],
                                   env=env, dimensions=(ROWS, COLS))
        self.pid = self.child.pid
        self.termios_after = None
        threading.Thread(target=self.pump, daemon=True).start()

    def pump(self):
        while True:
            try:
                chunk = self.child.read_nonblocking(65536, timeout=0.1)
            except pexpect.TIMEOUT:
                continue
            except (pexpect.EOF, OSError):
                break
            with self.lock:
                self.raw += chunk
                self.stream.feed(chunk)
        try:  # the pty's modes as the program left them (master side reads the slave's)
            self.termios_after = termios.tcgetattr(self.child.child_fd)
        except termios.error:
            pass
        self.eof.set()

    def lines(self):
        with self.lock:
            return list(self.screen.display)

    def status(self):
        return self.lines()[ROWS - 1]

    def cells(self):
        """Rows between the live area (the glucose now, whose age changes with
        the clock) and the status line: text, colours and bold of each cell."""
        with self.lock:
            return [[(c.data, c.fg, c.bg, c.bold, c.reverse) for c in
                     (self.screen.buffer[y][x] for x in range(COLS))] for y in range(LIVE_ROWS, ROWS - 1)]

    def send(self, keys):
        self.child.send(keys)

    def wait(self, predicate, timeout, what):
        end = time.time() + timeout
        while time.time() < end:
            if predicate(self.lines()):
                return True
            time.sleep(0.05)
        return False


def proc_status(pid):
    out = {}
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                key, _, value = line.partition(":")
                out[key] = value.strip()
        out["fds"] = len(os.listdir(f"/proc/{pid}/fd"))
    except OSError:
        return None
    return out


def rendered(binary, server, credential_args, env, day, hour):
    """`daybands render` of `day` from the site, as pyte cells, and its raw
    output: the viewer's size, its rows between the live area (the site's
    data is live: `render` draws the glucose now as the viewer does) and the
    status line, as `cells()`."""
    r = subprocess.run([binary, "render", "--nightscout", server.url, *credential_args, "--days", "2",
                        "--day", day, "--at", hour, "--size", f"{COLS}x{ROWS}", "--color", "always"],
                       env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
    screen = pyte.Screen(COLS, ROWS + 1)  # room for the line end after the last row
    pyte.ByteStream(screen).feed(r.stdout.replace(b"\n", b"\r\n"))
    cells = [[(c.data, c.fg, c.bg, c.bold, c.reverse) for c in
              (screen.buffer[y][x] for x in range(COLS))] for y in range(LIVE_ROWS, ROWS - 1)]
    return cells, r.stdout + r.stderr, r.returncode


# The 5-row block font of the glucose now (Sources/DayBandsLive/Live/BlockDigits.swift).
BLOCK_FONT = {
    "0": ["███", "█ █", "█ █", "█ █", "███"], "1": [" █ ", "██ ", " █ ", " █ ", "███"],
    "2": ["███", "  █", "███", "█  ", "███"], "3": ["███", "  █", "███", "  █", "███"],
    "4": ["█ █", "█ █", "███", "  █", "  █"], "5": ["███", "█  ", "███", "  █", "███"],
    "6": ["███", "█  ", "███", "█ █", "███"], "7": ["███", "  █", "  █", "  █", "  █"],
    "8": ["███", "█ █", "███", "█ █", "███"], "9": ["███", "█ █", "███", "  █", "███"],
    ".": [" ", " ", " ", " ", "█"], "<": ["  █", " █ ", "█  ", " █ ", "  █"], ">": ["█  ", " █ ", "  █", " █ ", "█  "],
}


def live_line(lines):
    """The live area read as its one line would say it: the value the large
    digits spell (from column 1, or 2 inside a reversed block), then the
    words beside them, row by row (` 66 mg/dL ↓ -4/5 min  low   4 s ago  ...`)."""
    rows = [line.ljust(COLS) for line in lines[:LIVE_ROWS]]
    for start in (1, 2):
        x, value = start, ""
        while True:
            found = next((ch for ch, glyph in BLOCK_FONT.items()
                          if all(rows[r][x:x + len(glyph[r])] == glyph[r] for r in range(LIVE_ROWS))
                          and (x == start or rows[2][x - 1] == " ")), None)
            if found is None:
                break
            value += found
            x += len(BLOCK_FONT[found][0]) + 1
        if value:
            words = [rows[r][x:].strip() for r in range(LIVE_ROWS)]
            return " " + value + " " + "  ".join(w for w in words if w)
    return lines[0]


def cells_text(cells):
    return ["".join(c[0] for c in row) for row in cells]


def differing_rows(a, b):
    return [y for y in range(min(len(a), len(b))) if a[y] != b[y]]


def secret_forms(secret):
    """Every form in which a leak could show: as given (any case), percent-
    encoded, base64 (with and without padding), SHA-1 hex (what the API secret
    is sent as), and its first 12 characters."""
    forms = {secret, urllib.parse.quote(secret, safe=""), urllib.parse.quote_plus(secret),
             base64.b64encode(secret.encode()).decode(), base64.b64encode(secret.encode()).decode().rstrip("="),
             hashlib.sha1(secret.encode()).hexdigest(), secret[:12]}
    return sorted(f.lower() for f in forms)


def leaks(secret, blobs):
    found = []
    for name, blob in blobs:
        text = blob.decode("utf-8", "replace").lower()
        for form in secret_forms(secret):
            if form in text:
                found.append(f"{form!r} in {name}")
    return found


class Results:
    def __init__(self):
        self.rows = []

    def add(self, run, name, ok, figure, bound):
        short = figure if len(figure) <= 90 else figure[:87] + "..."
        self.rows.append((run, name, "ok" if ok else "FAIL", short, bound))
        print(f"  [{run}] {name}: {'ok' if ok else 'FAIL'}: {figure} ({bound})", flush=True)

    def table(self):
        widths = [max(len(str(r[i])) for r in self.rows + [("run", "check", "result", "measured", "bound")])
                  for i in range(5)]
        line = lambda r: "  ".join(str(v).ljust(w) for v, w in zip(r, widths)).rstrip()
        print()
        print(line(("run", "check", "result", "measured", "bound")))
        print(line(tuple("-" * w for w in widths)))
        for r in self.rows:
            print(line(r))
        failed = sum(1 for r in self.rows if r[2] != "ok")
        print(f"{len(self.rows) - failed} passed, {failed} failed")
        return failed


def soak(binary, results, run, polls_wanted, credential):
    """One run: `credential` is ("token", T) or ("secret", S)."""
    kind, secret = credential
    # Readings: the site's newest early enough that every reading posted
    # during the run is still in the past (the notice's age stays exact), and
    # never before today (so yesterday is full and untouched by the soak).
    t = datetime.now(timezone.utc)
    midnight = datetime(t.year, t.month, t.day, tzinfo=timezone.utc) + timedelta(days=1)
    if (midnight - t).total_seconds() < 400:  # a run must not cross midnight (UTC)
        wait = (midnight - t).total_seconds() + 5
        print(f"  [{run}] waiting {wait:.0f} s for midnight UTC to pass", flush=True)
        time.sleep(wait)
        t = datetime.now(timezone.utc)
    today = t.strftime("%Y-%m-%d")
    yesterday = (t - timedelta(days=1)).strftime("%Y-%m-%d")
    start_of_today = int(datetime(t.year, t.month, t.day, tzinfo=timezone.utc).timestamp() * 1000)
    newest = max(start_of_today, now_ms() // STEP_MS * STEP_MS - ADD_BUDGET * STEP_MS)
    server = Server(["--days", "3", "--newest", str(newest), f"--{kind}", secret])
    deadline = server.started + SERVER_LIFE - 40

    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": tempfile.mkdtemp(prefix="daybands-soak-home-"),
           "TZ": "UTC", "TERM": "xterm-256color", "LANG": "C.UTF-8",
           "DAYBANDS_POLL_SECONDS": POLL_SECONDS, "DAYBANDS_NIGHTSCOUT_TIMEOUT": TIMEOUT_SECONDS}
    # A private temporary directory: whatever the viewer puts there (answers
    # were once parsed from files) must be gone afterwards.
    env["TMPDIR"] = os.path.join(env["HOME"], "tmp")
    os.mkdir(env["TMPDIR"], 0o700)
    credential_args = ["--token", secret] if kind == "token" else []
    if kind == "secret":
        env["NIGHTSCOUT_API_SECRET"] = secret
    stderr_path = os.path.join(env["HOME"], "stderr")
    viewer = Viewer(binary, ["--nightscout", server.url, *credential_args, "--follow", "--days", "2"],
                    env, stderr_path)
    render_out = []
    try:
        # The site is live: the viewer opens on the live window (12 h at 120 columns).
        opened = viewer.wait(lambda ls: "last 12 h" in ls[LIVE_ROWS] and HINTS in ls[-1], 30, "the viewer")
        if not opened:
            results.add(run, "starts", False, "no live window in 30 s", "")
            return
        base = len(server.log())  # the initial load's requests (and perhaps a poll)
        base_entries = len(entries(server.log()[:base]))

        # The previous day, before any fault: the screen to keep.
        viewer.send("k")
        viewer.wait(lambda ls: yesterday in ls[LIVE_ROWS], 5, "yesterday")
        time.sleep(1.2)
        before = viewer.cells()
        hour = re.search(r"┌─ (\d\d:\d\d)", "\n".join(viewer.lines()))
        hour = hour.group(1) if hour else "12:00"

        def poll_count():
            return len(entries(server.log())) - base_entries

        # RSS, threads and fds every 50 polls.
        samples = []
        next_sample = 0
        posted = 0
        held_newest = newest
        phases = []  # (fault, polls, notice latency s or None, flickers, honest, seconds)
        endless_steps = []  # RSS kB gained over each phase of endless answers
        sequence = []
        for f in FAULTS:
            sequence += [None, f]
        phase = 0
        while True:
            fault = sequence[phase % len(sequence)]
            healthy = fault is None
            add = min(ADD_PER_PHASE, ADD_BUDGET - posted) if healthy else 0
            query = {"fault": "none" if healthy else fault, "log": None}
            if add:
                query["add"] = add
            if healthy:
                # Every other healthy phase, a site that sends at most 7 records
                # a page: the readings posted must still arrive.
                query["cap"] = 7 if phase % 4 == 2 else 0
            if healthy and phase == 0:
                # A device clock 5 hours fast, a 5000 mg/dL entry and a hostile
                # field: set aside, skipped and said once, never shown raw.
                server.control(post=now_ms() + 5 * 3_600_000, sgv=300)
                server.control(post=held_newest + 60_000, sgv=5000)
                server.control(post=held_newest + 120_000, sgv=150, direction=urllib.parse.quote(HOSTILE, safe=""))
            if healthy and phase == 4:
                # A reading back-filled between two held ones: it must arrive.
                server.control(post=held_newest - 150_000, sgv=45)
            before_rss = proc_status(viewer.pid) if fault == "huge" else None
            start_len = len(entries(server.control(**query)))
            started = time.time()
            if add:
                posted += add
                held_newest = newest + posted * STEP_MS
            seen_at = None  # when the screen first showed what the phase should (notice / no notice)
            flickers = 0
            honest = True
            last_line = ""
            while True:
                time.sleep(0.1)
                log_entries = len(entries(server.log()))
                n = log_entries - start_len
                total = log_entries - base_entries
                if total >= next_sample:
                    st = proc_status(viewer.pid)
                    if st:
                        samples.append((total, int(st["VmRSS"].split()[0]), int(st["Threads"]), st["fds"]))
                    next_sample = (total // 50 + 1) * 50
                line = viewer.status()
                m = NOTICE.match(line)
                if healthy:
                    shows = m is None and (HINTS in line or any(w in line for w in WARNINGS))
                else:
                    shows = m is not None
                    if m:
                        # Honest: the age of the newest reading held, to the notice's precision.
                        want_value, want_unit = duration(time.time() - held_newest / 1000)
                        value, unit = int(m.group(1)), m.group(2)
                        if unit != want_unit or abs(value - want_value) > (2 if unit == "s" else 1):
                            honest = False
                            last_line = f"{line.strip()!r}, expected {want_value} {want_unit}"
                if shows and seen_at is None:
                    seen_at = time.time() - started
                elif not shows and seen_at is not None:
                    flickers += 1
                    last_line = last_line or line.strip()
                elapsed = time.time() - started
                if healthy:
                    done = n >= HEALTHY_POLLS and elapsed >= HEALTHY_SECONDS and seen_at is not None
                else:
                    done = n >= FAULT_POLLS.get(fault, FAULT_POLLS_DEFAULT) and elapsed >= FAULT_SECONDS and seen_at is not None
                if done or elapsed > 30 or time.time() > deadline:
                    break
            phases.append((fault or "none", n, seen_at, flickers, honest, time.time() - started, last_line))
            if before_rss:
                after_rss = proc_status(viewer.pid)
                if after_rss:
                    endless_steps.append(int(after_rss["VmRSS"].split()[0]) - int(before_rss["VmRSS"].split()[0]))
            phase += 1
            total = poll_count()
            if (healthy and total >= polls_wanted) or time.time() > deadline:
                if not healthy:  # always end on a healthy phase
                    continue
                break

        total = poll_count()
        results.add(run, "polls", total >= polls_wanted,
                    f"{total} polls in {time.time() - server.started:.0f} s, {len(phases)} phases, "
                    f"{sum(p[1] for p in phases if p[0] != 'none')} under faults",
                    f">= {polls_wanted}")
        by_fault = {}
        for p in phases:
            by_fault.setdefault(p[0], []).append(p)
        print(f"  [{run}] polls by fault: " + ", ".join(f"{k} {sum(p[1] for p in v)}" for k, v in by_fault.items()))

        st = proc_status(viewer.pid)
        alive = viewer.child.isalive() and st is not None and not st.get("State", "").startswith("Z")
        results.add(run, "alive", alive, f"state {st.get('State') if st else 'gone'}", "running at the end")

        # Stale notice.
        bad = [p for p in phases if p[2] is None]
        latencies = [p[2] for p in phases if p[0] != "none" and p[2] is not None]
        clears = [p[2] for p in phases if p[0] == "none" and p[2] is not None]
        results.add(run, "notice shown under faults", not [p for p in bad if p[0] != "none"],
                    f"in every fault phase, {min(latencies, default=0):.1f}-{max(latencies, default=0):.1f} s after the fault began",
                    "each fault phase")
        results.add(run, "notice gone after recovery", not [p for p in bad if p[0] == "none"],
                    f"in every healthy phase, {min(clears, default=0):.1f}-{max(clears, default=0):.1f} s after",
                    "each healthy phase")
        flick = [(p[0], p[3], p[6]) for p in phases if p[3]]
        results.add(run, "notice steady", not flick,
                    "no flicker" if not flick else f"{len(flick)} phases: {flick[:3]}",
                    "stays once shown / gone")
        dishonest = [(p[0], p[6]) for p in phases if not p[4]]
        results.add(run, "notice age honest", not dishonest,
                    "age = newest reading held" if not dishonest else f"{dishonest[:3]}",
                    "to the notice's precision")

        # Memory.
        after100 = next((s for s in samples if s[0] >= 100), None)
        last = samples[-1] if samples else None
        if after100 and last:
            # The endless answers' one-off steps are measured on their own.
            endless = sum(endless_steps)
            rss_ok = last[1] - endless <= after100[1] * (1 + RSS_BOUND)
            peak = max(s[1] for s in samples)
            slope = (last[1] - endless - after100[1]) * 1024 / max(1, last[0] - after100[0])
            results.add(run, "RSS flat", rss_ok,
                        f"{after100[1] / 1024:.1f} MB at {after100[0]} polls, {last[1] / 1024:.1f} MB at {last[0]}, "
                        f"{(last[1] - endless) / 1024:.1f} MB without the endless answers' step "
                        f"({slope:+.0f} B/poll), peak {peak / 1024:.1f} MB",
                        f"last - step <= +{RSS_BOUND:.0%}")
            if endless_steps:
                results.add(run, "endless answers", max(endless_steps) <= ENDLESS_STEP_BOUND_KB,
                            "RSS steps " + ", ".join(f"{k / 1024:+.1f} MB" for k in endless_steps),
                            f"each <= {ENDLESS_STEP_BOUND_KB // 1024} MB")
            results.add(run, "threads, fds flat", last[2] <= after100[2] + 2 and last[3] <= after100[3] + 2,
                        f"threads {after100[2]} -> {last[2]}, fds {after100[3]} -> {last[3]}", "<= +2")
            print(f"  [{run}] samples (polls, RSS kB, threads, fds): {samples}")
        else:
            results.add(run, "RSS flat", False, f"too few samples: {samples}", "")

        # Data intact: yesterday as before, and as the site has it.
        time.sleep(1.2)
        after = viewer.cells()
        changed = differing_rows(before, after)
        results.add(run, "yesterday unchanged", not changed,
                    "all rows equal" if not changed else f"rows {changed} differ: "
                    + " | ".join(cells_text(after)[y].strip()[:60] for y in changed[:2]),
                    f"{ROWS - 2} rows, text and colours")
        want, out, status = rendered(binary, server, credential_args, env, yesterday, hour)
        render_out.append(("render " + yesterday, out))
        diff = differing_rows(want, after)
        results.add(run, "yesterday = render", status == 0 and not diff,
                    "equal" if not diff else f"rows {diff} differ", f"render --day {yesterday} --at {hour}")
        # Today: every reading posted arrived; nothing from a bad body did.
        viewer.send("t")
        viewer.wait(lambda ls: today in ls[LIVE_ROWS], 5, "today")
        time.sleep(1.2)
        now_screen = viewer.cells()
        want, out, status = rendered(binary, server, credential_args, env, today, hour)
        render_out.append(("render " + today, out))
        diff = differing_rows(want, now_screen)
        results.add(run, "today = render", status == 0 and not diff,
                    f"equal ({posted} readings posted during the run)" if not diff else
                    f"rows {diff} differ: " + " | ".join(
                        f"{cells_text(now_screen)[y].strip()[:50]!r} vs {cells_text(want)[y].strip()[:50]!r}"
                        for y in diff[:2]),
                    f"render --day {today} --at {hour}")

        # Quit.
        viewer.send("q")
        ended = viewer.eof.wait(5)
        viewer.child.expect(pexpect.EOF, timeout=1) if ended else None
        if ended:
            viewer.child.close()
        status = viewer.child.exitstatus
        with viewer.lock:
            raw = bytes(viewer.raw)
        tail = raw[raw.rfind(b"\x1b[?1049h"):] if b"\x1b[?1049h" in raw else raw
        modes = viewer.termios_after
        lflag_ok = modes is not None and modes[3] & termios.ECHO and modes[3] & termios.ICANON
        restored = (b"\x1b[?1049l" in tail and b"\x1b[?25h" in tail[tail.rfind(b"\x1b[?25l"):]
                    and (b"\x1b[?1000h" not in tail or b"\x1b[?1000l" in tail[tail.rfind(b"\x1b[?1000h"):])
                    and bool(lflag_ok))
        results.add(run, "quit with q", ended and status == 0 and restored,
                    f"exit {status}, {'terminal restored' if restored else 'terminal NOT restored'}",
                    "exit 0, rmcup, cursor, mouse off, echo+icanon")

        # No secret anywhere.
        with open(stderr_path, "rb") as f:
            err = f.read()
        found = leaks(secret, [("the pty", raw), ("stderr", err)] + render_out)
        results.add(run, "no secret in output", not found,
                    f"{len(raw) // 1000} kB of pty output, {len(err)} B of stderr, "
                    f"{sum(len(o) for _, o in render_out) // 1000} kB of render: "
                    + ("none" if not found else "; ".join(found[:3])),
                    f"{len(secret_forms(secret))} forms")
        hostile = HOSTILE.encode()
        err_text = err.decode("utf-8", "replace")
        once = (err_text.count("dated more than 10 min in the future set aside") == 1
                and err_text.count("found 5000 mg/dL") == 1)
        results.add(run, "warnings said once", once,
                    f"{err_text.count(chr(10))} lines of stderr: future {err_text.count('in the future set aside')}, "
                    f"5000 mg/dL {err_text.count('found 5000 mg/dL')}", "each once in stderr")
        results.add(run, "no raw control bytes", hostile not in raw and hostile not in err,
                    "the hostile field nowhere raw" if hostile not in raw and hostile not in err else "FOUND raw",
                    "pty and stderr")
        left = os.listdir(env["TMPDIR"])
        results.add(run, "no temporary files left", not left,
                    f"{len(left)} left in TMPDIR" + (f": {left[:3]}" if left else ""), "TMPDIR empty after quit")
        if err:
            print(f"  [{run}] stderr: {err[:300]!r}")
        for p in phases:
            print(f"  [{run}] phase {p[0]:9s} polls {p[1]:3d}  {p[5]:5.1f} s  screen right after "
                  + ("-" if p[2] is None else f"{p[2]:.1f} s"))
    finally:
        if viewer.child.isalive():
            viewer.child.terminate(force=True)
        server.stop()
        shutil.rmtree(env["HOME"], ignore_errors=True)


def main():
    args = sys.argv[1:]
    options = {"--polls": 1000, "--secret-polls": 150}
    binary = os.path.join(ROOT, ".build", "debug", "daybands")
    while args:
        a = args.pop(0)
        if a in options:
            options[a] = int(args.pop(0))
        else:
            binary = a
    binary = os.path.abspath(binary)
    if not os.access(binary, os.X_OK):
        sys.exit(f"no daybands binary at {binary}")
    results = Results()
    started = time.time()
    runs = [("token", options["--polls"], ("token", "soakTOKEN-7f3a9c2e51d4"))]
    if options["--secret-polls"] > 0:
        runs.append(("secret", options["--secret-polls"], ("secret", "soakSECRET-b82d4e19a07c")))
    for run, polls, credential in runs:
        try:
            soak(binary, results, run, polls, credential)
        except Exception as error:  # a broken run is a failure in the table, not a traceback only
            import traceback
            traceback.print_exc()
            results.add(run, "ran to the end", False, f"{type(error).__name__}: {error}", "")
    print(f"\n{binary}, {time.time() - started:.0f} s")
    failed = results.table()
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
