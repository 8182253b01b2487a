# daybands: build, run, test. All set-up a fresh Debian machine with the Swift
# toolchain needs is done here (system packages are installed when missing):
# `make run` asks only for what building and running need, `make test` also
# for the test tools.

SWIFT ?= swift
BIN := .build/debug/daybands
RELEASE_BIN := .build/release/daybands
# The interpreters tried for the Python suites, in order: Debian's
# python3-pexpect and python3-pyte install for /usr/bin/python3, which need
# not be the python3 on the PATH (pyenv); .build/python is the venv
# Install/deps.sh makes when pip is the only way.
PYTHONS ?= python3 /usr/bin/python3 $(CURDIR)/.build/python/bin/python
# The first of them with the modules the suites import, looked up when a
# recipe runs (after test-deps or bench installed them).
PYTHON = $(shell for p in $(PYTHONS); do $$p -c 'import pexpect, pyte' 2>/dev/null && { echo $$p; exit; }; done; echo python3)
BENCH_PYTHON = $(shell for p in $(PYTHONS); do $$p -c 'import pexpect' 2>/dev/null && { echo $$p; exit; }; done; echo python3)

.PHONY: all build run test test-deps bench-deps bench deps clean fuzz fuzz-build fuzz-smoke install uninstall FORCE

all: build

# What building and running need (the C libraries), and what the tests and
# the benchmarks need besides: Install/deps.sh installs what is missing as
# root, or says the one apt-get line to run.
deps:
	@PYTHONS="$(PYTHONS)" $(SHELL) Install/deps.sh build

test-deps:
	@PYTHONS="$(PYTHONS)" $(SHELL) Install/deps.sh test

bench-deps:
	@PYTHONS="$(PYTHONS)" $(SHELL) Install/deps.sh bench

build: deps
	$(SWIFT) build

# The sample, always: with no FILE the viewer shows the archive when one exists
# at the default place, so point XDG_DATA_HOME where none can be.
run: build
	XDG_DATA_HOME=$(CURDIR)/.build/no-archive $(BIN)

# The suite's parts run side by side, TEST_JOBS at a time, each part's output
# shown whole when it ends: the fuzz smoke (the core compiled for libFuzzer on
# one core, then each target's smoke) beside the build, the check of the
# mutation list, the unit tests and each end-to-end suite (which mostly wait
# on the screen). --keep-going: every part runs even when one fails.
TEST_JOBS ?= 3
SUITES := EndToEnd/run.py EndToEnd/reliability.py EndToEnd/follow.py EndToEnd/sync.py EndToEnd/sources.py EndToEnd/people.py \
          EndToEnd/leaks.py \
          Install/test_install.py \
          Picture/test_svg.py Picture/test_browser.py Archive/test_archive.py

test: test-deps
	@$(MAKE) --no-print-directory --keep-going -j$(TEST_JOBS) -Otarget test-parts

.PHONY: test-parts mutants-check unit-tests
test-parts: fuzz-smoke mutants-check unit-tests $(addprefix suite/,$(SUITES))

mutants-check:
	$(PYTHON) Tests/Mutants/run.py --check

unit-tests: build
	$(SWIFT) test

# suite/NAME runs Tests/NAME on the debug binary. The install tests run make
# themselves, as a make of their own, not a job of this one (MAKEFLAGS emptied).
suite/%: build
	MAKEFLAGS= $(PYTHON) Tests/$* $(BIN)

# Installing like a Unix tool: the release binary (stripped, as packaged tools
# are), the man page and the bash, zsh and fish completions, under
# $(DESTDIR)$(PREFIX) in the places each program looks by default.
# INSTALL_BIN is what gets installed; the tests install the debug build (a
# release build takes minutes).
PREFIX ?= /usr/local
INSTALL_BIN ?= $(RELEASE_BIN)
INSTALLED := bin/daybands \
             share/man/man1/daybands.1 \
             share/bash-completion/completions/daybands \
             share/zsh/site-functions/_daybands \
             share/fish/vendor_completions.d/daybands.fish

# The release build links the Swift runtime statically and opens libcurl on
# the first request (Package.swift), compiled against curl.h: `deps` checks for it.
$(RELEASE_BIN): deps FORCE
	$(SWIFT) build -c release --product daybands

install: $(INSTALL_BIN)
	install -D -s -m 755 $(INSTALL_BIN) $(DESTDIR)$(PREFIX)/bin/daybands
	install -D -m 644 Install/man/daybands.1 $(DESTDIR)$(PREFIX)/share/man/man1/daybands.1
	install -D -m 644 Install/completions/daybands.bash $(DESTDIR)$(PREFIX)/share/bash-completion/completions/daybands
	install -D -m 644 Install/completions/_daybands $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_daybands
	install -D -m 644 Install/completions/daybands.fish $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/daybands.fish

# Removes the files only: the folders are shared with other programs.
uninstall:
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/,$(INSTALLED))

# Fuzzing the importers (docs/RELIABILITY.md). libFuzzer ships with the Swift
# toolchain but cannot be linked through SwiftPM, so swiftc builds the core's
# targets the fuzz code uses (what was read is also given statistics and drawn),
# each a module, in Package.swift's dependency order, then one binary from them
# with Fuzz/*.swift and every Fuzz/Targets/NAME.swift; .build/fuzz/NAME is a
# link to that binary, which runs the target its name says (one link of the
# core instead of one per target).
FUZZ_TARGETS := entries treatments jsonlines tidepool carelink xdrip glooko clarity libreview plain archive detect devicestatus
FUZZ_MODULES := DayBandsRecords DayBandsImport DayBandsSources DayBandsArchive DayBandsChart DayBandsLive DayBandsViewer
FUZZ_DIR := .build/fuzz
FUZZ_FLAGS := -sanitize=fuzzer,address -parse-as-library -package-name daybands -O -g -I Modules/CYajl -I Modules/CCrypto -I Modules/CSQLite
FUZZ_SOURCES := $(shell find $(addprefix Sources/,$(FUZZ_MODULES)) -name '*.swift' | sort)
FUZZ_OBJECTS := $(addprefix $(FUZZ_DIR)/,$(addsuffix .o,$(FUZZ_MODULES)))
FUZZ_TARGET_SOURCES := $(wildcard Fuzz/*.swift) $(addprefix Fuzz/Targets/,$(addsuffix .swift,$(FUZZ_TARGETS)))
FUZZ_TIME ?= 300
FUZZ_SMOKE_RUNS ?= 2000
FUZZ_SMOKE_TIME ?= 10
# Per-input limits: an input that takes over 5 s is a hang, over 2 GB a leak.
FUZZ_RUN_FLAGS := -timeout=5 -max_len=4096 -rss_limit_mb=2048

$(FUZZ_DIR)/core: $(FUZZ_SOURCES)
	@mkdir -p $(FUZZ_DIR)
	@for m in $(FUZZ_MODULES); do \
	  echo "swiftc $$m (fuzzing)"; \
	  swiftc $(FUZZ_FLAGS) -I $(FUZZ_DIR) -enable-testing -module-name $$m -wmo -c $$(find Sources/$$m -name '*.swift' | sort) \
	    -emit-module -emit-module-path $(FUZZ_DIR)/$$m.swiftmodule -o $(FUZZ_DIR)/$$m.o || exit 1; \
	done
	@touch $@

$(FUZZ_DIR)/targets: $(FUZZ_TARGET_SOURCES) $(FUZZ_DIR)/core
	@rm -f $@
	swiftc $(FUZZ_FLAGS) -I $(FUZZ_DIR) $(FUZZ_TARGET_SOURCES) $(FUZZ_OBJECTS) -lyajl -lcrypto -lsqlite3 -o $@ 2>&1 \
	  | grep -v "Cannot export local symbol '__asan" || true
	@test -x $@

$(addprefix $(FUZZ_DIR)/,$(FUZZ_TARGETS)): $(FUZZ_DIR)/targets
	ln -sf targets $@

fuzz-build: deps $(addprefix $(FUZZ_DIR)/,$(FUZZ_TARGETS))

# Every target for FUZZ_TIME seconds (one after another), growing a working
# corpus in .build/fuzz/corpus; crash inputs land in .build/fuzz/crash-NAME-*.
fuzz: fuzz-build
	@for t in $(FUZZ_TARGETS); do \
	  mkdir -p $(FUZZ_DIR)/corpus/$$t; \
	  echo "fuzz $$t for $(FUZZ_TIME)s"; \
	  $(FUZZ_DIR)/$$t $(FUZZ_RUN_FLAGS) -max_total_time=$(FUZZ_TIME) -print_final_stats=1 \
	    -artifact_prefix=$(FUZZ_DIR)/crash-$$t- $(FUZZ_DIR)/corpus/$$t Fuzz/corpus/$$t Fuzz/regressions/$$t \
	    > $(FUZZ_DIR)/$$t.log 2>&1; status=$$?; \
	  grep -E "^stat::number_of_executed_units|Test unit written" $(FUZZ_DIR)/$$t.log; \
	  [ $$status = 0 ] || { tail -40 $(FUZZ_DIR)/$$t.log; exit 1; }; \
	done

# For `make test`: per target, every regression input once, then
# FUZZ_SMOKE_RUNS mutations of the seed corpus, at most FUZZ_SMOKE_TIME
# seconds (new inputs go to a scratch directory). One rule per target, so
# `make -j` runs them side by side.
fuzz-smoke: $(addprefix fuzz-smoke-,$(FUZZ_TARGETS))

fuzz-smoke-%: fuzz-build
	@rm -rf $(FUZZ_DIR)/smoke/$* && mkdir -p $(FUZZ_DIR)/smoke/$*; \
	inputs=$$(ls Fuzz/regressions/$*/* 2>/dev/null); \
	if [ -n "$$inputs" ]; then \
	  $(FUZZ_DIR)/$* $(FUZZ_RUN_FLAGS) $$inputs > $(FUZZ_DIR)/smoke/$*.log 2>&1 \
	    || { cat $(FUZZ_DIR)/smoke/$*.log; echo "fuzz regression $*: FAILED"; exit 1; }; \
	fi; \
	$(FUZZ_DIR)/$* $(FUZZ_RUN_FLAGS) -runs=$(FUZZ_SMOKE_RUNS) -max_total_time=$(FUZZ_SMOKE_TIME) -artifact_prefix=$(FUZZ_DIR)/smoke/crash-$*- \
	  $(FUZZ_DIR)/smoke/$* Fuzz/corpus/$* >> $(FUZZ_DIR)/smoke/$*.log 2>&1 \
	  || { tail -40 $(FUZZ_DIR)/smoke/$*.log; echo "fuzz smoke $*: FAILED"; exit 1; }; \
	echo "fuzz smoke $*: $$(ls Fuzz/regressions/$* 2>/dev/null | wc -l) regressions, $$(grep -o 'Done [0-9]* runs' $(FUZZ_DIR)/smoke/$*.log | tail -1 | cut -d' ' -f2) runs, no crash"

# Performance figures (docs/PERFORMANCE.md): release build, then one table.
# Never part of `make test`. Needs no terminal (pexpect makes its own pty).
bench: bench-deps
	$(SWIFT) build -c release --product daybands
	$(SWIFT) build -c release --product daybands-bench
	$(BENCH_PYTHON) Benchmarks/run.py

# Live mode under faults (docs/RELIABILITY.md): the real viewer follows the
# loopback Nightscout server for 1,000 polls while its faults cycle, then a
# shorter run with the API secret; about 3.5 minutes. Never part of `make test`.
# Mutation checks (docs/RELIABILITY.md): each one-line break of a rule in
# Tests/Mutants/mutations.txt is built in a scratch copy of the tree and must
# make its tests fail. Never part of `make test`; MUTANTS=id... runs some.
.PHONY: mutants
mutants: deps
	python3 Tests/Mutants/run.py $(MUTANTS)

.PHONY: soak
soak: test-deps build
	$(PYTHON) Tests/EndToEnd/live_soak.py $(BIN)

clean:
	$(SWIFT) package clean
