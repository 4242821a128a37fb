# Cookbook — build, test and run from a fresh machine. Every target installs nothing by hand.
SWIFT ?= swift
SWIFTFLAGS ?=

.PHONY: build test clean

## build: compile every target (debug)
build:
	$(SWIFT) build $(SWIFTFLAGS)

## test: every test — library transitions, golden frames, real-terminal runs
test:
	$(SWIFT) build --build-tests $(SWIFTFLAGS)
	$(SWIFT) test --skip-build $(SWIFTFLAGS)

## clean: remove build products
clean:
	rm -rf .build

.PHONY: bench
## bench: measure load, memory, listing and search at 1k/10k/100k (writes docs/benchmarks.md)
bench:
	scripts/bench
