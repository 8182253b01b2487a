#!/usr/bin/env python3
"""Install tests: `make install` into a temporary DESTDIR, the man page, the
bash, zsh and fish completions (made from the program's table of options, as
`daybands completions SHELL` prints them), and that none of them drifts from `--help`.

usage: python3 Tests/Install/test_install.py [PATH-TO-daybands] [unittest test names...]

The binary given is the one installed (make's INSTALL_BIN), so the tests need
no release build. Needs make, groff, bash, zsh and fish (`make test-deps`).
"""

import atexit
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BIN = None  # set by suite.main()

EXPECTED = {
    "bin/daybands": 0o755,
    "share/man/man1/daybands.1": 0o644,
    "share/bash-completion/completions/daybands": 0o644,
    "share/zsh/site-functions/_daybands": 0o644,
    "share/fish/vendor_completions.d/daybands.fish": 0o644,
}
MAN_PAGE = os.path.join(ROOT, "Install/man/daybands.1")
BASH = os.path.join(ROOT, "Install/completions/daybands.bash")
ZSH = os.path.join(ROOT, "Install/completions/_daybands")
FISH = os.path.join(ROOT, "Install/completions/daybands.fish")
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
OCTOBER = [f"2026-10-{day:02d}" for day in range(1, 32)]  # the sample's days
PLAIN_CSV = os.path.join(ROOT, "Tests/DayBandsTests/Fixtures/plain.csv")
ADD = "options `daybands --help` lists that {} does not offer: add them there"


def run(args, **kwargs):
    return subprocess.run(args, capture_output=True, text=True, timeout=60, **kwargs)


def files_under(root):
    """Every file below root, as paths relative to it, with its mode."""
    found = {}
    for folder, _, names in os.walk(root):
        for name in names:
            path = os.path.join(folder, name)
            found[os.path.relpath(path, root)] = os.stat(path).st_mode & 0o777
    return found


def make(target, destdir, prefix=None):
    args = ["make", "-s", "-C", ROOT, target, f"DESTDIR={destdir}", f"INSTALL_BIN={BIN}"]
    if prefix is not None:
        args.append(f"PREFIX={prefix}")
    return run(args)


def help_text():
    result = run([BIN, "--help"])
    assert result.returncode == 0, result.stderr
    return result.stdout


def help_options():
    """Every option `daybands --help` names."""
    return set(re.findall(r"(?<![\w-])(--?[a-z][a-z-]*)", help_text())) - {"-"}


def help_commands():
    """The commands listed under `commands:` in `daybands --help`."""
    section = help_text().split("commands:", 1)[1].split("\n\n", 1)[0]
    return set(re.findall(r"^  (\w+) ", section, re.M))


def unknown_to_program(options):
    """The options the program's parser rejects as unknown (aliases such as
    -h and --colour are known though --help does not list them)."""
    unknown = set()
    for option in options:
        result = run([BIN, option, "x", "--help"])
        if "unknown option" in result.stderr:
            unknown.add(option)
    return unknown


# Completions run in an empty folder of their own, so the files of a shared
# /tmp are never offered beside the values under test.
EMPTY_DIR = tempfile.mkdtemp(prefix="daybands-completion-")
atexit.register(shutil.rmtree, EMPTY_DIR, ignore_errors=True)


def bash_complete(words, script=BASH):
    """What the bash completion offers for the last word of `words`."""
    program = (
        f"source {script}\n"
        f"COMP_WORDS=({' '.join(repr(w) for w in words)}); COMP_CWORD={len(words) - 1}\n"
        "_daybands\n"
        'printf "%s\\n" "${COMPREPLY[@]}"\n'
    )
    result = run(["bash", "--norc", "--noprofile", "-c", program], cwd=EMPTY_DIR, env=dict(os.environ, TZ="UTC"))
    assert result.returncode == 0, result.stderr
    return [line for line in result.stdout.splitlines() if line]


def fish_complete(line):
    result = run(["fish", "--no-config", "-c", f"source {FISH}; complete -C {line!r}"],
                 cwd=EMPTY_DIR, env=dict(os.environ, TZ="UTC"))
    assert result.returncode == 0, result.stderr
    return [entry.split("\t")[0] for entry in result.stdout.splitlines()]


class InstallTests(unittest.TestCase):
    def test_install_puts_exactly_the_expected_files_under_destdir_and_prefix(self):
        with tempfile.TemporaryDirectory() as destdir:
            result = make("install", destdir, prefix="/opt/db")
            self.assertEqual(result.returncode, 0, result.stderr)
            self.assertEqual(files_under(destdir), {f"opt/db/{path}": mode for path, mode in EXPECTED.items()})
            installed = run([os.path.join(destdir, "opt/db/bin/daybands"), "--version"])
            self.assertEqual(installed.stdout.strip(), "daybands 0.1.0")
            # Installed stripped, as a packaged tool is: no symbol table, no debug sections.
            sections = run(["readelf", "-S", "-W", os.path.join(destdir, "opt/db/bin/daybands")]).stdout
            self.assertNotIn(".symtab", sections)
            self.assertNotIn(".debug_info", sections)
            with open(os.path.join(destdir, "opt/db/share/man/man1/daybands.1")) as copy, open(MAN_PAGE) as source:
                self.assertEqual(copy.read(), source.read())

    def test_prefix_defaults_to_usr_local(self):
        with tempfile.TemporaryDirectory() as destdir:
            result = make("install", destdir)
            self.assertEqual(result.returncode, 0, result.stderr)
            self.assertEqual(set(files_under(destdir)), {f"usr/local/{path}" for path in EXPECTED})

    def test_uninstall_removes_every_installed_file_and_nothing_else(self):
        with tempfile.TemporaryDirectory() as destdir:
            self.assertEqual(make("install", destdir, prefix="/usr").returncode, 0)
            other = os.path.join(destdir, "usr/bin/other-tool")
            open(other, "w").close()
            result = make("uninstall", destdir, prefix="/usr")
            self.assertEqual(result.returncode, 0, result.stderr)
            self.assertEqual(files_under(destdir), {"usr/bin/other-tool": 0o644 & ~current_umask()})

    def test_the_installed_man_page_renders_without_warnings(self):
        with tempfile.TemporaryDirectory() as destdir:
            self.assertEqual(make("install", destdir, prefix="/usr").returncode, 0)
            page = os.path.join(destdir, "usr/share/man/man1/daybands.1")
            result = run(["groff", "-ww", "-man", "-z", page])
            self.assertEqual((result.returncode, result.stderr), (0, ""))
            text = run(["groff", "-man", "-Tutf8", "-P-cbou", page]).stdout
            for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "KEYS",
                            "FILES", "ENVIRONMENT", "EXIT STATUS", "EXAMPLES"]:
                self.assertRegex(text, rf"(?m)^{section}$")

    def test_the_man_page_checker_does_catch_a_broken_page(self):
        # Guards the test above: groff -ww must complain about a bad request.
        with tempfile.NamedTemporaryFile("w", suffix=".1") as broken:
            broken.write(".TH X 1\n.SH NAME\n.BOGUS request\n\\fZ\n")
            broken.flush()
            self.assertNotEqual(run(["groff", "-ww", "-man", "-z", broken.name]).stderr, "")


class DriftTests(unittest.TestCase):
    """Every option and command `--help` lists is in the man page and every
    completion, and the completions offer nothing `--help` does not know."""

    def test_help_lists_the_options_this_test_expects_to_find(self):
        options = help_options()
        self.assertIn("--day", options)
        self.assertIn("--color-map", options)
        self.assertIn("--help", options)
        self.assertEqual(unknown_to_program(["--no-such-option"]), {"--no-such-option"})
        self.assertEqual(help_commands(), {"view", "render", "report", "stats", "patterns", "import", "sync", "archive", "status", "completions"})

    def test_the_completion_files_are_what_the_program_prints(self):
        # The table of options makes them (OptionTableTests); the command says the same.
        for shell, path in (("bash", BASH), ("zsh", ZSH), ("fish", FISH)):
            result = run([BIN, "completions", shell])
            self.assertEqual(result.returncode, 0, result.stderr)
            with open(path) as script:
                self.assertEqual(result.stdout, script.read(), f"{path}: RECORD_GENERATED=1 swift test --filter OptionTableTests")
        wrong = run([BIN, "completions", "tcsh"])
        self.assertEqual(wrong.returncode, 2)
        self.assertIn("'daybands completions' takes bash, zsh or fish", wrong.stderr)

    def test_every_help_option_is_in_the_man_page(self):
        with open(MAN_PAGE) as page:
            lines = page.read().splitlines()
        # An option is described when it is the tag of a .TP/.TQ paragraph.
        tags = [line for previous, line in zip(lines, lines[1:]) if previous in (".TP", ".TQ")]
        described = {o.replace("\\-", "-") for tag in tags for o in re.findall(r"(?:\\-)+[a-z][a-z\\-]*", tag)}
        self.assertEqual(help_options() - described, set(), ADD.format("Install/man/daybands.1 (a .TP tag)"))
        self.assertEqual(unknown_to_program(described - help_options()), set())
        for command in help_commands():
            self.assertIn(f".B {command}", tags)

    def test_every_help_option_and_command_is_in_the_bash_completion(self):
        offered = set(bash_complete(["daybands", "-"]))
        self.assertEqual(help_options() - offered, set(), ADD.format(BASH))
        self.assertEqual(unknown_to_program(offered - help_options() - {"--"}), set())
        commands = set(bash_complete(["daybands", ""])) & (help_commands() | {"help"})
        self.assertEqual(commands, help_commands() | {"help"})

    def test_every_help_option_and_command_is_in_the_zsh_completion(self):
        with open(ZSH) as script:
            text = script.read()
        offered = set(re.findall(r"'(?:\([^)]*\))?(--?[a-z][a-z-]*)\[", text))
        self.assertEqual(help_options() - offered, set(), ADD.format(ZSH))
        self.assertEqual(unknown_to_program(offered - help_options()), set())
        for command in help_commands():
            self.assertIn(f"'{command}:", text)

    def test_every_help_option_and_command_is_in_the_fish_completion(self):
        offered = set(fish_complete("daybands -"))
        self.assertEqual(help_options() - offered, set(), ADD.format(FISH))
        self.assertEqual(unknown_to_program(offered - help_options()), set())
        self.assertTrue(help_commands() <= set(fish_complete("daybands ")))


class CompletionTests(unittest.TestCase):
    def test_the_installed_bash_completion_loads(self):
        with tempfile.TemporaryDirectory() as destdir:
            self.assertEqual(make("install", destdir, prefix="/usr").returncode, 0)
            script = os.path.join(destdir, "usr/share/bash-completion/completions/daybands")
            result = run(["bash", "--norc", "--noprofile", "-c", f"source {script} && complete -p daybands"])
            self.assertEqual(result.returncode, 0, result.stderr)
            self.assertRegex(result.stdout, r"^complete .*-F _daybands daybands$")
            self.assertEqual(bash_complete(["daybands", "--unit", "m"], script=script), ["mgdl", "mmol"])

    def test_bash_completes_values(self):
        self.assertIn("Europe/Berlin", bash_complete(["daybands", "--tz", "Europe/Be"]))
        self.assertNotIn("posix/Europe/Berlin", bash_complete(["daybands", "--tz", "posix/"]))
        dates = bash_complete(["daybands", "render", "--day", "2"])
        self.assertGreater(len(dates), 0)
        self.assertTrue(all(DATE.match(d) for d in dates), dates)
        self.assertEqual(bash_complete(["daybands", "--color", ""]), ["auto", "always", "never"])
        self.assertEqual(bash_complete(["daybands", "--date-format", "d"]), ["day-first"])
        self.assertEqual(bash_complete(["daybands", "render", "--format", ""]), ["text", "svg", "html", "png", "pdf"])
        self.assertEqual(bash_complete(["daybands", "--clock", ""]), ["12", "24"])
        self.assertEqual(bash_complete(["daybands", "--token", ""]), [])
        self.assertEqual(bash_complete(["daybands", "re"]), ["render", "report"])

    def test_dates_are_the_days_of_the_data_on_the_line(self):
        # The program itself says which days its data has: the sample's October,
        # or a file's own days, with the line's --tz; else recent dates.
        self.assertEqual(bash_complete([BIN, "render", "--day", ""]), OCTOBER)
        self.assertEqual(bash_complete([BIN, PLAIN_CSV, "--tz", "UTC", "--unit", "mmol", "--from", ""]), ["2026-10-01"])
        recent = bash_complete([BIN, "no-such-file.csv", "--to", ""])
        self.assertEqual(len(recent), 14)
        self.assertNotEqual(recent, OCTOBER[:14])
        self.assertEqual(len(bash_complete([BIN, "--nightscout", "http://127.0.0.1:9/", "--day", ""])), 14)
        self.assertEqual(fish_complete(f"{BIN} --day 2026-10-3"), ["2026-10-30", "2026-10-31"])
        program = (f"source {ZSH} 2>/dev/null; _describe() {{ print -l -- \"${{(@P)4}}\" }}; "
                   f"words=({BIN} {PLAIN_CSV} --tz UTC --to ''); CURRENT=6; _daybands_dates; "
                   f"words=({BIN} --from ''); CURRENT=3; _daybands_dates")
        result = run(["zsh", "-f", "-c", program], env=dict(os.environ, TZ="UTC"))
        self.assertEqual(result.stdout.split(), ["2026-10-01"] + OCTOBER, result.stderr)

    def test_every_zone_bash_offers_is_one_daybands_accepts(self):
        zones = bash_complete(["daybands", "--tz", "America/"])
        self.assertIn("America/New_York", zones)
        for zone in zones[:5] + zones[-5:]:
            result = run([BIN, "render", "--tz", zone, "--size", "60x20", "--color", "never"])
            self.assertEqual(result.returncode, 0, f"{zone}: {result.stderr}")

    def test_the_zsh_completion_parses_and_registers(self):
        self.assertEqual(run(["zsh", "-n", ZSH]).returncode, 0)
        folder = os.path.dirname(ZSH)
        with tempfile.TemporaryDirectory() as home:
            result = run(["zsh", "-f", "-c", f"fpath=({folder} $fpath); autoload -U compinit; "
                          f"compinit -u -d {home}/zcompdump; print -r -- $_comps[daybands]"])
        self.assertEqual(result.stdout.strip(), "_daybands", result.stderr)

    def test_fish_completes_values(self):
        self.assertEqual(run(["fish", "-n", FISH]).returncode, 0)
        self.assertIn("Europe/Berlin", fish_complete("daybands --tz Europe/Be"))
        self.assertEqual(fish_complete("daybands --unit "), ["mgdl", "mmol"])
        dates = fish_complete("daybands --from ")
        self.assertGreater(len(dates), 0)
        self.assertTrue(all(DATE.match(d) for d in dates), dates)


# A scratch machine for the dependency steps (Install/deps.sh): a PATH that
# holds only the stubs below, so none of the test tools is on it.
BUILD_PACKAGES = "libncurses-dev libyajl-dev libssl-dev libsqlite3-dev librsvg2-dev libcurl4-openssl-dev"
TEST_PACKAGES = "tmux zsh fish groff-base librsvg2-bin chromium poppler-utils python3-pexpect python3-pyte"
STUB_ID = '#!/bin/sh\necho "$STUB_UID"\n'
# Records every call; apt-cache knows a package unless STUB_APT_LACKS names it.
STUB_APT = '''#!/bin/sh
echo "${0##*/} $*" >> "$STUB_LOG"
case " $STUB_APT_LACKS " in *" $2 "*) [ "$1" = show ] && exit 100 ;; esac
exit 0
'''
# A python without pexpect and pyte (every import fails) that says it is
# externally managed when STUB_MANAGED=0, and whose venv is a logging stub.
STUB_PYTHON = '''#!/bin/sh
echo "python $*" >> "$STUB_LOG"
case "$1" in
  -m) [ "$2" = venv ] && /bin/mkdir -p "$3/bin" && /bin/cp "$0" "$3/bin/python"; exit 0 ;;
esac
case "$2" in *EXTERNALLY-MANAGED*) exit "$STUB_MANAGED" ;; esac
exit 1
'''


class DependencyTests(unittest.TestCase):
    """`make run` asks only for what building and running need; `make test`
    for the test tools too; as non-root one `sudo apt-get` line and nothing
    else; pip never into an externally managed interpreter."""

    def setUp(self):
        self.scratch = tempfile.mkdtemp(prefix="daybands-deps-")
        self.addCleanup(shutil.rmtree, self.scratch, ignore_errors=True)
        self.bin = os.path.join(self.scratch, "bin")
        os.mkdir(self.bin)
        for name, text in (("id", STUB_ID), ("apt-get", STUB_APT), ("apt-cache", STUB_APT), ("python3", STUB_PYTHON)):
            with open(os.path.join(self.bin, name), "w") as f:
                f.write(text)
            os.chmod(os.path.join(self.bin, name), 0o755)
        for tool in ("find", "sort"):  # the Makefile lists the fuzzers' sources with them
            os.symlink(shutil.which(tool), os.path.join(self.bin, tool))
        self.log = os.path.join(self.scratch, "log")
        open(self.log, "w").close()

    def deps(self, target, uid=1000, nothing_installed=False, **env):
        """`make TARGET` on the scratch machine: its result and the calls logged."""
        environment = {"PATH": self.bin, "STUB_UID": str(uid), "STUB_LOG": self.log, "STUB_MANAGED": "1",
                       "STUB_APT_LACKS": "", "DEPS_VENV": os.path.join(self.scratch, "venv"), **env}
        if nothing_installed:
            environment["DEPS_ROOT"] = os.path.join(self.scratch, "root")
        result = run([shutil.which("make"), "-s", "-C", ROOT, target, "PYTHONS=python3"], env=environment)
        with open(self.log) as f:
            return result, f.read().splitlines()

    def test_make_runs_step_asks_for_no_test_tool(self):
        """This machine built daybands, so its C libraries are there: nothing is asked."""
        result, calls = self.deps("deps")
        self.assertEqual((result.returncode, result.stdout), (0, ""), result.stderr)
        self.assertEqual(calls, [])

    def test_make_runs_step_on_a_bare_machine_asks_for_the_libraries_only(self):
        result, calls = self.deps("deps", nothing_installed=True)
        self.assertNotEqual(result.returncode, 0)
        self.assertEqual(result.stdout, f"missing Debian packages; run: sudo apt-get install -y {BUILD_PACKAGES}\n")
        self.assertEqual(calls, [], "as non-root nothing is installed, no pip")

    def test_make_tests_step_asks_for_the_test_tools(self):
        result, _ = self.deps("test-deps")
        self.assertNotEqual(result.returncode, 0)
        self.assertEqual(result.stdout, f"missing Debian packages; run: sudo apt-get install -y {TEST_PACKAGES}\n")

    def test_as_root_apt_installs_them(self):
        _, calls = self.deps("deps", uid=0, nothing_installed=True)
        self.assertIn(f"apt-get install -y -qq {BUILD_PACKAGES}", calls)
        self.assertFalse([c for c in calls if "tmux" in c or "python3-" in c], calls)
        open(self.log, "w").close()
        _, calls = self.deps("test-deps", uid=0)
        self.assertIn(f"apt-get install -y -qq {TEST_PACKAGES}", calls)
        self.assertFalse([c for c in calls if "pip" in c], calls)

    def test_pip_only_in_a_venv_when_the_interpreter_is_externally_managed(self):
        """apt has no python3-pyte: both modules come from pip, into a venv of ours."""
        result, calls = self.deps("test-deps", uid=0, STUB_APT_LACKS="python3-pyte", STUB_MANAGED="0")
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        venv = os.path.join(self.scratch, "venv")
        self.assertIn("apt-get install -y -qq tmux zsh fish groff-base librsvg2-bin chromium poppler-utils", calls)
        self.assertIn(f"python -m venv {venv}", calls)
        self.assertEqual([c for c in calls if "pip" in c], ["python -m pip install -q pexpect pyte"], calls)
        self.assertTrue(os.path.exists(os.path.join(venv, "bin", "python")))


def current_umask():
    mask = os.umask(0)
    os.umask(mask)
    return mask


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(HERE))
    import suite

    sys.exit(suite.main(sys.modules[__name__]))
