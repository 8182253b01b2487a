"""Issue 34 §3, reading at the speed of the disk: `daybands stats` on a year
of plain CSV against iglu-python's time for the same figures, and on a year
of Nightscout entries against Python's `json.load` of the same file. Whole
processes, as a user runs them, taking turns; CPU time (user + system) is
the figure compared, as the machine is shared; medians of `runs`.

iglu-python comes from PyPI only: `Install/deps.sh bench` puts it in a venv
of its own (BENCH_VENV); without it the CSV yardstick is pandas alone
(`iglu_stats.py --pandas`), and the table says which. Both yardsticks run on
the system's interpreter where there is one (`/usr/bin/python3`, Debian's,
built with profile-guided optimisation): an interpreter built without it
(pyenv's) reads the same JSON 1.55 times slower and would flatter ours
(docs/PERFORMANCE.md); the table names the interpreter.
"""

import json
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
BENCH_VENV = os.path.join(os.path.dirname(HERE), ".build", "bench-python")
SYSTEM_PYTHON = "/usr/bin/python3" if os.access("/usr/bin/python3", os.X_OK) else sys.executable
IGLU = os.path.join(HERE, "iglu_stats.py")
JSON_LOAD = "import json,sys\nwith open(sys.argv[1],'rb') as f: json.load(f)"


def yardstick_python():
    """The interpreter with iglu-python, else one with pandas, else None."""
    for python in (os.path.join(BENCH_VENV, "bin", "python"), SYSTEM_PYTHON, sys.executable):
        for module in ("iglu_python", "pandas"):
            if os.access(python, os.X_OK) and subprocess.run([python, "-c", f"import {module}"],
                                                             capture_output=True).returncode == 0:
                return python
    return None


def interpreter(python):
    """`Python 3.11.2 (/usr/bin/python3)`: the version and the real path."""
    run = subprocess.run([python, "-c", "import sys,platform; print(platform.python_version(), sys.executable)"],
                         capture_output=True, text=True)
    version, _, path = run.stdout.strip().partition(" ")
    return f"Python {version} ({os.path.realpath(path)})"


def summary(runs):
    return {"seconds": statistics.median(r[0] for r in runs), "cpu_seconds": statistics.median(r[1] for r in runs),
            "peak_mb": max(r[2] for r in runs), "cpu_runs": [r[1] for r in runs]}


def year_stats(viewer, wall, plain, entries, runs=5):
    """`wall(command)` runs a command and gives (wall s, CPU s, peak MB)."""
    python = yardstick_python()
    turns = {"ours_csv": [], "ours_json": [], "json_load": [], "iglu": [], "iglu_events": []}
    steps = {}
    for _ in range(runs):
        turns["ours_csv"].append(wall([viewer, "stats", plain]))
        turns["ours_json"].append(wall([viewer, "stats", entries]))
        turns["json_load"].append(wall([SYSTEM_PYTHON, "-c", JSON_LOAD, entries]))
        if python:
            turns["iglu"].append(wall([python, IGLU, plain, "--no-events"]))
    if python:
        # The events take iglu seconds: once or twice is enough.
        for _ in range(1 if runs < 5 else 2):
            turns["iglu_events"].append(wall([python, IGLU, plain]))
        run = subprocess.run([python, IGLU, plain], capture_output=True, text=True, check=True)
        steps = json.loads(run.stdout)
    result = {name: summary(r) for name, r in turns.items() if r}
    result["yardstick"] = steps.get("library", "not measured: neither iglu-python nor pandas is installed")
    if python:
        result["yardstick"] += f" on {interpreter(python)}"
    result["json_load_python"] = interpreter(SYSTEM_PYTHON)
    result["yardstick_steps"] = steps.get("steps", {})
    result["yardstick_figures"] = steps.get("figures", {})
    result["plain_megabytes"] = os.path.getsize(plain) / 1e6
    result["entries_megabytes"] = os.path.getsize(entries) / 1e6
    return result


def rows(r, row):
    """The table's rows: `row(label, value, target, verdict)`."""
    ours = r["ours_csv"]
    row(f"stats, a year of plain CSV ({r['plain_megabytes']:.1f} MB)",
        f"{ours['cpu_seconds'] * 1000:.0f} ms CPU, {ours['seconds'] * 1000:.0f} ms wall")
    if "iglu" in r:
        iglu = r["iglu"]
        ratio = ours["cpu_seconds"] / iglu["cpu_seconds"]
        row(f"  {r['yardstick']}, the same figures but events", f"{iglu['cpu_seconds'] * 1000:.0f} ms CPU; ours {ratio:.2f} of it",
            "target <= 0.1 (issue 34)", ratio <= 0.1)
        steps = r["yardstick_steps"]
        row("  its steps (CPU ms)", ", ".join(f"{k} {v * 1000:.0f}" for k, v in steps.items()))
        if "iglu_events" in r:
            events = r["iglu_events"]
            row(f"  {r['yardstick']} with the events too", f"{events['cpu_seconds'] * 1000:.0f} ms CPU; ours "
                f"{ours['cpu_seconds'] / events['cpu_seconds']:.3f} of it")
    else:
        row("  iglu-python / pandas", r["yardstick"])
    ours, load = r["ours_json"], r["json_load"]
    ratio = ours["cpu_seconds"] / load["cpu_seconds"]
    row(f"stats, a year of Nightscout JSON ({r['entries_megabytes']:.1f} MB)",
        f"{ours['cpu_seconds'] * 1000:.0f} ms CPU, {ours['seconds'] * 1000:.0f} ms wall")
    row(f"  json.load of the file (whole process), {r['json_load_python']}", f"{load['cpu_seconds'] * 1000:.0f} ms CPU; ours {ratio:.2f} of it",
        "target <= 0.5 (issue 34)", ratio <= 0.5)
