#!/usr/bin/env python3
"""Sources without Nightscout and `daybands status`, through the real binary,
against the loopback fakes Tests/NightscoutServer/librelinkup.py and
dexcom_share.py and a dead Nightscout address.

usage: python3 Tests/EndToEnd/sources.py [PATH-TO-daybands]

A config file names Leo (LibreLinkUp, the second of two patients, 62 mg/dL
falling), Ana (Dexcom Share, 80 mg/dL) and Mia (a Nightscout site that does
not answer). Checks:
- render --person Leo and --person Ana show their own readings;
- a config file others may read is refused with its path and line;
- status in every format (text, json, i3blocks, polybar, tmux) for Leo;
- a second status within the minute answers from the cache (no request);
- status on a slow site: the wait, then the fetch's reason;
- a LibreLinkUp section without patient: a person per connection in
  status --all and the list;
- status --all: a line each, worst first (Mia unreachable before Leo's low
  before Ana in range), Mia's line a '?' with the reason;
- a wrong Dexcom password: one line, one login tried, never again;
- the viewer following Leo in tmux shows the live row;
- hostile services (the fakes' faults): render and status say each in
  words, the reason first (hostile());
and that no output, error or cache file holds a password or token.
"""

import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from live_soak import COLS, ROWS, TMUX, live_line  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SERVERS = os.path.join(HERE, "..", "NightscoutServer")
SECRETS = ["lluPASS-9b7c3e21", "dexPASS-2c8e4f90", "lluTOKEN-5e8d1c", "dexSESSION-6a2f0b", "wrongPASS-41d0"]


class Fake:
    def __init__(self, script, *args):
        self.errors = tempfile.TemporaryFile()
        self.proc = subprocess.Popen([sys.executable, os.path.join(SERVERS, script), *args], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=self.errors, text=True)
        line = self.proc.stdout.readline()
        if not line.startswith("PORT "):
            raise RuntimeError(f"{script} did not start")
        self.url = f"http://127.0.0.1:{int(line.split()[1])}"

    def log(self):
        import urllib.request
        with urllib.request.urlopen(f"{self.url}/control?log", timeout=10) as answer:
            return json.load(answer)

    def stop(self):
        self.proc.stdin.close()
        self.proc.wait(timeout=5)


def hostile(binary, env, check, outputs):
    """Each service misbehaving as the fakes' faults make it: what render
    (on standard error) and status (its tooltip) say. Returns nothing;
    `check` records each."""
    people = {"librelinkup.py": "[person Leo]\nlibrelinkup = parent@example.com\npassword = lluPASS-9b7c3e21\n"
                                "patient = patient-bbbb-2222\nserver = {url}\n",
              "dexcom_share.py": "[person Leo]\ndexcom-share = ana.account\npassword = dexPASS-2c8e4f90\nserver = {url}\n"}
    cases = [
        # Readings a year ahead (a clock set wrong): said, not "none held".
        ("librelinkup.py", "future", "49 readings dated more than 10 min in the future set aside from LibreLinkUp (Leo)",
         "no reading: 49 readings dated more than 10 min in the future set aside from LibreLinkUp (Leo)"),
        ("dexcom_share.py", "future", "288 readings dated more than 10 min in the future set aside from Dexcom Share (Leo)",
         "no reading: 7 readings dated more than 10 min in the future set aside from Dexcom Share (Leo)"),
        # Items that are not readings: render says how many, as status does.
        ("librelinkup.py", "strings", "LibreLinkUp (Leo): 49 items skipped: expected a FactoryTimestamp",
         "no reading: LibreLinkUp (Leo): 49 items skipped"),
        # A refusal: its words first, then the path (the tooltip is cut at 200 characters).
        ("librelinkup.py", "refused", "LibreLinkUp refused the e-mail or password (status 2)",
         "no reading: LibreLinkUp refused the e-mail or password (status 2)"),
        ("dexcom_share.py", "max-attempts", "Dexcom Share has locked the account after too many failed logins",
         "no reading: Dexcom Share has locked the account after too many failed logins"),
    ]
    for script, fault, rendered, tooltip in cases:
        fake = Fake(script, "--fault", fault)
        home = tempfile.mkdtemp()
        config = os.path.join(home, ".config", "daybands", "config")
        os.makedirs(os.path.dirname(config))
        with open(config, "w") as file:
            file.write(people[script].format(url=fake.url))
        os.chmod(config, 0o600)
        run_env = dict(env, HOME=home)

        def run(*args):
            result = subprocess.run([binary, *args], env=run_env, capture_output=True, text=True, timeout=60)
            outputs.append(result.stdout + result.stderr)
            return result
        try:
            render = run("render", "--person", "Leo", "--size", "100x30")
            check(f"{script} {fault}: render says it", render.returncode == 1 and rendered in render.stderr, render.stderr)
            run("status", "--person", "Leo", "--timeout", "8000")
            said = json.loads(run("status", "--person", "Leo", "--format", "json").stdout)["tooltip"]
            check(f"{script} {fault}: status says it", said.startswith(tooltip), said)
        finally:
            fake.stop()
            shutil.rmtree(home, ignore_errors=True)


def main():
    binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/daybands")
    failures, outputs = [], []

    def check(what, ok, detail=""):
        print(("ok   " if ok else "FAIL ") + what + ("" if ok else f": {detail!r}"[:600]))
        if not ok:
            failures.append(what)

    llu, dexcom = Fake("librelinkup.py"), Fake("dexcom_share.py")
    home = tempfile.mkdtemp()
    config = os.path.join(home, ".config", "daybands", "config")
    os.makedirs(os.path.dirname(config))
    with open(config, "w") as file:
        file.write(f"""# people followed
[person Leo]
librelinkup = parent@example.com
password = lluPASS-9b7c3e21
patient = patient-bbbb-2222
server = {llu.url}
[person Ana]
dexcom-share = ana.account
password = dexPASS-2c8e4f90
server = {dexcom.url}
[person Mia]
nightscout = http://127.0.0.1:9/
[person Bad]
dexcom-share = bad.account
password = wrongPASS-41d0
server = {dexcom.url}
""")
    os.chmod(config, 0o600)
    env = {"PATH": "/usr/bin:/bin", "HOME": home, "TZ": "UTC", "LANG": "C.UTF-8", "TERM": "xterm-256color",
           "DAYBANDS_NIGHTSCOUT_TIMEOUT": "2"}

    def run(*args, timeout=30):
        result = subprocess.run([binary, *args], env=env, capture_output=True, text=True, timeout=timeout)
        outputs.append(result.stdout + result.stderr)
        return result

    try:
        leo = run("render", "--person", "Leo", "--size", "100x30")
        check("render --person Leo: Leo's low, his name in the header", leo.returncode == 0 and "min 62" in leo.stdout
              and "Leo · LibreLinkUp" in leo.stdout, leo.stdout + leo.stderr)
        ana = run("render", "--person", "Ana", "--size", "100x30")
        check("render --person Ana: Ana's readings", ana.returncode == 0 and "min 80" in ana.stdout
              and "Ana · Dexcom Share" in ana.stdout, ana.stdout + ana.stderr)

        os.chmod(config, 0o644)
        readable = run("render", "--person", "Leo")
        check("a config file others may read is refused at its first password", readable.returncode == 2
              and f"{config}:4: holds a password and others may read the file" in readable.stderr, readable.stderr)
        os.chmod(config, 0o600)

        logins = len(llu.log())
        text = run("status", "--person", "Leo", "--timeout", "5000")
        check("status text: below range, value, arrow, change, age, the low's mark", text.returncode == 0
              and text.stdout.startswith("▼ 62 ↓ ") and text.stdout.rstrip().endswith(" !")
              and text.stdout.count("\n") == 1, text.stdout + text.stderr)
        fetched = len(llu.log())
        check("the first status fetched (login, connections, graph)", fetched - logins == 3, llu.log()[logins:])
        # The reading's age goes on ticking between two runs (2m, then 3m
        # across a minute's edge): the formats are compared with it named.
        aged = lambda line: re.sub(r"\b\d+(s|m|h)\b", "AGE", line)
        again = run("status", "--person", "Leo", "--format", "json")
        waybar = json.loads(again.stdout)
        check("status json (waybar) from the cache, no request", len(llu.log()) == fetched and waybar["class"] == "low"
              and waybar["value"] == 62 and waybar["unit"] == "mg/dL" and waybar["trend"] == "SingleDown"
              and aged(waybar["text"]) == aged(text.stdout.strip()) and "low" in waybar["tooltip"]
              and set(waybar) == {"text", "tooltip", "class", "percentage", "value", "unit", "trend", "delta", "age"}
              and waybar["percentage"] == 6 and isinstance(waybar["age"], int), waybar)
        i3 = run("status", "--person", "Leo", "--format", "i3blocks")
        check("status i3blocks: full, short, colour", [aged(line) for line in i3.stdout.split("\n")[:3]]
              == [aged(text.stdout.strip()), aged(text.stdout.strip()), "#ff5f5f"] and i3.returncode == 0, i3.stdout)
        polybar = run("status", "--person", "Leo", "--format", "polybar")
        check("status polybar", aged(polybar.stdout) == "%{F#ff5f5f}" + aged(text.stdout.strip()) + "%{F-}\n", polybar.stdout)
        tmux = run("status", "--person", "Leo", "--format", "tmux")
        check("status tmux", aged(tmux.stdout) == "#[fg=colour203,bold]" + aged(text.stdout.strip()) + "#[default]\n", tmux.stdout)
        mmol = run("status", "--person", "Leo", "--unit", "mmol")
        check("status in mmol/L", mmol.stdout.startswith("▼ 3.4 ↓ "), mmol.stdout)

        everyone = run("status", "--all", "--timeout", "8000", timeout=60)
        lines = everyone.stdout.splitlines()
        check("status --all: a line each, worst first", [line.split(" ")[0] for line in lines] == ["Mia", "Bad", "Leo", "Ana"]
              and lines[0] == "Mia ?" and lines[2].startswith("Leo ▼ 62") and lines[3].startswith("Ana 80 ↓"), lines)
        check("status --all: exit 1 and the reasons on standard error", everyone.returncode == 1
              and "connection refused" in everyone.stderr and "refused the account name or password" in everyone.stderr,
              everyone.stderr)
        bad = [entry for entry in dexcom.log() if entry[2] and entry[2].get("password") == "wrongPASS-41d0"]
        check("the wrong password was tried once", len(bad) == 1, bad)
        waybar_all = run("status", "--all", "--format", "json")
        classes = [json.loads(line)["class"] for line in waybar_all.stdout.splitlines()]
        check("status --all --format json: a class each", classes == ["stale", "stale", "low", "in-range"], classes)

        # A site slower than the prompt's limit: the line says it waited, and
        # the next call gives the fetch's reason first (the address's query
        # filled the tooltip's room).
        slow = Fake("server.py", "--fault", "slow")
        try:
            waited = run("status", "--nightscout", slow.url, "--format", "json", "--timeout", "200")
            tip = json.loads(waited.stdout)["tooltip"]
            check("status on a slow site: a ? and the wait in the tooltip", waited.returncode == 1
                  and tip == "no reading: no answer within 200 ms (the fetch goes on; the next call shows it)", tip)
            for _ in range(100):
                time.sleep(0.1)
                later = json.loads(run("status", "--nightscout", slow.url, "--format", "json").stdout)["tooltip"]
                if "within 2 s" in later:
                    break
            check("status after the fetch timed out: the reason first, then the path", later
                  == "no reading: no complete answer within 2 s; expected a JSON array of Nightscout entries "
                  "(/api/v1/entries.json)", later)
        finally:
            slow.stop()

        # A status refresh is a process of its own: the page size the first
        # one learnt is kept in the cache, so the next asks one page of
        # entries, not a read of twice the look-back and an empty page below it.
        site = Fake("server.py", "--days", "1", "--no-meter")
        try:
            def entries_asked():
                return len([entry for entry in site.log() if entry["path"] == "/api/v1/entries.json"])
            caches = os.path.join(home, ".cache", "daybands", "status", "nightscout-*.json")
            earlier = set(glob.glob(caches))
            run("status", "--nightscout", site.url, "--timeout", "5000")
            first = entries_asked()
            [cache_path] = set(glob.glob(caches)) - earlier
            with open(cache_path) as file:
                cached = json.load(file)
            check("the first refresh learns the site's page", first == 2 and cached.get("entriesPage", 0) > 0,
                  (first, cached.get("entriesPage")))
            # Due again: the readings held a quarter of an hour older, the fetch long ago.
            cached["fetched"] = 0
            cached["readings"] = [[row[0] - 900] + row[1:] for row in cached["readings"]]
            with open(cache_path, "w") as file:
                json.dump(cached, file)
            run("status", "--nightscout", site.url, "--timeout", "5000")
            check("the next refresh asks one page of entries", entries_asked() - first == 1, entries_asked() - first)
        finally:
            site.stop()

        # A section without patient: each of the account's connections is a
        # person, in status --all (from the call after the section's fetch,
        # which found them) and in the list, never "the first".
        kids_home = tempfile.mkdtemp()
        kids_config = os.path.join(kids_home, ".config", "daybands", "config")
        os.makedirs(os.path.dirname(kids_config))
        with open(kids_config, "w") as file:
            file.write(f"[person Kids]\nlibrelinkup = parent@example.com\npassword = lluPASS-9b7c3e21\nserver = {llu.url}\n")
        os.chmod(kids_config, 0o600)
        kids_env = dict(env, HOME=kids_home)

        def kids(*args):
            result = subprocess.run([binary, *args], env=kids_env, capture_output=True, text=True, timeout=60)
            outputs.append(result.stdout + result.stderr)
            return result

        first = kids("status", "--all", "--timeout", "8000")
        check("status --all, a section without patient: the account's people found and said", first.stdout == "Kids ?\n"
              and "the account follows 2 people (Mia Lind, Leo Lind)" in first.stderr, first.stdout + first.stderr)
        lines = []
        for _ in range(3):
            lines = kids("status", "--all", "--timeout", "8000").stdout.splitlines()
            if len(lines) == 2 and "?" not in " ".join(lines):
                break
        check("status --all then gives a line each, worst first", [line.split(" ▼")[0].split(" 1")[0] for line in lines]
              == ["Leo Lind", "Mia Lind"] and " 62 " in lines[0] and " 100 " in lines[1], lines)
        kids_session = f"kids-{os.getpid()}"
        command = " ".join(f"{k}={v}" for k, v in kids_env.items()) + f" {binary} --follow"
        subprocess.run([*TMUX, "new-session", "-d", "-s", kids_session, "-x", "100", "-y", "30", command], check=True)
        screen = ""
        for _ in range(100):
            time.sleep(0.1)
            screen = subprocess.run([*TMUX, "capture-pane", "-p", "-t", kids_session], capture_output=True, text=True).stdout
            if "Mia Lind" in screen and "Leo Lind" in screen and "62 mg/dL" in screen:
                break
        outputs.append(screen)
        check("--follow lists each of the account's people", "following 2 people" in screen and "Mia Lind" in screen
              and "Leo Lind" in screen, screen)
        subprocess.run([*TMUX, "send-keys", "-t", kids_session, "q"])
        time.sleep(0.3)
        subprocess.run([*TMUX, "kill-session", "-t", kids_session], capture_output=True)
        shutil.rmtree(kids_home, ignore_errors=True)

        # The viewer following Leo, in tmux.
        session = f"sources-{os.getpid()}"
        command = " ".join(f"{k}={v}" for k, v in env.items()) + f" {binary} --person Leo --follow"
        # At live_soak's size, whose reader spells the large digits out.
        subprocess.run([*TMUX, "new-session", "-d", "-s", session, "-x", str(COLS), "-y", str(ROWS), command], check=True)
        screen, live = "", ""
        for _ in range(100):
            time.sleep(0.1)
            screen = subprocess.run([*TMUX, "capture-pane", "-p", "-t", session], capture_output=True, text=True).stdout
            live = live_line(screen.split("\n"))
            if live.startswith(" 62 mg/dL"):
                break
        outputs.append(screen)
        check("--follow --person Leo: the live area shows 62, low", live.startswith(" 62 mg/dL") and " low " in live,
              live + "\n" + screen)
        subprocess.run([*TMUX, "send-keys", "-t", session, "q"])
        time.sleep(0.5)
        subprocess.run([*TMUX, "kill-session", "-t", session], capture_output=True)

        hostile(binary, env, check, outputs)

        caches = glob.glob(os.path.join(home, ".cache", "daybands", "status", "*.json"))
        check("a cache per source asked", len(caches) >= 3, caches)
        for path in caches:
            outputs.append(open(path).read())
        leaked = [secret for secret in SECRETS for blob in outputs if secret in blob]
        check("no password or token in any output, error or cache", not leaked, leaked)
    finally:
        llu.stop()
        dexcom.stop()
        shutil.rmtree(home, ignore_errors=True)
    print("sources: %d failures" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
