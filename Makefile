# daybands: build, run, test. All set-up a fresh Debian machine with the Swift
# toolchain needs is done here (system packages are installed when missing).

SWIFT ?= swift
BIN := .build/debug/daybands
RELEASE_BIN := .build/release/daybands
# Debian packages the build and tests need: header (or command) to check, package.
DEB_NEEDS := /usr/include/ncursesw/curses.h:libncurses-dev \
             /usr/include/yajl/yajl_parse.h:libyajl-dev \
             /usr/bin/tmux:tmux

.PHONY: all build run test unit-test e2e-test bench deps clean

all: build

deps:
	@missing=""; for need in $(DEB_NEEDS); do \
	  file=$${need%%:*}; pkg=$${need##*:}; \
	  [ -e "$$file" ] || missing="$$missing $$pkg"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "installing:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	  else \
	    echo "missing system packages; run: sudo apt-get install -y$$missing"; exit 1; \
	  fi; \
	fi
	@python3 -c 'import pexpect' 2>/dev/null || python3 -m pip install -q pexpect || \
	  { echo "missing Python module pexpect; run: python3 -m pip install pexpect"; exit 1; }

build: deps
	$(SWIFT) build

run: build
	$(BIN)

test: build
	$(SWIFT) test
	python3 Tests/EndToEnd/run.py $(BIN)

# Performance figures (docs/PERFORMANCE.md): release build, then one table.
# Never part of `make test`. Needs no terminal (pexpect makes its own pty).
bench: deps
	@[ -x /usr/bin/time ] || { \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq time; \
	  else \
	    echo "missing /usr/bin/time; run: sudo apt-get install -y time"; exit 1; \
	  fi; }
	$(SWIFT) build -c release --product daybands
	$(SWIFT) build -c release --product daybands-bench
	python3 Benchmarks/run.py

clean:
	$(SWIFT) package clean
