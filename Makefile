# Cookbook — build, test and run from a fresh machine. Missing system packages (ncursesw
# headers, tmux) are installed by scripts/ensure-deps; nothing is set up by hand.
SWIFT ?= swift
SWIFTFLAGS ?=
PREFIX ?= /usr/local
RELEASE = $(SWIFT) build -c release --product cookbook --static-swift-stdlib $(SWIFTFLAGS)

.PHONY: deps build test run install clean bench

## deps: install missing system packages (ncursesw headers, tmux)
deps:
	@scripts/ensure-deps

## build: compile every target (debug)
build: deps
	$(SWIFT) build $(SWIFTFLAGS)

## test: every test — library transitions, golden frames, real-terminal runs in tmux
test: deps
	$(SWIFT) build --build-tests $(SWIFTFLAGS)
	$(SWIFT) test --skip-build $(SWIFTFLAGS)

## run: build (release) and open the app on the bundled collection
run: deps
	$(RELEASE)
	"$$($(SWIFT) build -c release --show-bin-path)/cookbook" --data Resources/recipes.json

## install: install the binary and the bundled collection under PREFIX (default /usr/local)
install: deps
	$(RELEASE)
	install -D -m 755 "$$($(SWIFT) build -c release --show-bin-path)/cookbook" "$(DESTDIR)$(PREFIX)/bin/cookbook"
	install -D -m 644 Resources/recipes.json "$(DESTDIR)$(PREFIX)/share/cookbook/recipes.json"

## bench: measure load, memory, listing and search at 1k/10k/100k (writes docs/benchmarks.md)
bench: deps
	scripts/bench

## clean: remove build products
clean:
	rm -rf .build
