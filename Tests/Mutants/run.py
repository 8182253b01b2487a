#!/usr/bin/env python3
"""make mutants: is every listed rule guarded by a test that fails when it breaks?

Each mutation in mutations.txt is a one-line change of a rule in
docs/ARCHITECTURE.md ("Where each rule lives"). It is applied to a scratch copy
of the tree (never this one), which is built, and the mutation's test filter is
run: failing tests mean the mutation is caught, passing tests that it is missed.
A pattern found not exactly once is an error (the code moved: update the list),
as is a mutation that does not build or a baseline that fails unmutated.

Usage: Tests/Mutants/run.py [--list | --check] [ID ...]
--check only looks for every pattern in this tree, builds nothing and says
each one not found exactly once (`make test` runs it, so the list cannot rot).
The scratch copy is kept in $MUTANTS_DIR (default
/tmp/daybands-mutants-<uid>-<tree>, one per checkout) so later runs build
incrementally. Exit status 0 only when every mutation is caught.
"""
import filecmp
import hashlib
import os
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LIST = Path(__file__).resolve().with_name("mutations.txt")
COPIED = ["Package.swift", "Package.resolved", "Sources", "Modules", "Tests", "Fuzz"]  # tests read Fuzz/regressions
BUILD_TIMEOUT = 1200  # seconds per build; a hang is reported, not waited for forever
TEST_TIMEOUT = 600


@dataclass
class Mutation:
    id: str
    rule: str
    file: str
    find: str
    replace: str
    tests: str
    line: int
    occurrences: int = 1  # how often find is found; the last one is mutated  # of the block in mutations.txt, for messages


def parse(path: Path) -> list[Mutation]:
    """Blocks of `key: value` lines separated by blank lines; `#` lines are comments."""
    mutations, block, start = [], {}, 0
    lines = path.read_text().splitlines() + [""]
    for number, line in enumerate(lines, 1):
        if line.startswith("#"):
            continue
        if not line.strip():
            if block:
                missing = {"id", "rule", "file", "find", "replace", "tests"} - block.keys()
                if missing:
                    sys.exit(f"{path}:{start}: block lacks {', '.join(sorted(missing))}")
                if not block.get("occurrences", "1").isdigit() or int(block.get("occurrences", "1")) < 1:
                    sys.exit(f"{path}:{start}: occurrences must be a whole number from 1")
                block["occurrences"] = int(block.get("occurrences", "1"))
                mutations.append(Mutation(line=start, **block))
                block = {}
            continue
        key, sep, value = line.partition(": ")
        if not sep:
            key, sep, value = line.partition(":")
        if not sep or key not in {"id", "rule", "file", "find", "replace", "tests", "occurrences"}:
            sys.exit(f"{path}:{number}: expected 'key: value' (id, rule, file, find, replace, tests, occurrences)")
        if not block:
            start = number
        block[key] = value
    ids = [m.id for m in mutations]
    repeated = {i for i in ids if ids.count(i) > 1}
    if repeated:
        sys.exit(f"{path}: repeated ids: {', '.join(sorted(repeated))}")
    return mutations


def sync(source: Path, target: Path) -> None:
    """Makes target a copy of the tree's sources, leaving unchanged files alone
    (their times too, so the scratch build stays incremental)."""
    target.mkdir(parents=True, exist_ok=True)
    wanted = set()
    for name in COPIED:
        path = source / name
        if path.is_file():
            wanted.add(Path(name))
        elif path.is_dir():
            for file in path.rglob("*"):
                if file.is_file() and "__pycache__" not in file.parts:
                    wanted.add(file.relative_to(source))
    for relative in wanted:
        src, dst = source / relative, target / relative
        if not dst.exists() or not filecmp.cmp(src, dst, shallow=False):
            dst.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dst)
    for name in COPIED:
        path = target / name
        files = [path] if path.is_file() else (path.rglob("*") if path.is_dir() else [])
        for file in list(files):
            if file.is_file() and file.relative_to(target) not in wanted:
                file.unlink()


def run(command: list[str], cwd: Path, timeout: int) -> tuple[int, str]:
    try:
        done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=timeout)
        return done.returncode, done.stdout + done.stderr
    except subprocess.TimeoutExpired as expired:
        return -1, f"timed out after {timeout} s: {' '.join(command)}\n{expired.stdout or ''}"


def build(tree: Path) -> tuple[int, str]:
    return run(["swift", "build", "--build-tests"], tree, BUILD_TIMEOUT)


def test(tree: Path, filter: str) -> tuple[int, str]:
    return run(["swift", "test", "--skip-build", "--filter", filter], tree, TEST_TIMEOUT)


def ran_tests(output: str) -> bool:
    """Whether Swift Testing or XCTest ran at least one test (a filter matching
    nothing passes, which would hide a mutation)."""
    return "✔ Test " in output or "✘ Test " in output or "Test Case '" in output


def tail(output: str, lines: int = 15) -> str:
    return "\n".join("    " + line for line in output.strip().splitlines()[-lines:])


def pattern_errors(mutations: list[Mutation], tree: Path) -> list[str]:
    """One line for each mutation whose pattern is not found exactly once in tree."""
    errors = []
    for m in mutations:
        path = tree / m.file
        count = path.read_text().count(m.find) if path.is_file() else -1
        if count != m.occurrences:
            where = "file missing" if count < 0 else f"found {count} times"
            errors.append(f"{m.id}: pattern {m.find!r} in {m.file}: {where} (mutations.txt:{m.line}; the code moved?)")
    return errors


def main() -> int:
    args = sys.argv[1:]
    mutations = parse(LIST)
    if "--list" in args:
        for m in mutations:
            print(f"{m.id:28} {m.file}  [{m.tests}]\n{'':28} {m.rule}")
        return 0
    if "--check" in args:
        errors = pattern_errors(mutations, ROOT)
        for error in errors:
            print(f"ERROR {error}")
        print(f"mutations: {len(mutations) - len(errors)} of {len(mutations)} patterns found as listed")
        return 1 if errors else 0
    if args:
        unknown = set(args) - {m.id for m in mutations}
        if unknown:
            sys.exit(f"unknown mutation ids: {', '.join(sorted(unknown))}")
        mutations = [m for m in mutations if m.id in args]

    # One scratch copy per tree: two checkouts sharing one were copied over
    # each other mid-build ("modified during the build").
    tree = hashlib.sha256(str(ROOT).encode()).hexdigest()[:8]
    scratch = Path(os.environ.get("MUTANTS_DIR", f"/tmp/daybands-mutants-{os.getuid()}-{tree}"))
    if scratch.resolve() == ROOT or ROOT in scratch.resolve().parents:
        sys.exit(f"MUTANTS_DIR {scratch} must be outside the tree {ROOT}")
    began = time.monotonic()
    print(f"scratch copy: {scratch}")
    sync(ROOT, scratch)

    # Every pattern is looked for before anything is built, so a moved rule is
    # reported at once.
    errors = pattern_errors(mutations, scratch)
    for error in errors:
        print(f"ERROR {error}")

    status, output = build(scratch)
    if status != 0:
        print(f"ERROR the unmutated tree does not build:\n{tail(output)}")
        return 1
    for filter in sorted({m.tests for m in mutations}):
        status, output = test(scratch, filter)
        if status != 0 or not ran_tests(output):
            print(f"ERROR the unmutated tree fails or runs nothing for --filter '{filter}':\n{tail(output)}")
            return 1
    print(f"baseline built and its {len({m.tests for m in mutations})} filters pass "
          f"({time.monotonic() - began:.0f} s)")

    results = {"caught": [], "missed": [], "error": []}
    for m in mutations:
        if any(e.startswith(m.id + ":") for e in errors):
            results["error"].append(m.id)
            continue
        path = scratch / m.file
        original = path.read_text()
        started = time.monotonic()
        try:
            head, _, rest = original.rpartition(m.find)
            path.write_text(head + m.replace + rest)
            status, output = build(scratch)
            if status != 0:
                outcome, detail = "error", "does not build:\n" + tail(output)
            else:
                status, output = test(scratch, m.tests)
                if status != 0 and "unexpected signal" in output:
                    outcome, detail = "caught", "the tests trapped (a crash counts as caught)"
                elif not ran_tests(output):
                    outcome, detail = "error", f"--filter '{m.tests}' ran no tests"
                elif status != 0:
                    failed = [l.split("Test ", 1)[1].split("(")[0] for l in output.splitlines()
                              if l.startswith("✘ Test ") and " failed " in l and not l.startswith("✘ Test run ")]
                    outcome, detail = "caught", "by " + ", ".join(sorted(set(failed))[:4])
                else:
                    outcome, detail = "missed", f"--filter '{m.tests}' passes"
        finally:
            path.write_text(original)
        results[outcome].append(m.id)
        print(f"{outcome.upper():7} {m.id} ({time.monotonic() - started:.0f} s): {m.rule}\n        {detail}",
              flush=True)

    # Leave the scratch build matching the tree, so the next run starts warm.
    build(scratch)
    total = time.monotonic() - began
    print(f"\n{len(results['caught'])} caught, {len(results['missed'])} missed, "
          f"{len(results['error'])} errors of {len(mutations)} mutations in {total / 60:.1f} min")
    for kind in ("missed", "error"):
        if results[kind]:
            print(f"{kind}: {', '.join(results[kind])}")
    return 0 if not results["missed"] and not results["error"] else 1


if __name__ == "__main__":
    sys.exit(main())
