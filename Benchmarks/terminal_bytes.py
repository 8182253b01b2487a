#!/usr/bin/env python3
"""Bytes the real viewer writes to a terminal, and the cells that really change.

Runs the release binary in a pseudo-terminal (pexpect makes its own, so no
terminal needs to be attached) with TZ=UTC LANG=C.UTF-8 TERM=xterm-256color
on the bundled sample data, and measures the bytes written for

  - the first full frame (spawn until the output is quiet),
  - a cursor step (End, then Left x23, then Right x23: every hour of the day
    and back; the average over the 46 steps), and the median of the evening's
    20 steps (23:00 to 13:00 and back, where the day's peaks are),
  - a day change (Up, then Down; the average),
  - a pin toggle (Enter to pin, Enter to unpin; the average),

and, from `daybands render --color always --at HH:MM` for consecutive hours
(the same scene code), the number of screen cells whose glyph or colour
differs between two neighbouring hours, so bytes per changed cell can be
reported. Also the time from spawn to the first full frame.

Usage: terminal_bytes.py BINARY [--size 120x40 ...] [--json]
"""

import argparse
import json
import os
import re
import select
import statistics
import subprocess
import sys
import time

import pexpect

QUIET = 0.15          # output is settled when nothing arrives for this long
FIRST_BYTE = 0.6      # how long a key may take before its first byte
START_TIMEOUT = 10.0  # how long the program may take to draw anything
EVENING_HOURS = 10    # the scrub's steps between 13:00 and 23:00, each way (issue 22)

# Keys as xterm sends them in keypad-transmit mode (ncurses enables it with
# keypad(); the terminfo entry's kcub1, kcuf1... are the SS3 forms).
KEYS = {
    "left": b"\x1bOD",
    "right": b"\x1bOC",
    "up": b"\x1bOA",
    "down": b"\x1bOB",
    "home": b"\x1bOH",
    "end": b"\x1bOF",
    "enter": b"\r",
    "quit": b"q",
}


def environment():
    env = dict(os.environ)
    env.pop("NO_COLOR", None)
    env.update(TZ="UTC", LANG="C.UTF-8", LC_ALL="C.UTF-8", TERM="xterm-256color")
    # No FILE means the sample, never an archive the user happens to have.
    env["XDG_DATA_HOME"] = "/nonexistent"
    return env


def drain(child, first_byte_timeout):
    """Everything the child writes until it has been quiet for QUIET seconds
    (waiting at most `first_byte_timeout` for the first byte), and the time
    the last byte arrived."""
    data = b""
    last = None
    timeout = first_byte_timeout
    while True:
        try:
            chunk = child.read_nonblocking(1 << 16, timeout=timeout)
        except pexpect.TIMEOUT:
            return data, last
        except pexpect.EOF:
            return data, last
        data += chunk
        last = time.monotonic()
        timeout = QUIET


def spawn_first_frame(binary, columns, rows, args=(), start_timeout=START_TIMEOUT):
    """The viewer in a new pty, and its settled first frame: (child, bytes,
    seconds from spawn to the last byte of it)."""
    started = time.monotonic()
    child = pexpect.spawn(binary, list(args), env=environment(), dimensions=(rows, columns), encoding=None)
    first, last = drain(child, start_timeout)
    if not first:
        child.close(force=True)
        raise RuntimeError(f"{binary} {' '.join(args)} drew nothing in {start_timeout} s at {columns}x{rows}")
    if b"daybands:" in first and len(first) < 400:
        child.close(force=True)
        raise RuntimeError(first.decode(errors="replace").strip())
    return child, first, last - started


def measure_session(binary, columns, rows, args=()):
    """One interactive session: first frame, scrub, day change, pin toggle."""
    child, first, first_frame_seconds = spawn_first_frame(binary, columns, rows, args)
    try:

        def key(name):
            child.send(KEYS[name])
            data, _ = drain(child, FIRST_BYTE)
            return len(data)

        key("end")  # the opening hour is the last with a reading; End makes it the day's last
        hours = 23
        steps = [key("left") for _ in range(hours)] + [key("right") for _ in range(hours)]
        days = [key("up"), key("down")]
        pins = [key("enter"), key("enter")]
        child.send(KEYS["quit"])
        child.expect(pexpect.EOF, timeout=5)
    finally:
        child.close(force=True)
    return {
        "first_frame_bytes": len(first),
        "first_frame_ms": first_frame_seconds * 1000,
        "cursor_step_bytes": statistics.mean(steps),
        "cursor_step_bytes_min": min(steps),
        "cursor_step_bytes_max": max(steps),
        "day_change_bytes": statistics.mean(days),
        "pin_toggle_bytes": statistics.mean(pins),
        "evening_step_bytes": statistics.median(steps[:EVENING_HOURS] + steps[-EVENING_HOURS:]),
        "steps": steps,
        "days": days,
        "pins": pins,
    }


def time_to_first_frame(binary, columns, rows, args=(), runs=5, start_timeout=START_TIMEOUT):
    """Median spawn-to-settled-first-frame time (the QUIET wait excluded)."""
    times = []
    for _ in range(runs):
        child, _, seconds = spawn_first_frame(binary, columns, rows, args, start_timeout)
        try:
            times.append(seconds * 1000)
            child.send(KEYS["quit"])
            child.expect(pexpect.EOF, timeout=5)
        finally:
            child.close(force=True)
    return statistics.median(times), times


def burst_keys(count):
    """`count` arrow keys as a user holding them, or a paste, queues them:
    hours back and forth with a day move between runs (the cursor stays
    inside the sample's days)."""
    pattern = [KEYS["left"]] * 5 + [KEYS["up"]] + [KEYS["right"]] * 5 + [KEYS["down"]]
    return b"".join(pattern[i % len(pattern)] for i in range(count))


def key_burst(binary, columns, rows, count=6000, then=b""):
    """Issue 19: `count` arrow keys written as fast as the pty takes them
    (and `then` after them), the output read all the while (a viewer
    blocked on a full pty would stop reading keys). Returns seconds from
    the last key written to the last byte of output (the screen settled,
    QUIET excluded), from the first key written to that byte, and whether
    the child exited (EOF). The pty holds only about 4 KB of keys, so the
    last key is written when the viewer has read all but the last ~1,300."""
    child, _, _ = spawn_first_frame(binary, columns, rows)
    try:
        fd = child.child_fd
        os.set_blocking(fd, False)  # a blocking write into a full pty would wait for ever
        pending = burst_keys(count) + then
        written_at = None
        started = last_output = time.monotonic()
        ended = False
        while True:
            wait = QUIET if written_at is not None else 1.0
            readable, writable, _ = select.select([fd], [fd] if pending else [], [], wait)
            if readable:
                try:
                    chunk = os.read(fd, 1 << 16)
                except BlockingIOError:
                    continue
                except OSError:
                    chunk = b""
                if not chunk:
                    ended = True
                    last_output = time.monotonic()
                    break
                last_output = time.monotonic()
            if writable and pending:
                try:
                    pending = pending[os.write(fd, pending[:4096]):]
                except BlockingIOError:
                    pass
                if not pending:
                    written_at = time.monotonic()
            if written_at is not None and not readable and time.monotonic() - last_output >= QUIET:
                break
            if written_at is not None and time.monotonic() - written_at > 120:
                raise RuntimeError(f"{binary}: output still coming 120 s after a burst of {count} keys")
        return max(0.0, last_output - written_at), last_output - started, ended
    finally:
        child.close(force=True)


# --- changed cells between consecutive hours, from `daybands render` ---

SGR = re.compile(r"\x1b\[([0-9;]*)m")


def parse_screen(text):
    """Rows of (glyph, fg, bg, bold) cells from AnsiText output."""
    screen = []
    for line in text.split("\n"):
        if not line:
            continue
        cells = []
        fg = bg = None
        bold = False
        position = 0
        while position < len(line):
            match = SGR.match(line, position)
            if match:
                codes = [int(c) if c else 0 for c in match.group(1).split(";")]
                index = 0
                while index < len(codes):
                    code = codes[index]
                    if code == 0:
                        fg = bg = None
                        bold = False
                    elif code == 1:
                        bold = True
                    elif code in (38, 48) and index + 2 < len(codes) and codes[index + 1] == 5:
                        if code == 38:
                            fg = codes[index + 2]
                        else:
                            bg = codes[index + 2]
                        index += 2
                    elif 30 <= code <= 37:
                        fg = code - 30
                    elif 40 <= code <= 47:
                        bg = code - 40
                    index += 1
                position = match.end()
                continue
            cells.append((line[position], fg, bg, bold))
            position += 1
        screen.append(cells)
    return screen


def render(binary, columns, rows, hour):
    output = subprocess.run(
        [binary, "render", "--size", f"{columns}x{rows}", "--color", "always", "--at", f"{hour:02d}:00"],
        env=environment(), check=True, capture_output=True, text=True, encoding="utf-8").stdout
    return parse_screen(output)


def changed_cells(binary, columns, rows, hours=24):
    screens = [render(binary, columns, rows, hour) for hour in range(hours)]
    counts = []
    for a, b in zip(screens, screens[1:]):
        if len(a) != len(b) or any(len(x) != len(y) for x, y in zip(a, b)):
            raise RuntimeError("render produced screens of different shapes")
        counts.append(sum(1 for row_a, row_b in zip(a, b) for ca, cb in zip(row_a, row_b) if ca != cb))
    # The scrub visits each neighbouring pair twice (left, then right), so the
    # average over the pairs is the average over the scrub's steps.
    return statistics.mean(counts), counts


def sgr_bytes(style):
    fg, bg, bold = style
    codes = ["0"] + (["1"] if bold else []) + ([f"38;5;{fg}"] if fg is not None else []) \
        + ([f"48;5;{bg}"] if bg is not None else [])
    return len("\x1b[" + ";".join(codes) + "m")


def encode_difference(a, b, rows=None):
    """Bytes a simple, reasonable encoder sends to turn screen a into b: for
    each changed cell, a cursor move when it is not already there (CUP, or CHA
    on the same row; short gaps are rewritten instead when that is cheaper),
    an SGR when the style changes, and the glyph's UTF-8 bytes. ncurses can
    beat it on some steps (it also deletes and erases characters), so it is a
    yardstick for the floor, not a proof of one."""
    total = 0
    style = None
    position = None  # (row, column) the terminal cursor is at
    for y, (row_a, row_b) in enumerate(zip(a, b)):
        if rows is not None and y not in rows:
            continue
        for x, (old, new) in enumerate(zip(row_a, row_b)):
            if old == new:
                continue
            move = len(f"\x1b[{y + 1};{x + 1}H") if position is None or position[0] != y \
                else len(f"\x1b[{x + 1}G")
            if position is not None and position[0] == y and position[1] <= x:
                # Rewriting the unchanged cells in between may be cheaper than a move.
                rewrite, gap_style = 0, style
                for cell in row_b[position[1]:x]:
                    if cell[1:] != gap_style:
                        rewrite += sgr_bytes(cell[1:])
                        gap_style = cell[1:]
                    rewrite += len(cell[0].encode())
                if position[1] == x:
                    move = 0
                elif rewrite < move:
                    move, style = rewrite, gap_style
            total += move
            if new[1:] != style:
                total += sgr_bytes(new[1:])
                style = new[1:]
            total += len(new[0].encode())
            position = (y, x + 1)
    return total


def encode_by_style(a, b, rows=None):
    """Another simple encoder: the changed cells grouped by style (one SGR per
    style), each group in reading order, moving with CHA on the same row, VPA
    plus backspace down a column (a vertical guide), CUP otherwise."""
    groups = {}
    for y, (row_a, row_b) in enumerate(zip(a, b)):
        if rows is not None and y not in rows:
            continue
        for x, (old, new) in enumerate(zip(row_a, row_b)):
            if old != new:
                groups.setdefault(new[1:], []).append((y, x, new[0]))
    total = 0
    position = None
    for style, cells in groups.items():
        total += sgr_bytes(style)
        for y, x, glyph in cells:
            if position == (y, x):
                move = 0
            elif position is not None and position[0] == y:
                move = len(f"\x1b[{x + 1}G")
            elif position is not None and position[1] == x + 1:
                move = len(f"\x1b[{y + 1}d") + 1
            else:
                move = len(f"\x1b[{y + 1};{x + 1}H")
            total += move + len(glyph.encode())
            position = (y, x + 1)
    return total


def cheapest(a, b, rows=None):
    return min(encode_difference(a, b, rows), encode_by_style(a, b, rows))


CALLOUT_ROWS = range(1, 7)  # the live callout's rows: plot top (row 1) + its 6 rows


def floor_bytes(binary, columns, rows, hours=24, split=False):
    """The cheaper simple encoder's bytes per cursor step, averaged over both
    directions; with `split`, also (bytes, cells) in the callout's rows and in
    the rest (the cursor guide's column and the status line)."""
    screens = [render(binary, columns, rows, hour) for hour in range(hours)]
    costs, callout, rest = [], [], []
    for a, b in zip(screens, screens[1:]):
        costs += [cheapest(a, b), cheapest(b, a)]
        if split:
            others = [y for y in range(len(a)) if y not in CALLOUT_ROWS]
            callout += [cheapest(a, b, CALLOUT_ROWS), cheapest(b, a, CALLOUT_ROWS)]
            rest += [cheapest(a, b, others), cheapest(b, a, others)]
    if not split:
        return statistics.mean(costs)

    def cells(row_set):
        return statistics.mean(sum(1 for y in row_set for ca, cb in zip(a[y], b[y]) if ca != cb)
                               for a, b in zip(screens, screens[1:]))
    others = [y for y in range(len(screens[0])) if y not in CALLOUT_ROWS]
    return {"bytes": statistics.mean(costs),
            "callout_rows_bytes": statistics.mean(callout), "callout_rows_cells": cells(CALLOUT_ROWS),
            "other_rows_bytes": statistics.mean(rest), "other_rows_cells": cells(others)}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("--size", action="append", default=[])
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    sizes = options.size or ["120x40", "200x60"]
    results = {}
    for size in sizes:
        columns, rows = (int(n) for n in size.split("x"))
        session = measure_session(options.binary, columns, rows)
        mean_cells, cells = changed_cells(options.binary, columns, rows)
        session["changed_cells_per_step"] = mean_cells
        session["changed_cells"] = cells
        session["bytes_per_changed_cell"] = session["cursor_step_bytes"] / mean_cells if mean_cells else None
        session["step_share_of_first_frame"] = session["cursor_step_bytes"] / session["first_frame_bytes"]
        session["evening_share_of_first_frame"] = session["evening_step_bytes"] / session["first_frame_bytes"]
        session["floor_bytes_per_step"] = floor_bytes(options.binary, columns, rows)
        ttff, runs = time_to_first_frame(options.binary, columns, rows)
        session["time_to_first_frame_ms"] = ttff
        session["time_to_first_frame_runs_ms"] = runs
        results[size] = session
    if options.json:
        json.dump(results, sys.stdout, indent=1)
        print()
        return
    for size, r in results.items():
        print(f"{size}: first frame {r['first_frame_bytes']} B in {r['time_to_first_frame_ms']:.0f} ms; "
              f"cursor step {r['cursor_step_bytes']:.0f} B ({r['step_share_of_first_frame']:.1%} of first frame; "
              f"evening median {r['evening_step_bytes']:.0f} B, {r['evening_share_of_first_frame']:.1%}), "
              f"{r['changed_cells_per_step']:.1f} cells changed, {r['bytes_per_changed_cell']:.2f} B/cell; "
              f"day change {r['day_change_bytes']:.0f} B; pin toggle {r['pin_toggle_bytes']:.0f} B; "
              f"simple-encoder floor {r['floor_bytes_per_step']:.0f} B/step")
        print(f"  steps: {r['steps']}")
        print(f"  changed cells: {r['changed_cells']}")


if __name__ == "__main__":
    main()
