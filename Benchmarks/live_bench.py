#!/usr/bin/env python3
"""The live figures of `make bench` (issues 31 and 32), against the loopback
fakes of Tests/NightscoutServer:

- poll_costs: `daybands-bench poll` against server.py without device status
  predictions, with Loop's and with oref's (--predictions): one poll's wall
  and CPU time, the viewer's work to take it in, and cursor steps in the
  live window with the forecast drawn (chart passes counted).
- status_from_cache: `daybands status --nightscout URL` answered from its
  cache (the first call fills it; the site's newest reading is fresh, so no
  fetch is due): wall and CPU time per call, the load average then, the
  shared libraries bound at start (ldd), and the requests the site saw meanwhile.
- follow_requests: `daybands --follow` of ten people (four Nightscout sites,
  three LibreLinkUp patients of one account, three Dexcom Share accounts on
  one fake) in a pseudo-terminal; the requests each fake received in a
  steady window of 300 s (one period of every schedule: the 60 s poll and
  LibreLinkUp's 5-minute graph) after the first minute, times 12 for an
  hour, and those of the start (logins, first reads).

Usage: live_bench.py DAYBANDS DAYBANDS-BENCH [--quick] (prints JSON)
"""

import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "Tests", "EndToEnd"))
from sources import Fake  # noqa: E402

import pexpect  # noqa: E402

# The fakes exit after 300 s unless told otherwise; the follow window is longer.
os.environ["LOOPBACK_SECONDS"] = "900"


def now_ms():
    return int(time.time() * 1000)


def requests(fake):
    """How many requests a fake answered (its control log, which counts no control request)."""
    return len(fake.log())


def poll_costs(bench, polls=20):
    """One poll without predictions, with Loop's, with oref's."""
    results = {}
    for name, arguments in (("loop, no predictions", ["--devicestatus", "loop"]),
                            ("loop predictions", ["--devicestatus", "loop", "--predictions"]),
                            ("oref predictions", ["--devicestatus", "openaps", "--predictions"])):
        site = Fake("server.py", "--days", "1", "--newest", str(now_ms() - 60_000), *arguments)
        try:
            run = subprocess.run([bench, "poll", site.url + "/", "--polls", str(polls), "--json"],
                                 capture_output=True, text=True, timeout=600)
            if run.returncode != 0:
                raise RuntimeError(f"daybands-bench poll failed: {run.stderr.strip()[-400:]}")
            results[name] = json.loads(run.stdout)
        finally:
            site.stop()
    return results


def status_from_cache(viewer, runs=41):
    site = Fake("server.py", "--days", "1", "--newest", str(now_ms() - 30_000))
    home = tempfile.mkdtemp()
    env = {"PATH": "/usr/bin:/bin", "HOME": home, "XDG_CACHE_HOME": os.path.join(home, "cache"), "TZ": "UTC",
           "LANG": "C.UTF-8"}
    command = [viewer, "status", "--nightscout", site.url + "/"]
    try:
        # The first call fetches (in a process of its own) and fills the cache; wait for it.
        for _ in range(50):
            if subprocess.run(command, env=env, capture_output=True).returncode == 0:
                break
            time.sleep(0.2)
        time.sleep(1)
        before = requests(site)
        times, cpu, line = [], [], ""
        for _ in range(runs):
            start, used = time.perf_counter(), resource.getrusage(resource.RUSAGE_CHILDREN)
            run = subprocess.run(command, env=env, capture_output=True, text=True)
            times.append(time.perf_counter() - start)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu.append(after.ru_utime + after.ru_stime - used.ru_utime - used.ru_stime)
            line = run.stdout.strip()
        # The shared libraries the loader binds at every start (ldd's lines, the vDSO aside).
        libraries = [entry for entry in subprocess.run(["ldd", viewer], capture_output=True, text=True).stdout.splitlines()
                     if "vdso" not in entry]
        # Wall time is mostly waiting for a core on a busy machine: the load says how busy it was.
        load = float(open("/proc/loadavg").read().split()[0])
        return {"runs": runs, "median_ms": statistics.median(times) * 1000, "fastest_ms": min(times) * 1000,
                "p90_ms": sorted(times)[int(0.9 * (runs - 1))] * 1000, "cpu_median_ms": statistics.median(cpu) * 1000,
                "load": load,
                "shared_libraries": len(libraries), "line": line, "requests_meanwhile": requests(site) - before}
    finally:
        site.stop()


def follow_requests(viewer, window=300, settle=60):
    """Requests per source kind in `window` seconds after `settle`, and at the start."""
    newest = str(now_ms() - 60_000)
    sites = [Fake("server.py", "--days", "1", "--newest", newest, *extra)
             for extra in ([], ["--devicestatus", "openaps", "--predictions"], ["--devicestatus", "none"], ["--predictions"])]
    llu = Fake("librelinkup.py", "--patients", "3")
    dexcom = Fake("dexcom_share.py")
    fakes = {"nightscout": sites, "librelinkup": [llu], "dexcom-share": [dexcom]}
    home = tempfile.mkdtemp()
    config = os.path.join(home, ".config", "daybands", "config")
    os.makedirs(os.path.dirname(config))
    people = [f"[person Site{n}]\nnightscout = {site.url}/\n" for n, site in enumerate(sites, 1)]
    people += [f"[person Libre{n}]\nlibrelinkup = parent@example.com\npassword = lluPASS-9b7c3e21\n"
               f"patient = {patient}\nserver = {llu.url}\n"
               for n, patient in enumerate(["patient-aaaa-1111", "patient-bbbb-2222", "patient-cccc-3333"], 1)]
    people += [f"[person Share{n}]\ndexcom-share = ana.account\npassword = dexPASS-2c8e4f90\nserver = {dexcom.url}\n"
               for n in range(1, 4)]
    with open(config, "w") as out:
        out.write("".join(people))
    os.chmod(config, 0o600)
    env = {"PATH": "/usr/bin:/bin", "HOME": home, "XDG_CACHE_HOME": os.path.join(home, "cache"), "TZ": "UTC",
           "LANG": "C.UTF-8", "TERM": "xterm-256color"}
    child = pexpect.spawn(viewer, ["--follow"], env=env, dimensions=(40, 120))

    def drain(until):
        while time.monotonic() < until:
            try:
                child.read_nonblocking(1 << 16, timeout=1)
            except pexpect.TIMEOUT:
                pass

    def counts():
        return {kind: sum(requests(fake) for fake in group) for kind, group in fakes.items()}

    try:
        started = time.monotonic()
        drain(started + settle)
        first = counts()
        drain(time.monotonic() + window)
        last = counts()
        alive = child.isalive()
    finally:
        child.terminate(force=True)
        for fake in sites + [llu, dexcom]:
            fake.stop()
    per_hour = {kind: (last[kind] - first[kind]) * 3600 / window for kind in last}
    return {"people": {"nightscout": len(sites), "librelinkup": 3, "dexcom-share": 3}, "window_seconds": window,
            "settle_seconds": settle, "start_requests": first, "window_requests": {k: last[k] - first[k] for k in last},
            "per_hour": per_hour, "per_hour_total": sum(per_hour.values()), "viewer_alive": alive}


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    viewer, bench = sys.argv[1], sys.argv[2]
    quick = "--quick" in sys.argv
    print(json.dumps({"poll": poll_costs(bench, 5 if quick else 20), "status": status_from_cache(viewer),
                      "follow": follow_requests(viewer, window=120 if quick else 300, settle=30 if quick else 60)},
                     indent=1))


if __name__ == "__main__":
    main()
