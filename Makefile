# KeyboardLab — one entry point for people and CI.
# `make run` and `make test` install what is missing first, so both work on a fresh Debian machine.

SHELL := /bin/bash
SWIFT ?= swift
# Every program a target or a test runs comes from here, since a bare Debian 12 has none
# of them: the SDL libraries and pkg-config for the build; xvfb and xauth for the private
# X server of the end-to-end run (xvfb-run), xdotool for its clicks and keys, xclip for
# its X clipboard, python3 for its PNG checks; time (/usr/bin/time -v) for the
# benchmarks, which also compare with kiwi (python3-kiwisolver).
DEBIAN_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev pkg-config xvfb xauth xdotool xclip python3 time
BENCH_PACKAGES := python3-kiwisolver
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps deps-bench build run test example bench format lint clean

# Installs only what dpkg does not already report as installed; apt-get update runs once, first.
install_missing = @missing=""; for p in $(1); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi

deps:
	$(call install_missing,$(DEBIAN_PACKAGES))

deps-bench:
	$(call install_missing,$(DEBIAN_PACKAGES) $(BENCH_PACKAGES))

build: deps
	$(SWIFT) build

run: build
	$(SWIFT) run keyboard-lab $(ARGS)

# Suites run in parallel: each UIKit test has a runtime of its own. The layer checks
# (Sources/LAYERS) are tests too, so CI checks the folder order.
test: build
	$(SWIFT) test
	@if [ -x Tests/e2e/run.sh ]; then Tests/e2e/run.sh; fi
	$(MAKE) example

# Examples/ProfileForm, a package of its own that depends on this one by path, built and
# run headless on its own screen, audited from the command line and from its own tests,
# and its executable's `port` rewriting a selector-style screen into the file that runs
# here (docs/OWN-SCREENS.md).
example: deps
	cd Examples/ProfileForm && $(SWIFT) build --build-tests && \
	  .build/debug/profile-form --headless --screen profile --script test.script && \
	  .build/debug/profile-form audit --screen profile --keyboard all --no-timing && \
	  d=$$(mktemp -d) && cp ../../Tests/SwiftPortTests/Corpus/SelectorStyleScreenTests.ios.txt $$d/SignUp.swift && \
	  .build/debug/profile-form port $$d/SignUp.swift >/dev/null && \
	  { diff -u ../../Tests/KeyboardTechniquesTests/SelectorStyleScreenTests.swift $$d/SignUp.swift; s=$$?; rm -r $$d; [ $$s = 0 ]; } && \
	  $(SWIFT) test --skip-build && \
	  echo "example: ProfileForm built against this package; its script, its audit, its port and its tests passed"


# Release build; Swift and kiwi interleaved over rounds (BENCH_ROUNDS, default 3), one
# table of medians with the min-max, then every variable checked against kiwi's solution
# (non-zero exit on a mismatch). Installs kiwisolver with pip when it is missing.
bench: deps-bench
	$(SWIFT) build -c release --product keyboard-lab-bench
	$(SWIFT) build -c release --product keyboard-lab-layout-bench
	$(SWIFT) build -c release --product keyboard-lab-editing-bench
	BENCH_COMMAND="make bench$(if $(ARGS), ARGS=$(ARGS))" Benchmarks/run.sh $(ARGS)

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Benchmarks

# Module imports and UIKit's folder order must follow Sources/LAYERS; check-layers prints
# each violation as `path:line: message`.
lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Benchmarks
	$(SWIFT) run --quiet check-layers

clean:
	rm -rf .build
