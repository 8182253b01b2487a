#!/bin/sh
# What a make target needs from the system, installed when missing.
#   Install/deps.sh build   the C libraries the build links (make build, make run)
#   Install/deps.sh test    those, and the test tools (make test)
#   Install/deps.sh bench   those, and what the benchmarks run (make bench)
# As root, missing Debian packages are installed with apt-get; otherwise one
# line gives the exact `sudo apt-get install -y ...` and the step fails.
# Python modules come from Debian's python3-* packages, which install for
# /usr/bin/python3 (the Makefile's PYTHONS lists the interpreters tried, in
# order); pip is the fallback when apt has no such package, never into an
# externally managed interpreter (PEP 668) but into a venv of our own.
# DEPS_ROOT prefixes every file checked: the install tests' scratch machine.
set -u
need=${1:?usage: Install/deps.sh build|test|bench}
root=${DEPS_ROOT:-}
pythons=${PYTHONS:-python3 /usr/bin/python3}
venv=${DEPS_VENV:-.build/python}
missing=""

# file PATH PACKAGE: the package is missing when PATH (under DEPS_ROOT) is.
file() { [ -e "$root$1" ] || missing="$missing $2"; }
# tool NAME PACKAGE: the package is missing when NAME is not on the PATH.
tool() { command -v "$1" >/dev/null 2>&1 || missing="$missing $2"; }
# python_with MODULE...: true when one of the interpreters imports them all.
python_with() {
    imports=""
    for module in "$@"; do imports="${imports:+$imports; }import $module"; done
    for p in $pythons; do
        "$p" -c "$imports" 2>/dev/null && return 0
    done
    return 1
}

file /usr/include/ncursesw/curses.h libncurses-dev
file /usr/include/yajl/yajl_parse.h libyajl-dev
file /usr/include/openssl/sha.h libssl-dev
file /usr/include/sqlite3.h libsqlite3-dev
file /usr/include/librsvg-2.0/librsvg/rsvg.h librsvg2-dev
# curl.h, which the release build's CCurlOnDemand is compiled against
# (Package.swift): it is under the machine's multiarch folder.
for header in "$root"/usr/include/*-linux-gnu*/curl/curl.h; do
    [ -e "$header" ] || missing="$missing libcurl4-openssl-dev"
done
modules=""
case $need in
    build) ;;
    test)
        tool tmux tmux
        tool zsh zsh
        tool fish fish
        tool groff groff-base
        tool rsvg-convert librsvg2-bin
        # The browser checks: Debian's Chromium (its headless shell will do),
        # and pdftotext for the PDF's words.
        command -v chromium-headless-shell >/dev/null 2>&1 || tool chromium chromium
        tool pdftotext poppler-utils
        modules="pexpect pyte" ;;
    bench)
        file /usr/bin/time time
        modules="pexpect" ;;
    *) echo "usage: Install/deps.sh build|test|bench" >&2; exit 2 ;;
esac
# iglu-python, the yardstick of `stats` on a year of CSV (issue 34), is on
# PyPI only: in a venv of its own (not the tests' interpreter), best effort:
# without it `make bench` measures pandas alone, or says it measured nothing.
if [ "$need" = bench ] && [ -z "$root" ]; then
    bench_venv=${DEPS_BENCH_VENV:-.build/bench-python}
    if ! "$bench_venv/bin/python" -c 'import iglu_python' 2>/dev/null; then
        echo "installing iglu-python into $bench_venv"
        # The system's interpreter, as the JSON yardstick's (Benchmarks/reading_speed.py).
        system_python=/usr/bin/python3; [ -x "$system_python" ] || system_python=python3
        { "$system_python" -m venv "$bench_venv" && "$bench_venv/bin/python" -m pip install -q iglu-python; } \
            || echo "iglu-python could not be installed: make bench compares with pandas alone, or not at all"
    fi
fi
python_packages=""
if [ -n "$modules" ] && ! python_with $modules; then
    for module in $modules; do python_packages="$python_packages python3-$module"; done
fi
[ -z "$missing$python_packages" ] && exit 0

if [ "$(id -u)" != 0 ]; then
    echo "missing Debian packages; run: sudo apt-get install -y$missing$python_packages"
    exit 1
fi

# As root: apt-get; the Python modules from pip only when apt lacks one of
# their packages (then all of them from pip, so that one interpreter has all).
echo "installing:$missing$python_packages"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq || exit 1
from_pip=""
for package in $python_packages; do
    apt-cache show "$package" >/dev/null 2>&1 || from_pip=$modules
done
[ -n "$from_pip" ] || missing="$missing$python_packages"
if [ -n "$missing" ]; then apt-get install -y -qq $missing || exit 1; fi
[ -z "$modules" ] || python_with $modules && exit 0
if [ -n "$from_pip" ]; then
    for p in $pythons; do
        command -v "$p" >/dev/null 2>&1 || continue
        if "$p" -c 'import os, sys, sysconfig; sys.exit(not os.path.exists(os.path.join(sysconfig.get_path("stdlib"), "EXTERNALLY-MANAGED")))'; then
            "$p" -m venv "$venv" && "$venv/bin/python" -m pip install -q $from_pip && exit 0
        else
            "$p" -m pip install -q $from_pip && exit 0
        fi
    done
fi
echo "cannot install the Python modules $modules for any of: $pythons"
exit 1
