#!/usr/bin/env python3
"""No secret in anything daybands writes, whatever the command and the source.

usage: python3 Tests/EndToEnd/leaks.py [PATH-TO-daybands]

Against the loopback fakes (Tests/NightscoutServer): a Nightscout site that
wants a token, one that wants the API secret (sent as its SHA-1 in a
header), a LibreLinkUp account and a Dexcom Share account, each with a
credential known here, given every way the program takes one (the config
file's person sections, --token, a token= in the address, NIGHTSCOUT_TOKEN,
NIGHTSCOUT_API_SECRET). Every command runs against each source it takes:
the viewer following (in tmux, the people list too), render in every
format, report, stats, status in every format, sync, import, archive info,
check and export, and failures (a wrong token, a wrong password, a dead
site). Then everything they wrote is searched: standard output and error,
the screens tmux captured, every file under the run's home (config, cache,
archive, pictures) and the --output files. A finding names the secret, the
form and the place, never the value. Forms: as given, its SHA-1 (lower and
upper case hex: what the site receives for the API secret), base64, percent
encoded, and its first and last 10 characters; and the sessions the
services hand out (LibreLinkUp's auth ticket, Dexcom's session id, the JWT
a Nightscout site gives for the token). Both Nightscout fakes serve API v3
(`--v3`), so every sync exchanges the token at
/api/v2/authorization/request/<token> and reads /api/v3/.../history with the
JWT, or says why not (the API secret alone).
"""

import base64
import glob
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from live_soak import TMUX  # noqa: E402
from sources import Fake  # noqa: E402

SECRETS = {
    "Nightscout token": "nsTOKEN-3f9a1c7e52",
    "Nightscout API secret": "nsAPISECRET-8d2b6e4f91",
    "LibreLinkUp password": "lluPASS-9b7c3e21",
    "Dexcom Share password": "dexPASS-2c8e4f90",
    "a wrong token": "nsWRONG-6c1d9a2b77",
    "a wrong password": "wrongPASS-41d0",
}
# What the fakes hand out after a login (their prefixes, numbered per login).
SESSIONS = {"LibreLinkUp auth ticket": "lluTOKEN-5e8d1c", "Dexcom Share session": "dexSESSION-6a2f0b",
            "Nightscout API v3 JWT": "eyJhbGciOiJIUzI1NiJ9."}


def forms(secret):
    """The ways a secret could show, each named."""
    digest = hashlib.sha1(secret.encode()).hexdigest()
    encoded = base64.b64encode(secret.encode()).decode()
    return {"as given": secret, "SHA-1": digest, "SHA-1 upper case": digest.upper(),
            "base64": encoded.rstrip("="), "percent encoded": urllib.parse.quote(secret, safe=""),
            "first 10 characters": secret[:10], "last 10 characters": secret[-10:]}


def findings(blob, place):
    """(secret's name, form, place) for every secret form in `blob` (bytes)."""
    found = []
    for name, secret in SECRETS.items():
        for form, text in forms(secret).items():
            if text.encode() in blob:
                found.append((name, form, place))
    for name, prefix in SESSIONS.items():
        if prefix.encode() in blob:
            found.append((name, "as given", place))
    return found


class Run:
    """The commands run, and every byte they wrote to a stream or a screen."""

    def __init__(self, binary, env):
        self.binary, self.env, self.blobs, self.ran = binary, env, [], 0
        # (what, whether it did its work): a command that failed early would prove nothing.
        self.worked = []

    def __call__(self, *args, env=None, timeout=60):
        result = subprocess.run([self.binary, *args], env={**self.env, **(env or {})}, capture_output=True,
                                timeout=timeout)
        label = "daybands " + " ".join(args)[:80]
        self.blobs += [(result.stdout, f"stdout of {label}"), (result.stderr, f"stderr of {label}")]
        self.ran += 1
        return result

    def screen(self, command, keys=(), seconds=4, size=(100, 30), env=None):
        """`command` in tmux for `seconds`, `keys` sent evenly meanwhile; every screen kept (with its attributes)."""
        session = f"secrets-{os.getpid()}-{self.ran}"
        line = " ".join(f"{k}={v}" for k, v in {**self.env, **(env or {})}.items()) + " " + " ".join([self.binary, *command])
        subprocess.run([*TMUX, "new-session", "-d", "-s", session, "-x", str(size[0]), "-y", str(size[1]), line],
                       check=True)
        try:
            for key in [None, *keys]:
                if key is not None:
                    subprocess.run([*TMUX, "send-keys", "-t", session, key])
                time.sleep(seconds / (len(keys) + 1))
                capture = subprocess.run([*TMUX, "capture-pane", "-p", "-e", "-S", "-200", "-t", session],
                                         capture_output=True).stdout
                self.blobs.append((capture, f"the screen of daybands {' '.join(command)}"))
            subprocess.run([*TMUX, "send-keys", "-t", session, "q"])
            time.sleep(0.5)
        finally:
            subprocess.run([*TMUX, "kill-session", "-t", session], capture_output=True)
        self.ran += 1


def write_config(home, sites):
    config = os.path.join(home, ".config", "daybands", "config")
    os.makedirs(os.path.dirname(config))
    with open(config, "w") as file:
        file.write(f"""[person Nia]
nightscout = {sites['token'].url}/
token = {SECRETS['Nightscout token']}
[person Leo]
librelinkup = parent@example.com
password = {SECRETS['LibreLinkUp password']}
patient = patient-bbbb-2222
server = {sites['llu'].url}
[person Ana]
dexcom-share = ana.account
password = {SECRETS['Dexcom Share password']}
server = {sites['dexcom'].url}
""")
    os.chmod(config, 0o600)
    return config


def commands(run, sites, home):
    """Every command with every source and way of giving a credential."""
    out = os.path.join(home, "out")
    os.makedirs(out)
    token, secret = SECRETS["Nightscout token"], SECRETS["Nightscout API secret"]
    ns_token = ["--nightscout", sites["token"].url + "/", "--token", token]
    ns_address = ["--nightscout", f"{sites['token'].url}/?token={token}"]
    ns_secret = ["--nightscout", sites["secret"].url + "/"]
    with_secret = {"NIGHTSCOUT_API_SECRET": secret}
    given = [(["--person", "Nia"], None), (["--person", "Leo"], None), (["--person", "Ana"], None),
             (ns_token, None), (ns_address, None), (ns_secret, with_secret),
             (["--nightscout", sites["token"].url + "/"], {"NIGHTSCOUT_TOKEN": token})]
    for number, (source, env) in enumerate(given):
        for picture in ("text", "svg", "html", "png", "pdf"):
            run("render", *source, "--format", picture, "--output", os.path.join(out, f"{number}.{picture}"), env=env)
        shown = run("render", *source, "--size", "100x30", env=env)
        run.worked.append((f"render of source {number}", shown.returncode == 0 and b"mg/dL" in shown.stdout))
        run("report", *source, "--output", os.path.join(out, f"{number}-report.html"), env=env)
        run("report", *source, "--summary", env=env)
        run("stats", *source, env=env)
        run("stats", *source, "--json", "--per-day", env=env)
        for status in ("text", "json", "i3blocks", "polybar", "tmux"):
            run("status", *source, "--format", status, "--timeout", "5000", env=env)
        archive = os.path.join(home, f"archive-{number}.sqlite")
        synced = run("sync", *source, "--archive", archive, env=env, timeout=120)
        run.worked.append((f"sync of source {number}", synced.returncode == 0))
        run("archive", "info", "--archive", archive)
        run("archive", "check", "--archive", archive)
        exported = os.path.join(out, f"{number}.csv")
        with open(exported, "wb") as file:
            file.write(run("archive", "export", "--archive", archive).stdout)
        run("archive", "export", "--archive", archive, "--format", "json")
        run("import", exported, "--archive", os.path.join(home, "imported.sqlite"))
    run("status", "--all", "--format", "json", "--timeout", "5000")
    run("stats", "--archive", os.path.join(home, "imported.sqlite"))
    # Failures: a wrong token, a wrong API secret, a wrong password, a dead site with a token.
    wrong = SECRETS["a wrong token"]
    run("render", "--nightscout", sites["token"].url + "/", "--token", wrong)
    run("render", "--nightscout", f"{sites['token'].url}/?token={wrong}")
    run("sync", "--nightscout", sites["secret"].url + "/", "--archive", os.path.join(home, "wrong.sqlite"),
        env={"NIGHTSCOUT_API_SECRET": wrong})
    run("status", "--nightscout", sites["token"].url + "/", "--token", wrong, "--format", "json")
    run("render", "--nightscout", "http://127.0.0.1:9/", "--token", token)
    run("status", "--nightscout", "http://127.0.0.1:9/", "--token", token, "--timeout", "2000")
    run("--token", token, "--nightscout", "notaurl", "--days", "x")
    # The viewer following each source, and the people list with Enter on a person.
    for source, env in given[:4] + [(ns_secret, with_secret)]:
        run.screen(source + ["--follow", "--alert", "--archive", os.path.join(home, "followed.sqlite")],
                   keys=["Left", "n"], env=env)
    run.screen(["--follow"], keys=["Enter", "Escape", "Down", "Enter"], seconds=8)
    return out


def main():
    binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/daybands")
    newest = str(int(time.time() * 1000) // 300_000 * 300_000 - 600_000)
    sites = {"token": Fake("server.py", "--days", "2", "--newest", newest, "--token", SECRETS["Nightscout token"], "--v3"),
             "secret": Fake("server.py", "--days", "2", "--newest", newest, "--secret", SECRETS["Nightscout API secret"], "--v3"),
             "llu": Fake("librelinkup.py"), "dexcom": Fake("dexcom_share.py")}
    home = tempfile.mkdtemp()
    env = {"PATH": "/usr/bin:/bin", "HOME": home, "TZ": "UTC", "LANG": "C.UTF-8", "TERM": "xterm-256color",
           "DAYBANDS_NIGHTSCOUT_TIMEOUT": "3", "DAYBANDS_POLL_SECONDS": "2"}
    run = Run(binary, env)
    failures = ["the run"]
    try:
        write_config(home, sites)
        commands(run, sites, home)
        found = [hit for blob, place in run.blobs for hit in findings(blob, place)]
        files = [path for path in glob.glob(os.path.join(home, "**"), recursive=True) if os.path.isfile(path)]
        written = [path for path in files if not path.endswith("/config")]
        for path in written:
            with open(path, "rb") as file:
                found += findings(file.read(), os.path.relpath(path, home))
        print(f"secrets: {run.ran} commands run, {len(run.blobs)} outputs and screens, {len(written)} files written")
        with open(os.path.join(home, ".config", "daybands", "config"), "rb") as file:
            searched = {name for name, _, _ in findings(file.read(), "config")}
        broken = [what for what, ok in run.worked if not ok]
        checks = [
            ("the commands ran against every source (the sites were asked)", all(site_asked(sites))),
            ("the syncs read the token's site through API v3 (its JWT asked, its history read)", history_read(sites["token"])),
            ("render and sync worked with every source and way of giving a credential", not broken and run.worked),
            ("the search finds the config file's own three secrets", len(searched) == 3),
            ("files were written (pictures, reports, archives, caches)", len(written) >= 40),
            ("no secret, hash or session in any output, screen or file", not found),
        ]
        failures = [what for what, ok in checks if not ok]
        for what, ok in checks:
            print(("ok   " if ok else "FAIL ") + what)
        for what in broken:
            print(f"  did not work: {what}")
        for name, form, place in found[:40]:
            print(f"  found {name} ({form}) in {place}")
    finally:
        for site in sites.values():
            site.stop()
        shutil.rmtree(home, ignore_errors=True)
    print("secrets: %d failures" % len(failures))
    return 1 if failures else 0


def history_read(site):
    paths = [request["path"] for request in site.log()]
    return any(path.startswith("/api/v2/authorization/request/") for path in paths) \
        and any("/history/" in path for path in paths)


def site_asked(sites):
    """Each fake saw requests."""
    return [len(site.log()) > 0 for site in sites.values()]


if __name__ == "__main__":
    sys.exit(main())
