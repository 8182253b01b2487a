#!/usr/bin/env python3
"""`daybands --follow` with several people in the config file: the list.

Against loopback fakes: a LibreLinkUp account following two patients (Leo,
falling, 62 mg/dL now; Mia steady near 100), a Nightscout site (Sam, with
IOB and COB), a Nightscout site that is dead (Dead, nothing listening) and
one that answers too slowly (Slow: every request sleeps past the timeout).
In tmux: the others' rows fill within seconds, the slow site delaying none;
the list opens worst first (the dead and the slow site first, as stale or
unreachable, then Leo's low, then those in range), each row with its
glucose, change, age and a sparkline; the dead site is never shown as fine;
Enter on it only says there is nothing to open; Enter on Leo opens his live
screen (62, low, in the large digits) fed by the list's own poller (Leo's
requests come no faster than while the list shows), and the others' alerts
go on beside it (Sam's urgent low is said on Leo's screen); Esc comes back to
the list; at 40x12 every row keeps its name and glucose; q exits 0; no
password in any output.

usage: python3 Tests/EndToEnd/people.py [PATH-TO-daybands]
"""

import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from live_soak import COLS, ROWS, TMUX, live_line  # noqa: E402
from sources import Fake  # noqa: E402

PASSWORD = "lluPASS-9b7c3e21"


def free_port():
    """A loopback port nothing listens on: the dead site."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def main():
    binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/daybands")
    failures, outputs = [], []

    def check(what, ok, detail=""):
        print(("ok   " if ok else "FAIL ") + what + ("" if ok else f": {detail!r}"[:900]))
        if not ok:
            failures.append(what)

    # Sam's newest reading in range whatever the hour (the fake's curve follows the clock, and
    # its newest reading, on the 5-minute grid, can be newer than one posted just now: it ends 10 min ago).
    ten_minutes_ago = int(time.time() * 1000) - 600_000
    llu, site = Fake("librelinkup.py"), Fake("server.py", "--days", "1", "--newest", str(ten_minutes_ago))
    slow = Fake("server.py", "--fault", "slow")
    urllib.request.urlopen(f"{site.url}/control?post={int(time.time() * 1000) - 30_000}&sgv=120", timeout=10).read()
    home = tempfile.mkdtemp()
    config = os.path.join(home, ".config", "daybands", "config")
    os.makedirs(os.path.dirname(config))
    with open(config, "w") as file:
        file.write(f"""[person Leo]
librelinkup = parent@example.com
password = {PASSWORD}
patient = patient-bbbb-2222
server = {llu.url}
[person Mia]
librelinkup = parent@example.com
password = {PASSWORD}
patient = patient-aaaa-1111
server = {llu.url}
[person Sam]
nightscout = {site.url}/
[person Dead]
nightscout = http://127.0.0.1:{free_port()}/
[person Slow]
nightscout = {slow.url}/
""")
    os.chmod(config, 0o600)
    env = {"PATH": "/usr/bin:/bin", "HOME": home, "TZ": "UTC", "LANG": "C.UTF-8", "TERM": "xterm-256color",
           "DAYBANDS_NIGHTSCOUT_TIMEOUT": "2", "DAYBANDS_POLL_SECONDS": "2"}
    session = f"people-{os.getpid()}"
    stderr = os.path.join(home, "stderr")
    command = " ".join(f"{k}={v}" for k, v in env.items()) + f" {binary} --follow --alert 2>{stderr}; echo EXIT $?; sleep 30"

    def screen():
        text = subprocess.run([*TMUX, "capture-pane", "-p", "-t", session], capture_output=True, text=True).stdout
        outputs.append(text)
        return text.split("\n")

    def wait(test, seconds=10):
        lines = screen()
        for _ in range(int(seconds * 10)):
            if test(lines):
                return lines
            time.sleep(0.1)
            lines = screen()
        return lines

    def keys(*names):
        subprocess.run([*TMUX, "send-keys", "-t", session, *names], check=True)

    def row(lines, name):
        return next((line for line in lines if line.startswith(f" {name} ")), "")

    def leo_requests(seconds):
        """Requests for the current readings the LibreLinkUp fake answers in
        `seconds` (one a poll of Leo's feed and of Mia's: one account)."""
        def count():
            return sum(1 for _, path, _ in llu.log() if path.split("?")[0] == "/llu/connections")
        before = count()
        time.sleep(seconds)
        return count() - before

    try:
        subprocess.run([*TMUX, "new-session", "-d", "-s", session, "-x", str(COLS), "-y", str(ROWS), command], check=True)
        started = time.monotonic()
        lines = wait(lambda ls: all(row(ls, n) and "no readings yet" not in row(ls, n) for n in ["Leo", "Mia", "Sam"]))
        took = time.monotonic() - started
        check("the others' rows fill in under 4 s, the slow site (5 s a request) delaying none",
              took < 4 and "no readings yet" in row(lines, "Slow"), f"{took:.1f} s\n" + "\n".join(lines[:7]))
        check("the list: a title and a row each", lines[0].startswith(" following 5 people"), "\n".join(lines))
        names = [line.split()[0] for line in lines[1:6]]
        check("worst first: the dead and slow sites, Leo's low, then those in range",
              names == ["Dead", "Slow", "Leo", "Mia", "Sam"], names)
        dead = row(lines, "Dead")
        check("the dead site is said unreachable, never fine", "unreachable since" in dead and "in range" not in dead, dead)
        leo = row(lines, "Leo")
        check("Leo's row: 62, falling, low, the change, the age, a sparkline",
              " 62 mg/dL ↓  low  -3/5 min  " in leo and " min ago" in leo and any(c in leo for c in "▁▂▃"), leo)
        sam = row(lines, "Sam")
        check("Sam's row: in range, IOB and COB", "in range" in sam and "IOB 1.35 U" in sam and "COB" in sam, sam)
        status = lines[-2] if lines[-1] == "" else lines[-1]
        check("the hints", "⏎ open" in status and "q quit" in status, status)

        keys("Enter")
        lines = wait(lambda ls: "nothing to open" in "\n".join(ls), 3)
        check("Enter on the dead site: nothing to open", any("Dead: no readings yet, nothing to open" in l for l in lines),
              "\n".join(lines[-3:]))

        listed = leo_requests(10)
        keys("Down", "Down", "Enter")
        lines = wait(lambda ls: live_line(ls).startswith(" 62 mg/dL"))
        check("Enter on Leo: his live screen, 62, low", live_line(lines).startswith(" 62 mg/dL") and " low " in live_line(lines)
              and any("Leo · LibreLinkUp" in l for l in lines), live_line(lines) + "\n" + "\n".join(lines[:8]))
        shown = leo_requests(10)
        # Two feeds poll while the list shows; a second poller for Leo would make it three.
        check(f"Leo's screen is fed by the list's poller: no second one ({listed} polls in 10 s listed, {shown} shown)",
              0 < shown <= listed * 1.25 + 1,
              f"{shown} requests in 10 s shown, {listed} listed")
        urllib.request.urlopen(f"{site.url}/control?post={int(time.time() * 1000)}&sgv=50", timeout=10).read()
        lines = wait(lambda ls: any("Sam: URGENT LOW 50" in l for l in ls), 10)
        check("the others' alerts go on beside Leo's screen: Sam's urgent low is said there",
              any("Sam: URGENT LOW 50" in l for l in lines) and any("Leo · LibreLinkUp" in l for l in lines), "\n".join(lines))

        keys("Escape")
        lines = wait(lambda ls: ls[0].startswith(" following 5 people"))
        check("Esc: back to the list", lines[0].startswith(" following 5 people") and row(lines, "Leo"),
              "\n".join(lines[:6]))

        subprocess.run([*TMUX, "resize-window", "-t", session, "-x", "40", "-y", "12"], check=True)
        lines = wait(lambda ls: len(ls[0].rstrip()) <= 40 and row(ls, "Dead") and len(row(ls, "Leo").rstrip()) <= 40, 5)
        narrow = [row(lines, n) for n in ["Dead", "Leo", "Mia", "Sam"]]
        check("at 40x12 each row keeps its name and glucose, the dead site its state",
              "unreachable" in narrow[0] and " 62 " in narrow[1] and "100" in narrow[2] and all(len(r.rstrip()) <= 40 for r in narrow),
              "\n".join(lines))

        keys("q")
        lines = wait(lambda ls: any(l.startswith("EXIT") for l in ls), 10)
        check("q exits 0", any(l.strip() == "EXIT 0" for l in lines), "\n".join(lines))
        outputs.append(open(stderr).read())
        leaked = [blob for blob in outputs if PASSWORD in blob]
        check("no password in any output", not leaked, leaked[:1])
    finally:
        subprocess.run([*TMUX, "kill-session", "-t", session], capture_output=True)
        llu.stop()
        site.stop()
        slow.stop()
        shutil.rmtree(home, ignore_errors=True)
    print("people: %d failures" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
