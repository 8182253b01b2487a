#!/usr/bin/env python3
"""`daybands --follow` against a misbehaving loopback Nightscout: every
reading the site is given reaches the screen.

usage: python3 Tests/EndToEnd/follow.py [PATH-TO-daybands]

Runs the real viewer in a pseudo-terminal (the soak's Viewer: pexpect, read
with pyte; 120x40, TZ=UTC, DAYBANDS_POLL_SECONDS=0.2,
DAYBANDS_NIGHTSCOUT_TIMEOUT=1) following Tests/NightscoutServer/server.py,
whose newest reading is an hour old, and posts readings while the site
misbehaves in turn:
- a reading 5 hours ahead (a fast device clock), then a real 55 mg/dL low
  after the newest held and a 45 back-filled before it: both on screen (the
  header's minimum), the one ahead set aside and said on the status line;
- an answer dripped one byte every 0.1 s: the stale notice within the 1 s
  deadline (plus a poll), then a 415 posted after it is on screen;
- pages capped at 3 records: a 41 posted is on screen;
- a redirect to another host: the stale notice; then a 5000 mg/dL entry:
  `1 row skipped` on the status line;
- a site that ignores the range and holds a 2099 reading: the polls go on
  (a 40 posted after it is on screen, three more polls bring no stale
  notice) and the days are not stretched;
the viewer opens on the live window (the last 12 hours); Down opens today's
calendar day, whose screen (under the live area) equals `daybands render` of the
site's final data, `q` exits 0, and standard error says each warning once (the
two readings ahead, the 5000 entry) and never the token.

Then, with `--alert` (and DAYBANDS_REPEAT_MINUTE=0.4: a minute of the
alerts' repeats lasts 0.4 s), against a site whose glucose falls: the live row
shows the newest value, its trend and range and the device status the site
serves; the cursor follows it (`following`), a key stops that (`f follow`),
`f` follows again; the fall into a low rings (the bell, the live row flashed,
`LOW 66 mg/dL` on the status line in the low's colour) and rings again at its
repeat; `z` snoozes (the choice on the status line, `z` again the next, the
live row `snoozed until`), a lower low is held, and a new urgent low ends the
snooze: it rings at once and again every (scaled) minute. Then the site dies:
the live row says `site unreachable since HH:MM: HTTP 500 ...`. Every wait is
on what the screen shows or the bells counted, bounded (5 s); a check that nothing happened waits for the site to be
polled again, never for a fixed time.

Then at 00:40 local time (`--tz GMT+hh:mm` chosen so that now is 00:40
there), against a site whose glucose fell through the evening to 46 now:
the live window's last 12 hours across midnight (the header names both
days, the hour labels run 22 23 00, the evening's curve is left of 00, the
glucose now 46 very low in large digits); Down opens today's calendar day,
`f` comes back, `x` makes it 24 hours. The whole run takes about a minute and a half.
"""

import math
import os
import re
import subprocess
import sys
import time
from datetime import datetime, timezone

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from live_soak import (COLS, LIVE_ROWS, ROWS, STEP_MS, Server, Viewer, differing_rows, cells_text, entries,  # noqa: E402
                       live_line, now_ms, rendered)

import pexpect  # noqa: E402

TOKEN = "followTOKEN-3c9a51e7"
NOTICE = re.compile(r"^ following last reading \d+ (s|min|h|days) ago, retrying")


def main():
    binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/daybands")
    newest = now_ms() // STEP_MS * STEP_MS - 12 * STEP_MS
    today = datetime.now(timezone.utc).strftime("%Y-%m-%d")
    if datetime.fromtimestamp((newest - 12 * STEP_MS) / 1000, timezone.utc).strftime("%Y-%m-%d") != today:
        print("follow: skipped in the first two hours after midnight UTC (the readings posted, from two hours back, must fall on today)")
        return 0
    server = Server(["--days", "2", "--newest", str(newest), "--token", TOKEN])
    home = subprocess.run(["mktemp", "-d"], capture_output=True, text=True).stdout.strip()
    env = {"PATH": "/usr/bin:/bin", "HOME": home, "TZ": "UTC", "TERM": "xterm-256color", "LANG": "C.UTF-8",
           "DAYBANDS_POLL_SECONDS": "0.2", "DAYBANDS_NIGHTSCOUT_TIMEOUT": "1"}
    stderr_path = os.path.join(home, "stderr")
    viewer = Viewer(binary, ["--nightscout", server.url, "--token", TOKEN, "--follow", "--days", "2"], env, stderr_path)
    failures = []
    check, shows = checks(viewer, failures, row=LIVE_ROWS)

    def post(ms, sgv):
        server.control(post=ms, sgv=sgv)

    # On top the live area (the glucose now, in large digits); the chart's header under it.
    header = lambda text: (lambda ls: text in ls[LIVE_ROWS])
    status = lambda text: (lambda ls: text in ls[-1])
    stale = lambda ls: NOTICE.match(ls[-1]) is not None
    try:
        shows(lambda ls: "last 12 h" in ls[LIVE_ROWS] and "←→ hour" in ls[-1], "the viewer opens on the live window", 30)

        post(now_ms() + 5 * 3_600_000, 300)
        post(newest + STEP_MS, 55)
        post(newest - STEP_MS // 2, 45)
        shows(header("min 45 at"), "a back-filled 45 and a later 55 after a reading 5 h ahead")
        shows(status("1 reading set aside: dated in the future"), "the reading ahead is said")

        server.control(fault="drip")
        shows(stale, "a dripped answer: the stale notice", 4)
        server.control(fault="none")
        post(newest + 2 * STEP_MS, 415)
        shows(header("max 415 at"), "after the drip, a 415 arrives")

        server.control(cap=3)
        post(newest + 3 * STEP_MS, 41)
        shows(header("min 41 at"), "pages capped at 3: a 41 arrives")
        server.control(cap=0)

        server.control(fault="redirect")
        shows(stale, "a redirect to another host: the stale notice", 4)
        server.control(fault="none")
        post(newest + 4 * STEP_MS - 60_000, 5000)
        shows(status("1 row skipped: expected glucose from 1 to 1000 mg/dL, found 5000 mg/dL"), "a 5000 entry is said")

        post(4_070_908_800_000, 120)  # 2099-01-01
        server.control(fault="ignore-range")
        post(newest + 4 * STEP_MS, 40)
        shows(header("min 40 at"), "a site ignoring the range: a 40 posted arrives")
        check("a site ignoring the range: polls go on", polled(server, 3))
        check("a site ignoring the range: no stale notice", not stale(viewer.lines()), viewer.status().strip())
        server.control(fault="none")
        check("the live row shows the newest reading, 40", live_line(viewer.lines()).startswith(" 40 mg/dL"),
              live_line(viewer.lines()))

        # Down opens today's calendar day (the cursor's, the last); the
        # cursor was on the newest reading then (a fine mark, 21:45); `h`
        # brings it to its whole hour, which `render --at` names.
        viewer.send("j")
        shows(header(today), "Down opens today's calendar day")
        check("the days are not stretched", re.search(r" day (\d) of \1 ", viewer.lines()[LIVE_ROWS]) is not None,
              viewer.lines()[LIVE_ROWS].strip())
        viewer.send("h")
        shows(lambda ls: re.search(r"┌─ \d\d:00 ", "\n".join(ls)), "h: the cursor on its whole hour")
        screen = viewer.cells()
        hour = re.search(r"┌─ (\d\d:\d\d)", "\n".join(viewer.lines()))
        want, _, code = rendered(binary, server, ["--token", TOKEN], env, today, hour.group(1) if hour else "12:00")
        # The live callout may keep an earlier place (it keeps its place while
        # it fits off the curve) where `render` places it anew: compare the
        # screens outside both boxes, and the boxes' words.
        boxes = callout_boxes(screen) + callout_boxes(want)
        diff = differing_rows(masked(want, boxes), masked(screen, boxes))
        if [box_words(screen, b) for b in callout_boxes(screen)] != [box_words(want, b) for b in callout_boxes(want)]:
            diff = diff or [0]
        check("today = render of the site's data", code == 0 and not diff,
              " | ".join(f"{cells_text(screen)[y].strip()[:50]!r} vs {cells_text(want)[y].strip()[:50]!r}" for y in diff[:2]))

        check("q exits 0", *quits(viewer))
        with open(stderr_path) as f:
            err = f.read()
        # The reading 5 h ahead and the 2099 one, each once; the 5000 once.
        check("each warning once on stderr", err.count("in the future set aside") == 2
              and err.count(", at 2099-01-01T00:00:00Z") == 1 and err.count("found 5000 mg/dL") == 1
              and TOKEN not in err, repr(err[:1000]))
    finally:
        if viewer.child.isalive():
            viewer.child.terminate(force=True)
        server.stop()
        subprocess.run(["rm", "-rf", home])
    failures += alerts(binary)
    failures += midnight(binary)
    failures += forecast(binary)
    print(f"follow: {'FAILED: ' + ', '.join(failures) if failures else 'all passed'}")
    return 1 if failures else 0


def quits(viewer):
    """`q`, then whether the viewer ended with status 0, and its status."""
    viewer.send("q")
    ended = viewer.eof.wait(5)
    if ended:
        viewer.child.expect(pexpect.EOF, timeout=1)
        viewer.child.close()
    return ended and viewer.child.exitstatus == 0, f"exit {viewer.child.exitstatus}"


def checks(viewer, failures, row):
    """`check(name, ok, detail)`, which prints and counts a failure, and
    `shows(predicate, what, seconds)`, which waits for a screen; a failure
    says the screen's row `row` and the status line."""
    def check(name, ok, detail=""):
        print(f"  {name}: {'ok' if ok else 'FAIL'}{': ' + detail if detail and not ok else ''}", flush=True)
        if not ok:
            failures.append(name)

    def shows(predicate, what, seconds=5):
        ok = viewer.wait(predicate, seconds, what)
        check(what, ok, f"screen: {viewer.lines()[row].strip()!r} / {viewer.status().strip()!r}")
    return check, shows


def alerts(binary):
    """--follow --alert against a site whose glucose falls; the failures' names."""
    newest = now_ms() // STEP_MS * STEP_MS - STEP_MS
    server = Server(["--days", "1", "--newest", str(newest)])
    home = subprocess.run(["mktemp", "-d"], capture_output=True, text=True).stdout.strip()
    env = {"PATH": "/usr/bin:/bin", "HOME": home, "TZ": "UTC", "TERM": "xterm-256color", "LANG": "C.UTF-8",
           "DAYBANDS_POLL_SECONDS": "0.2", "DAYBANDS_NIGHTSCOUT_TIMEOUT": "1", "DAYBANDS_REPEAT_MINUTE": "0.4"}
    viewer = Viewer(binary, ["--nightscout", server.url, "--follow", "--alert", "--days", "1"], env,
                    os.path.join(home, "stderr"))
    failures = []
    check, shows = checks(viewer, failures, row=0)
    live = live_line

    def bells():
        with viewer.lock:
            return viewer.raw.count(b"\x07")

    def rings(more_than, what):
        """Waits for the bell count to pass `more_than`."""
        ok = viewer.wait(lambda _: bells() > more_than, 5, what)
        check(what, ok, f"{bells()} bells, status {viewer.status().strip()!r}")

    def post(minutes, sgv, direction):
        server.control(post=newest + minutes * 60_000, sgv=sgv, direction=direction)

    def ink(rows, text):
        """The colour and reverse of the first cell of `text` on the first of `rows` holding it (None: on none)."""
        lines = viewer.lines()
        with viewer.lock:
            for y in rows:
                at = lines[y].find(text)
                if at >= 0:
                    return viewer.screen.buffer[y][at].fg, viewer.screen.buffer[y][at].reverse
        return None, None

    status_row, live_rows = [ROWS - 1], range(LIVE_ROWS)

    first = int(140 + 60 * math.sin(newest / 3_600_000))
    try:
        shows(lambda ls: live(ls).startswith(f" {first} mg/dL") and "IOB 1.35 U" in live(ls) and "COB 12 g" in live(ls)
              and ls[-1].startswith(" following"), "the live row: the newest reading and the device status, following", 30)
        post(1, 100, "FortyFiveDown")
        shows(lambda ls: live(ls).startswith(" 100 mg/dL ↘") and " in range " in live(ls), "100 falling arrives in the live row")
        viewer.send("h")
        shows(lambda ls: ls[-1].startswith(" f follow"), "a key stops following")
        viewer.send("f")
        shows(lambda ls: ls[-1].startswith(" following"), "f follows again")
        check("no alert in range", bells() == 0, f"{bells()} bells")
        post(2, 66, "SingleDown")
        flashed = viewer.wait(lambda ls: viewer.screen.buffer[0][1].reverse and live(ls).startswith(" 66 mg/dL ↓"), 5, "flash")
        check("a fall into a low flashes the live row", flashed, live(viewer.lines()))
        shows(lambda ls: "LOW 66 mg/dL" in ls[-1] and "  low  " in live(ls), "the low on the status line and in the live row")
        check("the alert line in the low's colour", ink(status_row, "LOW 66")[0] == ink(live_rows, "low ")[0] not in (None, "default"),
              f"{ink(status_row, 'LOW 66')} vs {ink(live_rows, 'low ')}")
        rang = bells()
        rings(rang, "the low rings again at its repeat (5 scaled minutes)")
        viewer.send("z")
        shows(lambda ls: "alerts snoozed until" in ls[-1] and "(15 min)  z: 30 min" in ls[-1], "z: the snooze's choice shown")
        viewer.send("z")
        shows(lambda ls: "(30 min)  z: 60 min" in ls[-1], "z again: the next choice")
        shows(lambda ls: "snoozed until" in live(ls), "the snooze on the live row")
        held = bells()
        post(3, 60, "SingleDown")
        shows(lambda ls: live(ls).startswith(" 60 mg/dL") and "snoozed until" in live(ls), "a lower low arrives, the snooze kept")
        check("the polls go on after 60", polled(server, 3))
        check("the snoozed low is silent", bells() == held and "LOW" not in viewer.status(), f"{bells() - held} bells")
        post(4, 50, "DoubleDown")
        rings(held, "a new urgent low ends the snooze: it rings")
        shows(lambda ls: "URGENT LOW 50 mg/dL" in ls[-1] and "snoozed" not in live(ls) and "very low" in live(ls),
              "the urgent low on the status line, no snooze on the live row")
        check("the urgent line reversed", ink(status_row, "URGENT")[1] is True, f"{ink(status_row, 'URGENT')}")
        rings(bells() + 1, "the urgent low rings again every (scaled) minute")
        server.control(fault="500")
        shows(lambda ls: re.search(r"site unreachable since \d\d:\d\d: HTTP 500 Internal Server Error", live(ls)),
              "a dead site: unreachable since, and why, on the live row")
        check("q exits 0 after the alerts", *quits(viewer))
    finally:
        if viewer.child.isalive():
            viewer.child.terminate(force=True)
        server.stop()
        subprocess.run(["rm", "-rf", home])
    return failures



def midnight(binary):
    """--follow at 00:40 local time (`--tz GMT+hh:mm` chosen so that now is
    00:40 there) against a site whose glucose fell from 150 through the
    evening to 46 now: the live window's last 12 hours are on screen, the
    fall before midnight with them, the hour labels on through 00, the
    header naming both days; Down opens today's calendar day, f comes back."""
    now = now_ms() // 1000
    offset = (40 * 60 - now % 86_400) // 60 % 1440
    offset = offset - 1440 if offset >= 720 else offset
    zone = "GMT%s%02d:%02d" % ("+" if offset >= 0 else "-", abs(offset) // 60, abs(offset) % 60)
    newest = now_ms() // STEP_MS * STEP_MS
    fall = 27  # readings, 5 minutes apart, to now
    server = Server(["--days", "1", "--newest", str(newest - fall * STEP_MS)])
    server.control(post=newest - (fall - 1) * STEP_MS, sgv=150, repeat=fall, spacing=STEP_MS, step=-4)
    home = subprocess.run(["mktemp", "-d"], capture_output=True, text=True).stdout.strip()
    env = {"PATH": "/usr/bin:/bin", "HOME": home, "TZ": "UTC", "TERM": "xterm-256color", "LANG": "C.UTF-8",
           "DAYBANDS_POLL_SECONDS": "0.2", "DAYBANDS_NIGHTSCOUT_TIMEOUT": "1"}
    viewer = Viewer(binary, ["--nightscout", server.url, "--follow", "--days", "2", "--tz", zone], env,
                    os.path.join(home, "stderr"))
    failures = []
    check, shows = checks(viewer, failures, row=LIVE_ROWS)
    labels = lambda ls: ls[ROWS - 2]
    try:
        shows(lambda ls: "last 12 h" in ls[LIVE_ROWS] and " to " in ls[LIVE_ROWS], "00:40: the live window across midnight", 30)
        lines = viewer.lines()
        check("the glucose now is 46, very low", live_line(lines).startswith(" 46 mg/dL") and "very low" in live_line(lines),
              live_line(lines))
        check("the fall's minimum, now, in the header", "min 46 at 00:" in lines[LIVE_ROWS], lines[LIVE_ROWS].strip())
        # Waited for, not read once: under load the label row can come a
        # write after the live row (a fresh-clone make test caught it blank).
        ordered = lambda row: " 22 " in row and " 00" in row and row.index(" 22 ") < row.index(" 00")
        shows(lambda ls: ordered(labels(ls)), "the hour labels run on through midnight: 22 before 00")
        lines = viewer.lines()
        row = labels(lines)
        # The fall from before midnight is drawn: the plot has the curve left of the 00 label.
        zero = row.index(" 00") + 1 if " 00" in row else COLS
        plot = lines[LIVE_ROWS + 2:ROWS - 3]
        check("the evening's readings are on screen", any(line[zero - 12:zero].strip() for line in plot),
              "nothing left of 00")
        viewer.send("j")
        shows(lambda ls: re.search(r" day (\d) of \1 ", ls[LIVE_ROWS]) is not None, "Down opens today's calendar day")
        viewer.send("f")
        shows(lambda ls: "last 12 h" in ls[LIVE_ROWS], "f comes back to the live window")
        viewer.send("x")
        shows(lambda ls: "last 24 h" in ls[LIVE_ROWS] and "live window: last 24 h" in ls[-1], "x: 24 hours")
        check("q exits 0 at 00:40", *quits(viewer))
    finally:
        if viewer.child.isalive():
            viewer.child.terminate(force=True)
        server.stop()
        subprocess.run(["rm", "-rf", home])
    return failures


def forecast(binary):
    """The forecast in the live window: an oref loop's predictions (the
    followed curve named in the header, `eventual` in the live row, F for
    all of them), then, on a site without device status, AR2 of a fall (110, 90) that
    foresees a low: `LOW in N min` with the bell before any reading is low."""
    failures = []
    newest = now_ms() // STEP_MS * STEP_MS - STEP_MS
    home = subprocess.run(["mktemp", "-d"], capture_output=True, text=True).stdout.strip()
    env = {"PATH": "/usr/bin:/bin", "HOME": home, "TZ": "UTC", "TERM": "xterm-256color", "LANG": "C.UTF-8",
           "DAYBANDS_POLL_SECONDS": "0.2", "DAYBANDS_NIGHTSCOUT_TIMEOUT": "1"}
    for shape in ["openaps", "none"]:
        server = Server(["--days", "1", "--newest", str(newest), "--devicestatus", shape, "--predictions"])
        viewer = Viewer(binary, ["--nightscout", server.url, "--follow", "--alert", "--days", "1"], env,
                        os.path.join(home, "stderr"))
        check, shows = checks(viewer, failures, row=LIVE_ROWS)
        try:
            if shape == "openaps":
                shows(lambda ls: "last 12 h + oref forecast (UAM)" in ls[LIVE_ROWS], "the loop's followed curve named", 30)
                check("where it settles in the live row", "eventual " in "".join(viewer.lines()[:LIVE_ROWS]),
                      live_line(viewer.lines()))
                viewer.send("F")
                shows(lambda ls: "every curve the loop predicts" in ls[-1], "F: every curve")
                shows(lambda ls: "oref forecasts (UAM" in ls[LIVE_ROWS] or "forecast" not in ls[LIVE_ROWS],
                      "F: the header names them all where they fit")
            else:
                shows(lambda ls: "+ forecast (AR2)" in ls[LIVE_ROWS], "without a loop: AR2, named", 30)
                server.control(post=newest + 5 * 60_000, sgv=110, direction="FortyFiveDown")
                server.control(post=newest + 10 * 60_000, sgv=90, direction="SingleDown")
                shows(lambda ls: re.search(r"LOW in \d+ min \(forecast \d+ mg/dL\)", ls[-1]) is not None,
                      "110 then 90: AR2 foresees a low on the status line")
                check("the foreseen low rang the bell", viewer.raw.count(b"\x07") >= 1, "no bell")
            check(f"q exits 0 ({shape})", *quits(viewer))
        finally:
            if viewer.child.isalive():
                viewer.child.terminate(force=True)
            server.stop()
    subprocess.run(["rm", "-rf", home])
    return failures


def polled(server, count, seconds=5):
    """Whether the site is asked for entries `count` more times within
    `seconds`: the polls before the last have been answered, so a check
    that nothing happened speaks of polls that ran, however slow the machine."""
    asked = len(entries(server.log())) + count
    deadline = time.time() + seconds
    while len(entries(server.log())) < asked:
        if time.time() > deadline:
            return False
        time.sleep(0.05)
    return True


def callout_boxes(cells):
    """Each box drawn on the screen, as (left, top, right, bottom) cells."""
    text = cells_text(cells)
    boxes = []
    for y, row in enumerate(text):
        for x, ch in enumerate(row):
            if ch != "┌" or "┐" not in row[x:]:
                continue
            right = row.index("┐", x)
            bottom = next((b for b in range(y + 1, len(text)) if len(text[b]) > x and text[b][x] == "└"), None)
            if bottom is not None:
                boxes.append((x, y, right, bottom))
    return boxes


def masked(cells, boxes):
    """The cells with every box's area blanked."""
    out = [list(row) for row in cells]
    for left, top, right, bottom in boxes:
        for y in range(top, min(bottom + 1, len(out))):
            for x in range(left, min(right + 1, len(out[y]))):
                out[y][x] = None
    return out


def box_words(cells, box):
    left, top, right, bottom = box
    text = cells_text(cells)
    return [text[y][left:right + 1] for y in range(top, bottom + 1)]

if __name__ == "__main__":
    sys.exit(main())
