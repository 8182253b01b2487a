#!/usr/bin/env python3
"""The figures `daybands stats` prints for a plain CSV (timestamp,glucose),
computed in Python: with iglu-python (pandas) when it is installed, else
with pandas alone. The yardstick of issue 34's "a year of plain CSV".

The figures: the days and capture (iglu's active_percent), mean, SD, CV,
GMI, min and max (summary_glu), the time in the consensus ranges (below 54
and 70, 70-180, above 180 and 250) and, unless --no-events, the low, very
low and very high events (episode_calculation, by far iglu's slowest).

Prints JSON: which library, the CPU seconds of each step in this process
(import, read: read_csv and the times parsed, figures, events) and a few
figures to check against ours.

Usage: iglu_stats.py FILE [--no-events] [--pandas]
"""

import json
import resource
import sys


def cpu():
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def main():
    arguments = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(arguments) != 1:
        sys.exit(__doc__)
    steps = {}
    start = cpu()
    import pandas as pd
    ig = None
    if "--pandas" not in sys.argv:
        try:
            import iglu_python as ig
        except ImportError:
            pass
    steps["import"] = cpu() - start

    start = cpu()
    data = pd.read_csv(arguments[0]).rename(columns={"timestamp": "time", "glucose": "gl"})
    data["time"] = pd.to_datetime(data["time"], utc=True)
    data.insert(0, "id", "subject")
    steps["read"] = cpu() - start

    start = cpu()
    if ig is not None:
        figures = {"mean": ig.mean_glu(data)["mean"][0], "sd": ig.sd_glu(data)["SD"][0], "cv": ig.cv_glu(data)["CV"][0],
                   "gmi": ig.gmi(data)["GMI"][0]}
        summary = ig.summary_glu(data)
        figures["min"], figures["max"] = float(summary["Min."][0]), float(summary["Max."][0])
        below = ig.below_percent(data, targets_below=[54, 70])
        figures["below_70"] = below["below_70"][0]
        figures["in_range"] = ig.in_range_percent(data, target_ranges=[[70, 180]])["in_range_70_180"][0]
        above = ig.above_percent(data, targets_above=[180, 250])
        figures["above_180"] = above["above_180"][0]
        figures["active"] = ig.active_percent(data)["active_percent"][0]
    else:
        gl = data["gl"]
        mean, sd = gl.mean(), gl.std()
        figures = {"mean": mean, "sd": sd, "cv": sd / mean * 100, "gmi": 3.31 + 0.02392 * mean,
                   "min": float(gl.min()), "max": float(gl.max()), "below_70": (gl < 70).mean() * 100,
                   "in_range": ((gl >= 70) & (gl <= 180)).mean() * 100, "above_180": (gl > 180).mean() * 100,
                   "days": data["time"].dt.date.nunique()}
    steps["figures"] = cpu() - start

    if "--no-events" not in sys.argv and ig is not None:
        start = cpu()
        episodes = ig.episode_calculation(data)
        steps["events"] = cpu() - start
        lows = episodes[(episodes["type"] == "hypo") & (episodes["level"] == "lv1")]
        figures["lows"] = int(lows["total_episodes"].iloc[0])
    print(json.dumps({"library": "iglu-python" if ig is not None else "pandas", "steps": steps,
                      "figures": {k: float(v) for k, v in figures.items()}}))


if __name__ == "__main__":
    main()
