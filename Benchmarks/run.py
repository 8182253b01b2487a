#!/usr/bin/env python3
"""`make bench`: every figure of issue 6 in one table.

Expects the release build (.build/release/daybands and daybands-bench; the
Makefile builds them). Needs no terminal: pexpect makes its own pseudo-terminal.
Writes the raw figures to .build/bench/results.json as well.

Usage: run.py [--quick]   (--quick: fewer repetitions, for trying it out)
"""

import json
import os
import platform
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import live_bench  # noqa: E402
import reading_speed  # noqa: E402
import terminal_bytes  # noqa: E402

VIEWER = os.path.join(ROOT, ".build/release/daybands")
BENCH = os.path.join(ROOT, ".build/release/daybands-bench")
DATA = os.path.join(ROOT, "bench-data")  # git-ignored (/bench-data/)
RESULTS = os.path.join(ROOT, ".build/bench/results.json")
TIME = "/usr/bin/time"
IMPORT_RUNS = 3

# What Python does with the same files (the file is read inside the timing, as ours is).
PYTHON_READERS = {
    "json": "import json,sys,time\nt=time.perf_counter()\nwith open(sys.argv[1],'rb') as f: d=json.load(f)\n"
            "print(time.perf_counter()-t, len(d))",
    "csv": "import csv,sys,time\nt=time.perf_counter()\nwith open(sys.argv[1],newline='',encoding='utf-8') as f:"
           " rows=list(csv.reader(f))\nprint(time.perf_counter()-t, len(rows))",
}


def say(text):
    print(text, file=sys.stderr, flush=True)


def machine():
    def run(command):
        try:
            return subprocess.run(command, capture_output=True, text=True, check=True).stdout.strip()
        except (OSError, subprocess.CalledProcessError):
            return "?"
    model = next((line.split(":", 1)[1].strip() for line in run(["lscpu"]).splitlines()
                  if line.startswith("Model name")), platform.processor() or "?")
    swift = run(["swift", "--version"]).splitlines()
    return {"nproc": run(["nproc"]), "cpu": model, "swift": swift[0] if swift else "?",
            "kernel": platform.release(), "python": platform.python_version()}


def peak_kb(stderr):
    for line in stderr.splitlines():
        if "Maximum resident set size" in line:
            return int(line.split(":")[1])
    return None


def timed(command):
    """Runs a command under /usr/bin/time -v: (stdout, peak RSS in KB)."""
    result = subprocess.run([TIME, "-v"] + command, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed: {result.stderr.strip()[-400:]}")
    return result.stdout, peak_kb(result.stderr)


def bench_import(path, python_reader):
    ours, python = [], []
    for _ in range(IMPORT_RUNS):
        out, kb = timed([BENCH, "import", path, "--json"])
        report = json.loads(out)
        ours.append((report["seconds"], kb, report))
        out, kb = timed([sys.executable, "-c", PYTHON_READERS[python_reader], path])
        python.append((float(out.split()[0]), kb, int(out.split()[1])))
    report = ours[0][2]
    return {
        "file": os.path.relpath(path, ROOT),
        "megabytes": os.path.getsize(path) / 1e6,
        "readings": report["readings"],
        "doses": report["doses"],
        "warnings": report["warnings"],
        "mallocs": report["mallocs"],
        "seconds": statistics.median(r[0] for r in ours),
        "peak_mb": max(r[1] for r in ours) / 1024,
        "python": python_reader,
        "python_records": python[0][2],
        "python_seconds": statistics.median(r[0] for r in python),
        "python_peak_mb": max(r[1] for r in python) / 1024,
    }


def wall(command):
    """Runs a command under /usr/bin/time -v: (wall seconds, CPU seconds
    (user + system), peak RSS in MB). The CPU time is the fairer figure on
    a machine that others share."""
    result = subprocess.run([TIME, "-v"] + command, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed: {result.stderr.strip()[-400:]}")
    fields = dict(line.strip().rsplit(": ", 1) for line in result.stderr.splitlines() if ": " in line)
    clock = fields["Elapsed (wall clock) time (h:mm:ss or m:ss)"].split(":")
    seconds = sum(float(part) * 60 ** index for index, part in enumerate(reversed(clock)))
    cpu = float(fields["User time (seconds)"]) + float(fields["System time (seconds)"])
    return seconds, cpu, peak_kb(result.stderr) / 1024


def medians(runs):
    """Per name, the medians of its runs' wall and CPU seconds and their highest peak MB."""
    return {name: {"seconds": statistics.median(r[0] for r in runs), "cpu_seconds": statistics.median(r[1] for r in runs),
                   "peak_mb": max(r[2] for r in runs)} for name, runs in runs.items()}


def viewer_peak_mb(args):
    """The viewer's peak RSS over its first frame and quitting, in a 120x40 pty."""
    report = os.path.join(DATA, "viewer-peak.txt")
    terminal_bytes.time_to_first_frame(TIME, 120, 40, args=["-f", "%M", "-o", report, VIEWER] + list(args), runs=1,
                                       start_timeout=120)
    with open(report) as f:
        return int(f.read().split()[-1]) / 1024


def bench_archive(decade, quick):
    """Issue 12's three comparisons on ten years of 5-minute entries: the
    file read vs its import into an empty archive; the viewer's first frame
    (and peak memory) on the archive vs on the file; a day change through
    DayPages on the archive vs on the sample."""
    archive = os.path.join(DATA, "decade.sqlite")
    # Read and import take turns, so a load that comes and goes on a shared
    # machine falls on both; medians of each (the last import's archive stays).
    reads, imports = [], []
    for _ in range(1 if quick else IMPORT_RUNS):
        for suffix in ("", "-wal", "-shm"):
            if os.path.exists(archive + suffix):
                os.remove(archive + suffix)
        reads.append(wall([BENCH, "import", decade, "--json"]))
        imports.append(wall([VIEWER, "import", decade, "--archive", archive]))
    read_seconds, read_cpu = (statistics.median(r[field] for r in reads) for field in (0, 1))
    import_seconds, import_cpu = (statistics.median(r[field] for r in imports) for field in (0, 1))
    read_mb, import_mb = max(r[2] for r in reads), max(r[2] for r in imports)
    runs = 3 if quick else 5
    archive_frame, _ = terminal_bytes.time_to_first_frame(VIEWER, 120, 40, args=["--archive", archive], runs=runs)
    # Ten years of JSON take seconds to read (and far longer on a busy machine).
    file_frame, _ = terminal_bytes.time_to_first_frame(VIEWER, 120, 40, args=[decade], runs=3, start_timeout=120)
    pages = json.loads(subprocess.run([BENCH, "pages", "--archive", archive, "--json"],
                                      capture_output=True, text=True, check=True).stdout)
    plan = plan_contracts(["--archive", archive])
    # stats over the whole archive (day summaries) against a month of it,
    # side by side and taking turns: medians of (wall, CPU, peak MB).
    stats_runs = {"days31": [], "all": [], "by_month": []}
    for _ in range(3 if quick else 5):
        for name, extra in (("days31", ["--days", "31"]), ("all", []), ("by_month", ["--by", "month"])):
            stats_runs[name].append(wall([VIEWER, "stats", "--archive", archive] + extra))
    stats = medians(stats_runs)
    # patterns over the ten years against 28 days (issue 35: within 2x), taking turns.
    pattern_runs = {"days28": [], "days3650": []}
    for _ in range(3 if quick else 5):
        for name, days in (("days28", "28"), ("days3650", "3650")):
            pattern_runs[name].append(wall([VIEWER, "patterns", "--archive", archive, "--days", days]))
    # report --days 14 on the ten years (issue 24: at most 2 s): its figures
    # as text and the whole page as a PDF, taking turns.
    report_runs = {"text": [], "pdf": []}
    for _ in range(3 if quick else 5):
        report = [VIEWER, "report", "--archive", archive, "--days", "14"]
        report_runs["text"].append(wall(report))
        report_runs["pdf"].append(wall(report + ["--format", "pdf", "--output", os.devnull]))
    # The year view's first frame as the run loop makes it (`y` on the opened
    # archive), in process: the viewer's own path, no terminal.
    year = [json.loads(subprocess.run([BENCH, "year", "--archive", archive, "--size", size, "--json"],
                                      capture_output=True, text=True, check=True).stdout) for size in ("80x24", "120x40", "200x60")]
    return {
        "file_megabytes": os.path.getsize(decade) / 1e6,
        "archive_megabytes": sum(os.path.getsize(archive + s) for s in ("", "-wal") if os.path.exists(archive + s)) / 1e6,
        "file_read_seconds": read_seconds, "file_read_cpu_seconds": read_cpu, "file_read_peak_mb": read_mb,
        "import_seconds": import_seconds, "import_cpu_seconds": import_cpu, "import_peak_mb": import_mb,
        "archive_first_frame_ms": archive_frame, "file_first_frame_ms": file_frame,
        "archive_viewer_peak_mb": viewer_peak_mb(["--archive", archive]),
        "file_viewer_peak_mb": viewer_peak_mb([decade]),
        "pages": pages,
        "plan": plan,
        "stats": stats,
        "patterns": medians(pattern_runs),
        "report": medians(report_runs),
        "year": year,
    }


def plan_contracts(args=()):
    """The archive's performance contracts (`daybands-bench plan`): SQLite's
    VM steps and opcodes for its hottest statements, each with its limit.
    The bench exits 1 when one is not met; the table says which."""
    run = subprocess.run([BENCH, "plan", "--json", *args], capture_output=True, text=True)
    if run.returncode not in (0, 1):
        raise RuntimeError(f"daybands-bench plan failed: {run.stderr.strip()[-400:]}")
    return json.loads(run.stdout)


def baseline_peak_mb():
    """Peak RSS of the bench importing a tiny file: the runtime's share of any peak."""
    os.makedirs(DATA, exist_ok=True)
    tiny = os.path.join(DATA, "tiny.csv")
    with open(tiny, "w") as out:
        out.write("timestamp,glucose\n2025-01-01T00:00:00Z,100\n")
    _, kb = timed([BENCH, "import", tiny, "--json"])
    return kb / 1024


def main():
    quick = "--quick" in sys.argv
    for binary in (VIEWER, BENCH):
        if not os.access(binary, os.X_OK):
            sys.exit(f"{binary} is missing; run 'swift build -c release' (or 'make bench')")
    results = {"machine": machine(), "started": time.strftime("%Y-%m-%d %H:%M:%S")}

    say("bench: the archive's plan contracts ...")
    results["plan"] = plan_contracts()

    say("bench: in-process work per event ...")
    events = subprocess.run([BENCH, "events", "--json", "--scale", "0.2" if quick else "1"],
                            capture_output=True, text=True, check=True).stdout
    results["events"] = json.loads(events)

    say("bench: terminal bytes in a pseudo-terminal ...")
    results["terminal"] = {}
    for columns, rows in ((120, 40), (200, 60)):
        session = terminal_bytes.measure_session(VIEWER, columns, rows)
        cells, per_pair = terminal_bytes.changed_cells(VIEWER, columns, rows)
        session["changed_cells_per_step"] = cells
        session["changed_cells"] = per_pair
        session["bytes_per_changed_cell"] = session["cursor_step_bytes"] / cells
        session["step_share_of_first_frame"] = session["cursor_step_bytes"] / session["first_frame_bytes"]
        session["evening_share_of_first_frame"] = session["evening_step_bytes"] / session["first_frame_bytes"]
        session["floor_bytes_per_step"] = terminal_bytes.floor_bytes(VIEWER, columns, rows)
        session["time_to_first_frame_ms"], _ = terminal_bytes.time_to_first_frame(VIEWER, columns, rows)
        results["terminal"][f"{columns}x{rows}"] = session

    say("bench: a burst of 6,000 arrow keys (issue 19) ...")
    results["key_burst"] = {}
    for columns, rows in ((120, 40), (200, 60)):
        runs = [terminal_bytes.key_burst(VIEWER, columns, rows) for _ in range(1 if quick else 3)]
        quit_after, _, ended = terminal_bytes.key_burst(VIEWER, columns, rows, then=terminal_bytes.KEYS["quit"])
        results["key_burst"][f"{columns}x{rows}"] = {
            "settle_seconds": statistics.median(r[0] for r in runs),
            "burst_seconds": statistics.median(r[1] for r in runs),
            "quit_seconds": quit_after if ended else None,
        }

    say("bench: generating a year and ten years of data into bench-data/ ...")
    subprocess.run([sys.executable, os.path.join(HERE, "year_data.py"), DATA, "--decade"], check=True)
    entries = os.path.join(DATA, "year-entries.json")
    clarity = os.path.join(DATA, "year-clarity.csv")

    say("bench: import throughput and peak memory ...")
    results["import"] = [bench_import(entries, "json"), bench_import(clarity, "csv")]
    results["baseline_peak_mb"] = baseline_peak_mb()

    say("bench: stats on a year of plain CSV and of Nightscout JSON, against iglu-python and json.load (issue 34) ...")
    results["year_stats"] = reading_speed.year_stats(VIEWER, wall, os.path.join(DATA, "year-plain.csv"), entries,
                                                     runs=3 if quick else 5)

    say("bench: polls with and without the loop's predictions, status from its cache (issues 31, 32) ...")
    results["poll"] = live_bench.poll_costs(BENCH, 5 if quick else 20)
    results["status"] = live_bench.status_from_cache(VIEWER)
    say("bench: requests of a ten-person follow (about 6 minutes; 2.5 with --quick) ...")
    results["follow"] = live_bench.follow_requests(VIEWER, window=120 if quick else 300, settle=30 if quick else 60)

    say("bench: time to first frame on a year of data ...")
    try:
        results["year_first_frame_ms"], _ = terminal_bytes.time_to_first_frame(
            VIEWER, 120, 40, args=[entries], runs=3)
    except RuntimeError as error:
        results["year_first_frame_ms"] = None
        results["year_first_frame_error"] = str(error)

    say("bench: ten years in the archive vs the same file (issue 12) ...")
    results["archive"] = bench_archive(os.path.join(DATA, "decade-entries.json"), quick)

    os.makedirs(os.path.dirname(RESULTS), exist_ok=True)
    with open(RESULTS, "w") as out:
        json.dump(results, out, indent=1)
    print_table(results)


def print_table(r):
    m = r["machine"]
    events = {(e["event"], e["size"]): e for e in r["events"]}
    lines = [f"daybands bench: {m['nproc']} CPUs, {m['cpu']}; {m['swift']}; Python {m['python']}", ""]

    def row(label, value, target="", verdict=None):
        mark = "" if verdict is None else ("  MET" if verdict else "  NOT MET")
        lines.append(f"  {label:<46} {value:<34} {target}{mark}")

    def contracts(title, plan):
        lines.append(title)
        for c in plan:
            row(c["label"], str(c["measured"]), f"contract <= {c['limit']}", c["measured"] <= c["limit"])
        lines.append("")

    contracts("The archive's plan contracts (daybands-bench plan: 3,000 readings of two files, a dose)", r["plan"])

    lines.append("Terminal bytes (release binary in a pty, TERM=xterm-256color, sample data)")
    for size, t in r["terminal"].items():
        share = t["step_share_of_first_frame"]
        per_cell = t["bytes_per_changed_cell"]
        row(f"{size} first full frame", f"{t['first_frame_bytes']} B")
        row(f"{size} cursor step (mean of 46, scrub day)",
            f"{t['cursor_step_bytes']:.0f} B ({t['cursor_step_bytes_min']}-{t['cursor_step_bytes_max']}), "
            f"{share:.1%}", "target <= 8% of first frame (issue 9)" if size == "120x40" else "",
            share <= 0.08 if size == "120x40" else None)
        evening = t["evening_share_of_first_frame"]
        row(f"{size} cursor step (median of 20, 13:00-23:00)", f"{t['evening_step_bytes']:.0f} B, {evening:.1%}",
            "target <= 8% of first frame (issue 22)" if size == "120x40" else "",
            evening <= 0.08 if size == "120x40" else None)
        row(f"{size} cells changed per cursor step", f"{t['changed_cells_per_step']:.1f}")
        row(f"{size} bytes per changed cell", f"{per_cell:.2f} B", "target <= 8" if size == "120x40" else "",
            per_cell <= 8 if size == "120x40" else None)
        row(f"{size} floor for those cells (simple encoder)",
            f"{t['floor_bytes_per_step']:.0f} B ({t['floor_bytes_per_step'] / t['first_frame_bytes']:.1%}, "
            f"{t['floor_bytes_per_step'] / t['changed_cells_per_step']:.2f} B/cell)")
        row(f"{size} day change (Up, Down)", f"{t['day_change_bytes']:.0f} B")
        row(f"{size} pin toggle (Enter, Enter)", f"{t['pin_toggle_bytes']:.0f} B")
    lines.append("")

    lines.append("A burst of 6,000 arrow keys in a pty (issue 19; median of 3)")
    for size, b in r.get("key_burst", {}).items():
        row(f"{size} screen settled after the last key", f"{b['settle_seconds']:.2f} s "
            f"(first key to settled {b['burst_seconds']:.2f} s)", "target <= 0.5 s", b["settle_seconds"] <= 0.5)
        row(f"{size} q after the burst: exit", "did not exit" if b["quit_seconds"] is None else f"{b['quit_seconds']:.2f} s")
    lines.append("")

    lines.append("Work per event in-process (apply + scene; median [p10-p90] µs, mallocs, chart passes)")
    for (name, size), e in events.items():
        row(f"{size} {name.strip()}",
            f"{e['medianMicroseconds']:.1f} [{e['p10Microseconds']:.1f}-{e['p90Microseconds']:.1f}] "
            f"{e['medianMallocs']:.0f} mallocs, {e['chartPasses']} passes/{e['repetitions']}")
    step, day = events[("cursor step", "120x40")], events[("day change", "120x40")]
    ratio = step["medianMicroseconds"] / day["medianMicroseconds"]
    row("120x40 cursor step chart passes", f"{step['chartPasses']} in {step['repetitions']} steps", "target 0",
        step["chartPasses"] == 0)
    row("120x40 cursor step / day change", f"{ratio:.1%}", "target < 2%", ratio < 0.02)
    lines.append("")

    lines.append(f"Import (median of {IMPORT_RUNS}; peak RSS from /usr/bin/time -v; "
                 f"runtime baseline {r['baseline_peak_mb']:.0f} MB)")
    for i in r["import"]:
        speed = i["python_seconds"] / i["seconds"]
        label = "Nightscout JSON" if i["python"] == "json" else "Clarity CSV"
        row(f"{label} {i['megabytes']:.1f} MB, {i['readings']} readings",
            f"{i['seconds'] * 1000:.0f} ms, peak {i['peak_mb']:.0f} MB",
            f"vs Python {i['python']}: {i['python_seconds'] * 1000:.0f} ms, peak {i['python_peak_mb']:.0f} MB; "
            f"{speed:.2f}x", speed >= 1)
        if i["python"] == "json":
            row("  peak memory / file size", f"{i['peak_mb'] * 1.048576 / i['megabytes']:.2f}", "target < 2",
                i["peak_mb"] * 1.048576 / i["megabytes"] < 2)
    lines.append("")

    if "year_stats" in r:
        lines.append("Reading at the speed of the disk (whole processes, CPU user + system, medians; issue 34)")
        reading_speed.rows(r["year_stats"], row)
        lines.append("")
    if "poll" in r:
        live_rows(r, row, events)
        lines.append("")

    lines.append("Time to first frame (spawn to settled output in a pty, 120x40; median)")
    row("sample data", f"{r['terminal']['120x40']['time_to_first_frame_ms']:.0f} ms")
    if r.get("year_first_frame_ms") is not None:
        row("a year of Nightscout entries", f"{r['year_first_frame_ms']:.0f} ms")
    else:
        row("a year of Nightscout entries", "TODO: " + r.get("year_first_frame_error", "?")[:60])
    a = r.get("archive")
    if a:
        lines.append("")
        lines.append(f"Ten years ({a['file_megabytes']:.0f} MB of Nightscout entries; archive {a['archive_megabytes']:.0f} MB): "
                     "archive vs file (issue 12)")
        frame = a["archive_first_frame_ms"] / a["file_first_frame_ms"]
        row("first frame, archive / file", f"{a['archive_first_frame_ms']:.0f} / {a['file_first_frame_ms']:.0f} ms, "
            f"{frame:.1%}", "target <= 10%", frame <= 0.10)
        row("viewer peak memory, archive / file", f"{a['archive_viewer_peak_mb']:.0f} / {a['file_viewer_peak_mb']:.0f} MB")
        ratio = a["import_seconds"] / a["file_read_seconds"]
        row("import into an empty archive / file read (median)", f"{a['import_seconds']:.1f} / {a['file_read_seconds']:.1f} s, "
            f"{ratio:.2f}x", "target <= 2x", ratio <= 2)
        cpu = a["import_cpu_seconds"] / a["file_read_cpu_seconds"]
        row("  the same in CPU time (user + system)", f"{a['import_cpu_seconds']:.1f} / {a['file_read_cpu_seconds']:.1f} s, "
            f"{cpu:.2f}x")
        row("import peak memory / file read's", f"{a['import_peak_mb']:.0f} / {a['file_read_peak_mb']:.0f} MB")
        sample, archive = (next(p for p in a["pages"] if p["store"] == name) for name in ("sample", "archive"))
        for p in (sample, archive):
            row(f"day change, {p['store']} ({p['days']} days), 120x40",
                f"median {p['medianMicroseconds']:.0f} µs, mean {p['meanMicroseconds']:.0f}, max {p['maxMicroseconds']:.0f}",
                f"{p['pageTurns']} page reads in {p['dayChanges']}")
        change = archive["meanMicroseconds"] / sample["meanMicroseconds"]
        row("day change, archive / sample (mean, page reads included)", f"{change:.2f}x", "target <= 2x", change <= 2)
        s = a.get("stats")
        if s:
            ratio = s["all"]["cpu_seconds"] / s["days31"]["cpu_seconds"]
            row("stats ten years / --days 31 (CPU, median)", f"{s['all']['cpu_seconds']:.2f} / {s['days31']['cpu_seconds']:.2f} s, "
                f"{ratio:.1f}x", "target <= 2x (issue 25)", ratio <= 2)
            row("stats --by month over ten years (CPU, median)", f"{s['by_month']['cpu_seconds']:.2f} s")
            row("stats peak memory, ten years / --days 31", f"{s['all']['peak_mb']:.0f} / {s['days31']['peak_mb']:.0f} MB",
                "independent of the span", s["all"]["peak_mb"] <= s["days31"]["peak_mb"] * 1.25)
        p = a.get("patterns")
        if p:
            ratio = p["days3650"]["cpu_seconds"] / p["days28"]["cpu_seconds"]
            row("patterns --days 3650 / --days 28 (CPU, median)", f"{p['days3650']['cpu_seconds']:.2f} / "
                f"{p['days28']['cpu_seconds']:.2f} s, {ratio:.1f}x", "target <= 2x (issue 35)", ratio <= 2)
        report = a.get("report")
        if report:
            for kind in ("text", "pdf"):
                rep = report[kind]
                row(f"report --days 14 on ten years, {kind} (median)",
                    f"{rep['seconds']:.2f} s wall, {rep['cpu_seconds']:.2f} s CPU, {rep['peak_mb']:.0f} MB",
                    "target <= 2 s (issue 24)", rep["seconds"] <= 2)
        for y in a.get("year", []):
            row(f"year view's first frame, ten years, {y['size']} (median of {y['firstFrames']})",
                f"{y['firstFrameMedianMilliseconds']:.0f} ms (max {y['firstFrameMaxMilliseconds']:.0f}); a year turn "
                f"{y['yearTurnMedianMilliseconds']:.1f} ms", "target <= 100 ms (issue 25)", y["firstFrameMedianMilliseconds"] <= 100)
        lines.append("")
        contracts("The plan contracts on the ten-year archive", a["plan"])
    print("\n".join(lines))


def live_rows(r, row, events):
    """Issues 31 and 32: a poll with predictions, a live-window step with the forecast, status, requests."""
    day = events[("day change", "120x40")]
    step = events[("cursor step", "120x40")]
    for name, p in r["poll"].items():
        apply, steps = p["apply"], p["cursorSteps"]
        row(f"poll, {name} ({p['readingsPerPoll']} readings)",
            f"{p['pollMedianMilliseconds']:.1f} ms wall, {p['pollCPUMilliseconds']:.1f} ms CPU (ours)")
        row("  taken in: model + scene", f"{apply['medianMicroseconds']:.0f} µs, {apply['chartPasses']} passes/{apply['repetitions']}",
            f"<= a day change ({day['medianMicroseconds']:.0f} µs; issue 31)", apply["medianMicroseconds"] <= day["medianMicroseconds"])
        row(f"  cursor step, live window, forecast {p['forecast'] or 'none'}",
            f"{steps['medianMicroseconds']:.1f} µs ({steps['medianMicroseconds'] / step['medianMicroseconds']:.1f}x a day's), "
            f"{steps['chartPasses']} passes/{steps['repetitions']}", "target 0 passes (issue 31)", steps["chartPasses"] == 0)
    s = r["status"]
    row(f"status from its cache (median of {s['runs']})", f"{s['median_ms']:.1f} ms wall (p90 {s['p90_ms']:.1f}, fastest "
        f"{s['fastest_ms']:.1f}, load {s['load']:.1f}), {s['cpu_median_ms']:.1f} ms CPU, {s['shared_libraries']} shared "
        f"libraries, {s['requests_meanwhile']} requests", "target <= 20 ms wall (issue 32)", s["median_ms"] <= 20)
    f = r["follow"]
    per_hour = ", ".join(f"{kind} {count:.0f}" for kind, count in f["per_hour"].items())
    row("ten-person follow: requests per hour", f"{f['per_hour_total']:.0f} ({per_hour})",
        f"from {f['window_seconds']} s after the first {f['settle_seconds']} s")
    row("  at the start (logins, first reads)", ", ".join(f"{k} {v}" for k, v in f["start_requests"].items()))


if __name__ == "__main__":
    main()
