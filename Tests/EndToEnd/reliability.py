#!/usr/bin/env python3
"""Reliability tests: the real `daybands` in tmux under the ways a terminal
session goes wrong (docs/RELIABILITY.md): every way out restores the
terminal, suspend and resume, rapid resizes, no usable terminal, a non-UTF-8
locale, each colour mode, Esc latency, mouse off.

usage: python3 Tests/EndToEnd/reliability.py [PATH-TO-daybands] [test names...]

It drives tmux exactly as Tests/EndToEnd/run.py does, reusing its Pane,
Screen and helpers, on its own private server (`tmux -L daybands-rel-<pid>`).
TZ=UTC. The last line printed is `N passed, N failed`.
"""

import os
import re
import select
import shlex
import signal
import stat as stat_module
import subprocess
import sys
import tempfile
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run as e2e  # noqa: E402  (the suite whose tmux driver this reuses)
from run import Pane, Screen, base_env, run_program, tmux  # noqa: E402

e2e.SOCKET = f"daybands-rel-{os.getpid()}"


def restored_flags(pane):
    return pane.flags("alternate_on", "cursor_flag", "mouse_any_flag", "mouse_standard_flag",
                      "mouse_button_flag", "mouse_sgr_flag", "keypad_cursor_flag")


RESTORED = {"alternate_on": "0", "cursor_flag": "1", "mouse_any_flag": "0", "mouse_standard_flag": "0",
            "mouse_button_flag": "0", "mouse_sgr_flag": "0", "keypad_cursor_flag": "0"}


def stty_modes(text):
    """The mode words of the last `stty -a` printed on a screen."""
    block = text[text.rfind("speed "):]
    return set(re.split(r"[\s;]+", block))


def assignments(env=None):
    return " ".join(f"{k}={shlex.quote(v)}" for k, v in {**e2e.PROGRAM_ENV, **(env or {})}.items())


class CommandPane(Pane):
    """A pane running any shell command (Pane runs only the viewer)."""

    def __init__(self, command, width=100, height=30):
        Pane.counter += 1
        self.name = f"c{Pane.counter}"
        self.width, self.height = width, height
        tmux("new-session", "-d", "-s", self.name, "-x", str(width), "-y", str(height), command)
        tmux("set-option", "-t", self.name, "window-size", "manual", check=False)


class ShellPane(CommandPane):
    """An interactive shell (job control, for Ctrl-Z and fg) that starts the
    viewer from its prompt."""

    def __init__(self, width=100, height=30, env=None, args=()):
        super().__init__(f"env PS1='$ ' {assignments(env)} bash --norc --noprofile -i", width, height)
        self.wait(lambda s: s.text.rstrip().endswith("$"), "the shell prompt")
        self.literal(f"{shlex.quote(e2e.BIN)} {' '.join(shlex.quote(a) for a in args)}; echo EXIT=$?")
        self.keys("Enter")

    def command(self, line):
        self.literal(line)
        self.keys("Enter")


class Case(e2e.Case):
    def open(self, *args, **kw):
        pane = Pane(args, **kw)
        self.addCleanup(pane.close)
        return pane


# --------------------------------------------------------------------------
# 1. every way out restores the terminal


class RestoreCase(Case):
    """Ending the viewer some way and checking the terminal it leaves."""

    def exit_and_check(self, action, want_status, env=None):
        """Start the viewer after `stty -a` has a baseline, end it with
        `action`, then check tmux's modes and `stty -a` run in the same pane."""
        p = self.open(prologue="echo BEFORE-THE-VIEWER; ", ready="day ", env=env)
        p.wait_hour("23:55")  # no key: a trap test traps at the first one
        self.assertEqual(p.flags("alternate_on")["alternate_on"], "1")
        action(p)
        s = p.wait(lambda s: "EXIT=" in s.text, "the program to exit")
        status = int(re.search(r"EXIT=(\d+)", s.text).group(1))
        wanted = want_status if isinstance(want_status, tuple) else (want_status,)
        self.assertIn(status, wanted, f"exit status; screen:\n{s.text}")
        self.assertIn("BEFORE-THE-VIEWER", s.text, "the shell's screen is back")
        self.assertNotIn("mg/dL", s.text, "the chart is still on the screen")
        self.assertEqual(restored_flags(p), RESTORED, "terminal modes (normal screen, cursor, mouse, keypad)")
        return p

    def check_stty(self, pane):
        """`stty -a` on the pane's tty once the viewer has exited (the pane's
        `sleep` holds it open)."""
        tty = tmux("display-message", "-p", "-t", pane.name, "#{pane_tty}").strip()
        out = subprocess.run(["stty", "-F", tty, "-a"], stdout=subprocess.PIPE, text=True, check=True).stdout
        modes = stty_modes(out)
        for mode in ("echo", "icanon", "icrnl", "opost", "isig"):
            self.assertIn(mode, modes, f"stty mode {mode} restored:\n{out}")

    def signal_viewer(self, sig):
        def send(p):
            pid = p.program_pid()
            self.assertIsNotNone(pid, "found the viewer's pid")
            os.kill(pid, sig)
        return send


class R01Restore(RestoreCase):
    def test_q(self):
        self.check_stty(self.exit_and_check(lambda p: p.keys("q"), 0))

    def test_ctrl_c(self):
        self.check_stty(self.exit_and_check(lambda p: p.keys("C-c"), 128 + signal.SIGINT))

    def test_sigterm(self):
        self.check_stty(self.exit_and_check(self.signal_viewer(signal.SIGTERM), 128 + signal.SIGTERM))

    def test_sighup(self):
        self.check_stty(self.exit_and_check(self.signal_viewer(signal.SIGHUP), 128 + signal.SIGHUP))

    def test_crash_after_startup(self):
        """A crash after start-up (a Swift trap is SIGILL or SIGTRAP, a bad
        pointer SIGSEGV): the terminal is restored before the process dies."""
        for sig in (signal.SIGSEGV, signal.SIGABRT):
            with self.subTest(signal=sig.name):
                self.check_stty(self.exit_and_check(self.signal_viewer(sig), 128 + sig))

    def test_stty_in_the_pane_after_quit(self):
        """The same check as a user makes: `stty -a` typed in the shell."""
        p = ShellPane()
        self.addCleanup(p.close)
        p.opened()
        p.keys("q")
        p.wait(lambda s: "EXIT=0" in s.text, "the viewer to quit")
        p.command("stty -a")
        s = p.wait(lambda s: "speed " in s.text and s.text.rstrip().endswith("$"), "stty -a")
        modes = stty_modes(s.text)
        self.assertIn("echo", modes, s.text)
        self.assertIn("icanon", modes, s.text)


# --------------------------------------------------------------------------
# 2. suspend and resume


class R02Suspend(Case):
    def suspend(self, p):
        p.keys("C-z")
        s = p.wait(lambda s: "Stopped" in s.text and s.text.rstrip().endswith("$"), "the shell prompt after Ctrl-Z")
        self.assertEqual(restored_flags(p), RESTORED, "modes while suspended")
        p.command("stty -a")
        s = p.wait(lambda s: "speed " in s.text and s.text.rstrip().endswith("$"), "stty -a while suspended")
        modes = stty_modes(s.text)
        self.assertIn("echo", modes, s.text)
        self.assertIn("icanon", modes, s.text)

    def test_ctrl_z_then_fg_restores_the_screen(self):
        p = ShellPane()
        self.addCleanup(p.close)
        p.opened()
        p.keys("Left", "Left", "Enter", "Left")
        before = p.wait(lambda s: s.live_hour == "20:00" and s.pin_hour == "21:00", "cursor 20:00, pin 21:00")
        self.suspend(p)
        p.command("fg")
        after = p.wait(lambda s: s.live_hour == "20:00" and s.pin_hour == "21:00", "the viewer again after fg")
        self.assertEqual(p.flags("alternate_on")["alternate_on"], "1")
        self.assertEqual(after.visible_diff(before)[:10], [], "the screen after fg is the screen before Ctrl-Z")
        p.keys("Right")
        p.wait_hour("21:00")
        p.keys("q")
        # (the shell ran `echo EXIT=$?` when the job stopped, so no status now)
        p.wait(lambda s: s.text.rstrip().endswith("$") and "mg/dL" not in s.text, "the prompt after quitting")
        self.assertEqual(restored_flags(p), RESTORED, "modes after quitting a resumed viewer")

    def test_resize_while_suspended(self):
        """The window changes size while the viewer is stopped: after fg it
        lays out for the new size (as `render --size` does)."""
        p = ShellPane()
        self.addCleanup(p.close)
        p.wait_hour("23:55")  # where `render` opens too
        self.suspend(p)
        p.resize(120, 36)
        p.command("fg")
        s = p.wait(lambda s: s.width == 120 and s.live_hour == "23:55" and "day 31 of 31" in s.header,
                   "the viewer at 120x36 after fg")
        r = run_program(["render", "--size", "120x36", "--color", "always"])
        want = Screen(r.stdout.decode().rstrip("\n"), 120, 36)
        self.assertEqual(s.text, want.text, "the layout after fg is the 120x36 layout")


# --------------------------------------------------------------------------
# 3. sizes


class R03Resize(Case):
    def test_fifty_rapid_resizes(self):
        p = self.open("--day", "2026-10-12")
        p.opened()
        p.keys("Home", "Right", "Right", "Right", "Enter", "Right", "Right")
        p.wait(lambda s: s.live_hour == "05:00" and s.pin_hour == "03:00", "cursor 05:00, pin 03:00")
        sizes = [(40 + (i * 37) % 110, 8 + (i * 11) % 40) for i in range(49)] + [(117, 37)]
        for w, h in sizes:  # no waiting between them
            p.resize(w, h)
        s = p.wait(lambda s: s.width == 117 and s.live_hour == "05:00" and s.status.strip(), "the 117x37 layout")
        r = run_program(["render", "--day", "2026-10-12", "--size", "117x37", "--color", "always",
                         "--at", "05:00", "--pin", "03:00"])
        want = Screen(r.stdout.decode().rstrip("\n"), 117, 37)
        self.assertEqual(s.text, want.text, "after 50 resizes the screen is render's")
        self.assertEqual(s.visible_diff(want)[:10], [], "colours after 50 resizes")
        self.assertIn("Mon 2026-10-12", s.header)
        self.assertEqual((s.live_hour, s.pin_hour), ("05:00", "03:00"))

    def test_too_small_and_back(self):
        p = self.open()
        before = p.opened()
        for w, h in ((39, 30), (100, 11), (20, 5)):
            p.resize(w, h)
            p.wait(lambda s: "too small" in s.text.replace("\n", ""), f"'terminal too small' at {w}x{h}")
        p.resize(1, 1)  # no room for the message: shows what fits, keeps running
        p.wait(lambda s: s.text.strip() == "t", "the first letter of the message at 1x1")
        p.resize(100, 30)
        after = p.wait(lambda s: s.live_hour == "23:00", "the chart back at 100x30")
        self.assertEqual(after.visible_diff(before)[:10], [], "the screen recovers exactly")


# --------------------------------------------------------------------------
# 4. no usable terminal


class R04NoTerminal(Case):
    def check_refusal(self, text, term):
        flat = " ".join(text.split())
        self.assertIn("EXIT=1", flat)
        self.assertIn("daybands render", flat, f"the message suggests render:\n{text}")
        if term:
            self.assertIn(term, flat, "the message names the terminal type")

    def test_stdout_not_a_tty(self):
        with tempfile.TemporaryFile() as f:
            r = subprocess.run([e2e.BIN], stdin=subprocess.DEVNULL, stdout=f, stderr=subprocess.PIPE,
                               env=base_env(), timeout=20)
            f.seek(0)
            self.assertEqual(f.read(), b"", "nothing written to stdout")
        self.assertEqual(r.returncode, 1)
        self.assertIn("daybands render", r.stderr.decode())

    def test_stdout_redirected_in_a_terminal(self):
        """`daybands > file` typed in a terminal: stdin is the tty, stdout not."""
        with tempfile.NamedTemporaryFile() as out:
            p = CommandPane(f"env {assignments()} {shlex.quote(e2e.BIN)} > {out.name}; echo EXIT=$?; exec sleep 100000")
            self.addCleanup(p.close)
            s = p.wait(lambda s: "EXIT=" in s.text, "the program to exit")
            self.check_refusal(s.text, None)
            self.assertEqual(open(out.name, "rb").read(), b"", "nothing written to the redirected stdout")
        self.assertEqual(p.flags("alternate_on")["alternate_on"], "0")

    def test_input_closed_without_a_hangup(self):
        """The terminal goes away without SIGHUP (no controlling tty): reads
        fail at once; the viewer must quit, not spin."""
        master, slave = os.openpty()
        env = dict(os.environ, TZ="UTC", TERM="xterm-256color", LANG="C.UTF-8")
        p = subprocess.Popen([e2e.BIN], stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True)
        os.close(slave)
        # Wait for the first frame (its status line), so the terminal goes away
        # from under a running viewer, not one still starting.
        seen, deadline = b"", time.monotonic() + e2e.WAIT
        while b"quit" not in seen and time.monotonic() < deadline and p.poll() is None:
            ready, _, _ = select.select([master], [], [], 0.1)
            if ready:
                try:
                    seen += os.read(master, 65536)
                except OSError:
                    break
        self.assertIn(b"quit", seen, "the viewer drew its first frame")
        os.close(master)
        try:
            self.assertEqual(p.wait(timeout=5), 0)
        finally:
            if p.poll() is None:
                p.kill()

    def test_dumb_and_unknown_terms(self):
        for term in ("dumb", "nonexistent-term"):
            with self.subTest(term=term):
                p = Pane(env={"TERM": term}, ready=None)
                self.addCleanup(p.close)
                s = p.wait(lambda s: "EXIT=" in s.text, f"the program to exit under TERM={term}")
                self.check_refusal(s.text, term)
                self.assertNotIn("\x1b[?1049h", s.raw)
                self.assertEqual(p.flags("alternate_on")["alternate_on"], "0")


# --------------------------------------------------------------------------
# 5. locales


class R05Locale(Case):
    def test_c_locale_is_ascii_and_readable(self):
        p = self.open(env={"LANG": "C", "LC_ALL": "C"}, ready="day 31 of 31")
        s = p.wait(lambda s: "23:55" in s.text and "mg/dL" in s.text, "the chart in the C locale")
        non_ascii = sorted({ch for ch in s.text if ord(ch) > 126})
        self.assertEqual(non_ascii, [], f"non-ASCII characters on screen:\n{s.text}")
        self.assertIn("Sat 2026-10-31", s.header)
        self.assertRegex(s.text, r"23:55 +\d+ mg/dL", "the callout reads")
        p.keys("Left")
        p.wait(lambda s: "+- 23:00 -" in s.text, "the keys work in the C locale")

    def test_utf8_uses_block_elements(self):
        p = self.open()
        s = p.opened()
        self.assertTrue(set(s.text) & set("▄█"), "block elements under UTF-8")


# --------------------------------------------------------------------------
# 6. colours


class R06Colours(Case):
    def plot(self, s):
        """The plot area's cells: below the header, above the hour labels,
        right of the y axis, outside the callout."""
        box = s.box("live")
        left = min(r.find("┤") for r in s.rows[1:-2] if "┤" in r) + 1
        return [s.cells[y][x] for y in range(1, s.height - 3) for x in range(left, s.width)
                if not (box and box.contains(y, x))]

    def colours(self, cells):
        return {attrs[c] for ch, attrs in cells for c in (0, 1) if ch != " " and attrs[c] is not None} | \
               {attrs[1] for ch, attrs in cells if attrs[1] is not None}

    def check_colour(self, env, max_colour):
        p = self.open(env=env)
        s = p.wait_hour("23:55")  # no key: End is not in every terminfo entry
        found = self.colours(self.plot(s))
        self.assertGreaterEqual(len(found), 3, f"{env}: distinct colours in the plot: {found}")
        if max_colour is not None:
            self.assertTrue(all(isinstance(c, int) and c <= max_colour for c in found), f"{env}: {found}")

    def check_mono(self, env):
        p = self.open(env=env)
        s = p.wait_hour("23:55")
        cells = self.plot(s)
        self.assertEqual(self.colours(cells), set(), f"{env}: no colour in monochrome")
        shades = {ch for ch, _ in cells} & set("░▒▓█")
        self.assertGreaterEqual(len(shades), 3, f"{env}: distinct shades in the plot: {shades}\n{s.text}")

    def test_256_colours(self):
        self.check_colour({"TERM": "xterm-256color"}, 255)

    def test_8_colours(self):
        self.check_colour({"TERM": "xterm"}, 7)

    def test_vt100_is_monochrome_with_shades(self):
        self.check_mono({"TERM": "vt100"})

    def test_no_color_is_monochrome_with_shades(self):
        self.check_mono({"NO_COLOR": "1"})


# --------------------------------------------------------------------------
# 7. input


class R07Input(Case):
    def test_esc_clears_the_pin_at_once(self):
        p = self.open()
        p.opened()
        timings = []
        for _ in range(3):
            p.keys("Enter")
            p.wait(lambda s: s.pin_hour == "23:00", "the pin")
            start = time.monotonic()
            p.keys("Escape")
            while p.capture().pin_hour is not None:
                self.assertLess(time.monotonic() - start, 2, "Esc never cleared the pin")
            timings.append(time.monotonic() - start)
        self.assertLess(min(timings), 0.2, f"Esc to pin cleared, seconds: {timings}")

    def test_no_mouse(self):
        p = self.open("--no-mouse")
        p.opened()
        flags = p.flags("mouse_any_flag", "mouse_standard_flag", "mouse_button_flag", "mouse_sgr_flag", "mouse_utf8_flag")
        self.assertEqual(set(flags.values()), {"0"}, f"--no-mouse enables no mouse reporting: {flags}")
        with_mouse = self.open()
        with_mouse.opened()
        flags = with_mouse.flags("mouse_any_flag", "mouse_standard_flag", "mouse_button_flag")
        self.assertIn("1", flags.values(), f"without --no-mouse the mouse is on: {flags}")


# --------------------------------------------------------------------------


# --------------------------------------------------------------------------
# 11. every signal whose default action ends the process


class R11Signals(RestoreCase):
    """Beyond R01's SIGINT, SIGTERM, SIGHUP, SIGSEGV and SIGABRT: each signal
    that would end the process restores the terminal first, then ends it
    with the signal's own status. (Was: SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU,
    SIGPIPE, SIGSYS left the alternate screen, a hidden cursor and mouse
    reporting on.)"""
    SIGNALS = [signal.SIGUSR1, signal.SIGUSR2, signal.SIGALRM, signal.SIGXCPU, signal.SIGVTALRM,
               signal.SIGPROF, signal.SIGPIPE, signal.SIGSYS, signal.SIGTRAP, signal.SIGILL, signal.SIGBUS,
               signal.SIGFPE, signal.SIGQUIT, signal.SIGIO, signal.SIGPWR, signal.SIGSTKFLT,
               signal.SIGRTMIN, signal.SIGRTMIN + 5, signal.SIGRTMAX]

    def test_every_terminating_signal(self):
        for sig in self.SIGNALS:
            name = sig.name if isinstance(sig, signal.Signals) else f"SIGRT{int(sig)}"
            with self.subTest(signal=name):
                self.check_stty(self.exit_and_check(self.signal_viewer(sig), 128 + int(sig)))

    def test_sigxfsz_is_ignored(self):
        """SIGXFSZ is ignored (a write past `ulimit -f` fails with EFBIG and is
        said): the viewer goes on after it and `q` exits 0."""
        def signal_then_quit(p):
            self.signal_viewer(signal.SIGXFSZ)(p)
            p.keys("q")
        self.check_stty(self.exit_and_check(signal_then_quit, 0))

    def test_a_real_trap_after_startup(self):
        """A real Swift trap (`fatalError`, DAYBANDS_TEST_TRAP, debug builds
        only) at the first key: SIGILL on x86-64, SIGTRAP on arm64."""
        p = self.exit_and_check(lambda p: p.keys("l"), (128 + signal.SIGILL, 128 + signal.SIGTRAP),
                                env={"DAYBANDS_TEST_TRAP": "1"})
        self.check_stty(p)
        # Swift's message, written to stderr while the screen was the
        # viewer's, is shown once the terminal is back (not lost with it).
        text = p.capture().text
        self.assertIn("Fatal error: DAYBANDS_TEST_TRAP: a trap after start-up, as asked", " ".join(text.split()))
        self.assertLess(text.index("BEFORE-THE-VIEWER"), text.index("Fatal error"))


# --------------------------------------------------------------------------
# 12. inputs that are not regular files, and a CRLF config file


FIXTURES = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "DayBandsTests", "Fixtures"))
PLAIN = os.path.join(FIXTURES, "plain.csv")
RENDER = ["render", "--size", "80x20", "--color", "never"]


class R12Inputs(Case):
    def shell(self, command, stdin=subprocess.DEVNULL, env=None, timeout=30):
        e = base_env()
        e.update(env or {})
        return subprocess.run(["bash", "-c", command], stdin=stdin, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, env=e, timeout=timeout)

    def expected(self):
        r = run_program([*RENDER, PLAIN])
        self.assertEqual(r.returncode, 0, r.stderr)
        return self.chart(r.stdout)

    @staticmethod
    def chart(out):
        """The screen without the header's source name (the file's own name,
        which differs with the way in: `plain.csv`, `standard input`, `fifo`)."""
        header, _, rest = out.partition(b"\n")
        return re.sub(rb"(mg/dL) .*? +(max )", rb"\1 \2", header) + b"\n" + rest

    def test_standard_input_pipes_and_process_substitution(self):
        want = self.expected()
        bin_ = shlex.quote(e2e.BIN)
        args = shlex.join(RENDER)
        for command in (f"{bin_} {args} - < {shlex.quote(PLAIN)}",
                        f"cat {shlex.quote(PLAIN)} | {bin_} {args} -",
                        f"cat {shlex.quote(PLAIN)} | {bin_} {args} /dev/stdin",
                        f"{bin_} {args} <(cat {shlex.quote(PLAIN)})"):
            with self.subTest(command=command):
                r = self.shell(command)
                self.assertEqual(r.returncode, 0, r.stderr.decode())
                self.assertEqual(self.chart(r.stdout), want)

    def test_a_bad_row_on_standard_input_is_named(self):
        r = self.shell(f"printf 'timestamp,glucose\\n2026-10-01T08:00:00Z,abc\\n2026-10-01T08:05:00Z,120\\n' "
                       f"| {shlex.quote(e2e.BIN)} stats -")
        self.assertEqual(r.returncode, 0, r.stderr.decode())
        self.assertIn("1 row skipped in standard input: first at line 2: expected a glucose number, found 'abc'",
                      r.stderr.decode())

    def test_fifos(self):
        with tempfile.TemporaryDirectory() as directory:
            fifo = os.path.join(directory, "fifo")
            os.mkfifo(fifo)
            # A writer that comes a second later.
            r = self.shell(f"(sleep 1; cat {shlex.quote(PLAIN)} > {fifo}) & {shlex.quote(e2e.BIN)} {shlex.join(RENDER)} {fifo}")
            self.assertEqual(r.returncode, 0, r.stderr.decode())
            self.assertEqual(self.chart(r.stdout), self.expected())
            # No writer at all: a clear message after 10 s, not a wait for ever.
            started = time.monotonic()
            r = run_program(["stats", fifo], timeout=30)
            self.assertEqual(r.returncode, 1)
            self.assertEqual(r.stderr.decode(),
                             f"daybands: {fifo}: nothing was written to this FIFO within 10 s; expected a writer\n")
            self.assertLess(time.monotonic() - started, 15)

    def test_endless_and_empty_devices(self):
        r = run_program(["stats", "/dev/zero"], timeout=60)
        self.assertEqual(r.returncode, 1)
        self.assertIn("/dev/zero: more than 256 MiB from a stream; save it to a file and open that", r.stderr.decode())
        r = run_program(["stats", "-"])
        self.assertEqual(r.returncode, 1)
        self.assertIn("standard input: empty file", r.stderr.decode())

    def test_standard_input_a_terminal(self):
        p = CommandPane(f"env {assignments()} {shlex.quote(e2e.BIN)} stats -; echo EXIT=$?; exec sleep 100000")
        self.addCleanup(p.close)
        s = p.wait(lambda s: "EXIT=" in s.text, "the program to exit")
        self.assertIn("standard input: is a terminal; expected data", " ".join(s.text.split()))
        self.assertIn("EXIT=1", s.text)

    def prompt(self):
        """An interactive shell, once the sample viewer it starts has quit."""
        p = ShellPane()
        self.addCleanup(p.close)
        p.wait(lambda s: "day 31" in s.text, "the sample viewer")
        p.keys("q")
        p.wait(lambda s: "EXIT=0" in s.text, "the sample viewer to quit")
        return p

    def test_the_viewer_reads_process_substitution(self):
        p = self.prompt()
        p.command(f"{shlex.quote(e2e.BIN)} <(cat {shlex.quote(PLAIN)}); echo EXIT=$?")
        s = p.wait(lambda s: "2026-10-01" in s.text and "day 1 of 1" in s.text, "the viewer on the piped file")
        p.keys("q")
        p.wait(lambda s: s.text.count("EXIT=0") == 2, "the viewer to quit")

    def test_the_viewer_reads_data_from_a_pipe_and_keys_from_the_terminal(self):
        """`cat FILE | daybands -`: the data on standard input, the keys from
        the controlling terminal (/dev/tty)."""
        p = self.prompt()
        p.command(f"clear; cat {shlex.quote(PLAIN)} | {shlex.quote(e2e.BIN)} -; echo EXIT=$?")
        p.wait(lambda s: "day 1 of 1" in s.text and "│ 08:10  131 mg/dL" in s.text, "the viewer on standard input")
        p.keys("Left")
        p.wait(lambda s: "┌─ 08:00" in s.text, "a key read from the terminal")
        p.keys("q")
        p.wait(lambda s: "EXIT=0" in s.text and "day 1 of 1" not in s.text, "the viewer to quit")
        self.assertEqual(restored_flags(p), RESTORED)

    def test_crlf_and_cr_config_files(self):
        for ending in ("\r\n", "\r"):
            with self.subTest(ending=repr(ending)), tempfile.TemporaryDirectory() as home:
                os.makedirs(os.path.join(home, "daybands"))
                with open(os.path.join(home, "daybands", "config"), "w", newline="") as f:
                    f.write(ending.join(["# from Windows", "unit = mmol", "color = never", ""]))
                r = run_program(["render", "--size", "80x20", PLAIN], env={"XDG_CONFIG_HOME": home})
                self.assertEqual(r.returncode, 0, r.stderr.decode())
                out = r.stdout.decode()
                self.assertIn("mmol/L", out)
                self.assertNotIn("\x1b", out, "color = never was read")


# --------------------------------------------------------------------------
# 8. output that cannot be written


class R08Output(Case):
    COMMANDS = (["render", "--size", "100x30", "--color", "never"], ["stats"], ["--help"], ["--version"])

    def check_one_line(self, r, words):
        err = r.stderr.decode(errors="replace")
        self.assertEqual(r.returncode, 1, err)
        self.assertEqual(err.count("\n"), 1, f"one line:\n{err}")
        self.assertIn(f"daybands: cannot write to standard output: {words}", err)

    def shell(self, command):
        return subprocess.run(["sh", "-c", command], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, env=base_env(), timeout=20)

    def test_closed_stdout(self):
        for args in self.COMMANDS:
            with self.subTest(args=args):
                self.check_one_line(self.shell(f"exec {shlex.quote(e2e.BIN)} {shlex.join(args)} >&-"),
                                    "Bad file descriptor")

    def test_full_disk(self):
        for args in self.COMMANDS:
            with self.subTest(args=args):
                self.check_one_line(self.shell(f"exec {shlex.quote(e2e.BIN)} {shlex.join(args)} > /dev/full"),
                                    "No space left on device")

    def reader_gone(self, args, ignore_sigpipe):
        """stdout a pipe whose reader has already gone (`| head` after it quit)."""
        read_end, write_end = os.pipe()
        os.close(read_end)
        trap = "trap '' PIPE; " if ignore_sigpipe else ""
        try:
            return subprocess.run(["sh", "-c", f"{trap}exec {shlex.quote(e2e.BIN)} {shlex.join(args)}"],
                                  stdin=subprocess.DEVNULL, stdout=write_end, stderr=subprocess.PIPE,
                                  env=base_env(), timeout=20)
        finally:
            os.close(write_end)

    def test_broken_pipe_with_sigpipe_ignored(self):
        for args in self.COMMANDS:
            with self.subTest(args=args):
                self.check_one_line(self.reader_gone(args, ignore_sigpipe=True), "Broken pipe")

    def test_broken_pipe_ends_with_sigpipe(self):
        """SIGPIPE at its default: the Unix-usual death by SIGPIPE (141 in a shell), silently."""
        for args in self.COMMANDS:
            with self.subTest(args=args):
                r = self.reader_gone(args, ignore_sigpipe=False)
                self.assertEqual(r.returncode, -signal.SIGPIPE, r.stderr.decode(errors="replace"))
                self.assertEqual(r.stderr, b"")

    def test_closed_stderr_too(self):
        """Nothing can be told, and still no crash: exit 1."""
        r = self.shell(f"{shlex.quote(e2e.BIN)} render >&- 2>&-; echo EXIT=$?")
        self.assertIn("EXIT=1", r.stdout.decode())


# --------------------------------------------------------------------------
# 9. secrets never reach any output


SECRET = "tok-5ecret-9f8e7d6c"


class R09Secrets(Case):
    def run_with_secret(self, args, env=None, want=(1, 2)):
        r = run_program(args, env=env, timeout=30)
        out = r.stdout + r.stderr
        for shown in (SECRET, SECRET[:10], SECRET[-8:]):
            self.assertNotIn(shown.encode(), out, f"{args}: {out.decode(errors='replace')}")
        self.assertIn(r.returncode, want, r.stderr.decode(errors="replace"))
        self.assertTrue(r.stderr.startswith(b"daybands: "), r.stderr)
        return r.stderr.decode()

    def test_every_usage_error(self):
        s = SECRET
        cases = [
            ["--token=" + s], ["--tokn=" + s], ["render", "--token=" + s], ["--token", s],
            ["--token", s, "--follow"], ["render", "--token", s, "--nightscout", "http://h", "--follow"],
            ["--nightscout", f"http://h/?token={s}", "file.csv"], ["--nightscout", f"ftp://h/?token={s}"],
            ["--nightscout", f"h?token={s}"], ["--nightscout", f"http://u:{s}@/"],
            ["--token", s, "--day", s], ["--token", s, "--days", s], ["--token", s, "--tz", s],
            ["--token", s, "--unit", s], ["--token", s, "--bands", s], ["--token", s, "render", "--size", s],
            ["--token", s, "--color", s], ["--token", s, "render", "--at", s], ["--token", s, "render", "--pin", s],
            ["--token", s, "--date-format", s], ["--token", s, "--from", s], ["--token", s, "stats", "--json", "--to", s],
            ["--day", f"token={s}"], ["--tz", f"http://me:{s}@host/"], ["--nightscout"],
            ["--token", s, "--at", "08:00"], ["--token", s, "--json"],
            ["stats", "--token", s, "--day", "2026-10-01", "--from", "2026-10-01"],
            ["stats", "--token", s, "--from", "2026-10-02", "--to", "2026-10-01"],
            ["--token", s, "--days", "3", "--from", "2026-10-01"],
            ["render", "--follow", "--nightscout", f"http://h/?token={s}"],
            ["--token", s, "--unit", "mmol", "--bands", "60,75,100,200,300,420"],
            ["--token", s, "--bands", "60,75,100,200,300"],
        ]
        for args in cases:
            with self.subTest(args=args):
                self.run_with_secret(args, want=(2,))

    def test_secrets_in_the_environment_and_config(self):
        with tempfile.TemporaryDirectory() as home:
            os.makedirs(os.path.join(home, "daybands"))
            with open(os.path.join(home, "daybands", "config"), "w") as f:
                f.write(f"color = {SECRET}\n")
            for variable in ("NIGHTSCOUT_TOKEN", "NIGHTSCOUT_API_SECRET"):
                with self.subTest(variable=variable):
                    err = self.run_with_secret(["render"], env={variable: SECRET, "XDG_CONFIG_HOME": home}, want=(2,))
                    self.assertIn("config:1:", err)

    def test_data_errors(self):
        s = SECRET
        cases = [
            ([f"http://me:{s}@ns.example.org/?token={s}"], None),
            ([s + ".csv"], {"NIGHTSCOUT_TOKEN": s}),
            (["render", "--", s], {"NIGHTSCOUT_API_SECRET": s}),
            (["render", "--nightscout", f"http://127.0.0.1:9/?token={s}"], None),
            (["render", "--nightscout", f"http://me:{s}@127.0.0.1:9/"], None),
            (["stats", "--nightscout", "http://127.0.0.1:9/"], {"NIGHTSCOUT_API_SECRET": s}),
        ]
        for args, env in cases:
            with self.subTest(args=args):
                self.run_with_secret(args, env=env, want=(1,))


# --------------------------------------------------------------------------
# 10. hostile text in data files


class R10HostileMessages(Case):
    ATTACK = "\x1b]0;owned\x07\x1b[2J"

    def test_a_hostile_field_deep_in_a_file(self):
        """An OSC title and a clear-screen in a field 2 MiB into a file, then
        900 KB of it: the warning shows it escaped, and short. With 20 MB of
        it the line is refused (over 1 MiB, issue 19), as shortly."""
        for digits, status, said in ((900_000, 0, "found '\\x1b]0;owned\\x07\\x1b[2J999"),
                                     (20_000_000, 1, ":90002: a line longer than 1 MiB")):
            with tempfile.NamedTemporaryFile("w", suffix=".csv") as f:
                f.write("timestamp,glucose\n")
                f.write("2026-10-01T08:00:00Z,120\n" * 90_000)
                f.write("2026-10-01T09:00:00Z," + self.ATTACK + "9" * digits + "\n")
                f.flush()
                r = run_program(["render", f.name, "--size", "80x20", "--color", "never"], timeout=60)
            err = r.stderr.decode()
            self.assertEqual(r.returncode, status, err[:500])
            self.assertNotIn("\x1b", err)
            self.assertNotIn("\x07", err)
            self.assertIn(said, err)
            self.assertLess(len(err), 400, err[:500])

    def test_hostile_command_line_values(self):
        r = run_program(["--tz", self.ATTACK + "x" * 100_000])
        err = r.stderr.decode()
        self.assertEqual(r.returncode, 2)
        self.assertNotIn("\x1b", err)
        self.assertIn("\\x1b]0;owned", err)
        self.assertLess(len(err), 300)


# --------------------------------------------------------------------------
# 13. a named output file: written as cp and sort -o write one, nothing destroyed


class R13OutputFile(Case):
    """`render --output X` / `report --output X` never replace what X is
    (docs/RELIABILITY.md, "Writing a named file"). Device nodes are the
    test's own copies when it runs as root, so a regression replaces a
    scratch file and never the system's /dev/null or /dev/full."""

    SVG = ["render", "--size", "100x30", "--day", "2026-10-12", "--format", "svg"]
    IS_ROOT = os.geteuid() == 0

    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="daybands-output-")
        os.chmod(self.folder, 0o755)

    def tearDown(self):
        subprocess.run(["rm", "-rf", self.folder], check=False)

    def path(self, name):
        return os.path.join(self.folder, name)

    def expected(self):
        r = run_program(self.SVG)
        self.assertEqual(r.returncode, 0, r.stderr)
        return r.stdout

    def write(self, target, command=None, runner=()):
        e = base_env()
        return subprocess.run([*runner, e2e.BIN, *(command or self.SVG), "--output", target], stdin=subprocess.DEVNULL,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=e, timeout=30)

    def check_refused(self, r, line):
        self.assertEqual((r.returncode, r.stdout), (1, b""), r.stderr)
        self.assertEqual(r.stderr.decode(), f"daybands: {line}\n")

    def device(self, system):
        """As root a node of the test's own made like `system`; else `system`."""
        if not self.IS_ROOT:
            return system
        path = self.path(os.path.basename(system))
        os.mknod(path, 0o666 | stat_module.S_IFCHR, os.stat(system).st_rdev)
        return path

    def test_a_fifos_reader_gets_every_byte(self):
        fifo = self.path("fifo")
        os.mkfifo(fifo)
        reader = subprocess.Popen(["cat", fifo], stdout=subprocess.PIPE)
        try:
            r = self.write(fifo)
            received, _ = reader.communicate(timeout=30)
        finally:
            reader.kill()
            reader.wait()
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(received, self.expected())
        self.assertTrue(stat_module.S_ISFIFO(os.lstat(fifo).st_mode), "the FIFO was replaced")

    def test_a_symlink_is_followed_and_stays_a_link(self):
        """Through `render` and `report`: both write through the one OutputFile."""
        with open(self.path("day.svg"), "w") as f:
            f.write("old")
        os.symlink("day.svg", self.path("link.svg"))
        for command in (self.SVG, ["report", "--format", "svg"]):
            with self.subTest(command=command[0]):
                r = self.write(self.path("link.svg"), command)
                self.assertEqual(r.returncode, 0, r.stderr)
                self.assertTrue(os.path.islink(self.path("link.svg")), "the link was replaced")
                with open(self.path("day.svg"), "rb") as f:
                    self.assertEqual(f.read(), run_program(command).stdout)
        self.assertEqual(sorted(os.listdir(self.folder)), ["day.svg", "link.svg"])

    def test_a_device_is_written_in_place(self):
        null = self.device("/dev/null")
        before = os.lstat(null)
        r = self.write(null)
        self.assertEqual((r.returncode, r.stderr), (0, b""))
        after = os.lstat(null)
        self.assertTrue(stat_module.S_ISCHR(after.st_mode), "the device node was replaced")
        self.assertEqual(after.st_ino, before.st_ino)

    def test_a_full_disk_is_one_line_and_exit_1(self):
        full = self.device("/dev/full")
        self.check_refused(self.write(full), f"cannot write '{full}': no space left on the device")
        self.assertTrue(stat_module.S_ISCHR(os.lstat(full).st_mode), "the device node was replaced")

    def test_a_directory_is_refused(self):
        self.check_refused(self.write(self.folder), f"cannot write '{self.folder}': is a directory")
        self.assertEqual(os.listdir(self.folder), [])

    def test_a_missing_folder_is_named(self):
        target = self.path("out/day.svg")
        self.check_refused(self.write(target), f"cannot write '{target}': no such folder '{self.path('out')}'")

    def test_a_file_with_two_names_stays_one_file(self):
        with open(self.path("a.svg"), "w") as f:
            f.write("old")
        os.link(self.path("a.svg"), self.path("b.svg"))
        r = self.write(self.path("a.svg"))
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(os.stat(self.path("a.svg")).st_ino, os.stat(self.path("b.svg")).st_ino)
        with open(self.path("b.svg"), "rb") as f:
            self.assertEqual(f.read(), self.expected())

    def test_a_file_keeps_its_mode_and_owner(self):
        """Replaced whole (a new inode), as 0640 and, as root, of its owner."""
        day = self.path("day.svg")
        with open(day, "w") as f:
            f.write("old")
        os.chmod(day, 0o640)
        if self.IS_ROOT:
            os.chown(day, 65534, 65534)
        before = os.stat(day)
        r = self.write(day)
        self.assertEqual(r.returncode, 0, r.stderr)
        after = os.stat(day)
        self.assertNotEqual(after.st_ino, before.st_ino, "not replaced whole")
        self.assertEqual((oct(after.st_mode & 0o7777), after.st_uid, after.st_gid),
                         (oct(0o640), before.st_uid, before.st_gid))
        self.assertEqual(os.listdir(self.folder), ["day.svg"], "a temporary file was left")

    def as_another_user(self):
        """A runner and a copy of the binary another user may run: as root,
        nobody (setpriv); else this user, for whom a 0555 folder is shut."""
        if not self.IS_ROOT:
            return (), e2e.BIN
        copy = self.path("daybands")
        subprocess.run(["cp", e2e.BIN, copy], check=True)
        os.chmod(copy, 0o755)
        return ("setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"), copy

    def test_a_file_of_another_owner_keeps_it(self):
        """A user who cannot give the new file the old owner writes in place:
        as root, uid 65534 writes root's 0666 file in a 0777 folder."""
        runner, binary = self.as_another_user()
        open_folder = self.path("open")
        os.mkdir(open_folder)
        os.chmod(open_folder, 0o777)
        day = os.path.join(open_folder, "day.svg")
        with open(day, "w") as f:
            f.write("old")
        os.chmod(day, 0o666)
        before = os.stat(day)
        saved, e2e.BIN = e2e.BIN, binary
        try:
            r = self.write(day, runner=runner)
        finally:
            e2e.BIN = saved
        self.assertEqual(r.returncode, 0, r.stderr)
        after = os.stat(day)
        self.assertEqual((after.st_uid, after.st_gid, oct(after.st_mode & 0o7777)),
                         (before.st_uid, before.st_gid, oct(0o666)))
        with open(day, "rb") as f:
            self.assertEqual(f.read(), self.expected())
        self.assertEqual(os.listdir(open_folder), ["day.svg"], "a temporary file was left")

    def test_permission_denied_is_one_line(self):
        runner, binary = self.as_another_user()
        shut = self.path("shut")
        os.mkdir(shut, 0o555)
        os.chmod(shut, 0o555)
        saved, e2e.BIN = e2e.BIN, binary
        try:
            r = self.write(os.path.join(shut, "day.svg"), runner=runner)
        finally:
            e2e.BIN = saved
        self.check_refused(r, f"cannot write '{shut}/day.svg': permission denied to create a file in '{shut}'")


def main():
    argv = sys.argv[1:]
    if argv and (os.path.sep in argv[0] or os.path.exists(argv[0])):
        bin_path, argv = argv[0], argv[1:]
    else:
        bin_path = os.path.join(e2e.ROOT, ".build", "debug", "daybands")
    e2e.BIN = os.path.abspath(bin_path)
    if not os.access(e2e.BIN, os.X_OK):
        print(f"reliability.py: no executable at {e2e.BIN}", file=sys.stderr)
        print("0 passed, 1 failed")
        return 1
    module = sys.modules[__name__]
    loader = unittest.TestLoader()
    suite = loader.loadTestsFromNames(argv, module) if argv else loader.loadTestsFromModule(module)
    started = time.monotonic()
    try:
        e2e.kill_server()
        e2e.start_server()
    except (OSError, RuntimeError, subprocess.SubprocessError) as error:
        print(f"reliability.py: cannot start tmux: {error}", file=sys.stderr)
        print(f"0 passed, {suite.countTestCases()} failed")
        return 1
    try:
        result = unittest.TextTestRunner(stream=sys.stdout, verbosity=2).run(suite)
    finally:
        e2e.kill_server()
    # A skipped test is a failed one: nothing here may quietly not run.
    failed = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses) + len(result.skipped)
    passed = result.testsRun - failed
    for test, reason in result.skipped:
        print(f"skipped, counted as failed: {test.id()}: {reason}")
    print(f"reliability run time {time.monotonic() - started:.1f}s")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
