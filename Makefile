# Cookbook — build, test and run from a fresh machine. Missing system packages (ncursesw,
# libxml2 and libcurl headers, tmux) are installed by scripts/ensure-deps; nothing is set up by hand.
SWIFT ?= swift
SWIFTFLAGS ?=
PREFIX ?= /usr/local
RELEASE = $(SWIFT) build -c release --product cookbook --static-swift-stdlib $(SWIFTFLAGS)

.PHONY: deps build test run install clean bench conformance compare-import fuzz tables

## deps: install missing system packages (ncursesw, libxml2 and libcurl headers, tmux)
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

## conformance: compare our Cooklang parser, and our shopping lists, aisles and check logs, with
## the official package (PyPI cooklang-bindings, in a venv under .build) on every recipe in
## ../shared/data/cook-collections, and check that every file `cookbook import` writes (our
## fixture pages, the 410 public-domain recipes as JSON-LD) parses with it, that the pantry.conf
## `cookbook pantry` writes is valid TOML read as the official parser reads it, and that plans (.menu)
## read as the official CLI reads them and `cookbook plan add/remove` change only their lines; needs the package registry
COLLECTIONS = ../shared/data/cook-collections
conformance:
	$(SWIFT) build --product cooklang-dump $(SWIFTFLAGS)
	$(SWIFT) build --product shopping-dump $(SWIFTFLAGS)
	$(SWIFT) build --product cookbook $(SWIFTFLAGS)
	test -x .build/conformance-venv/bin/python || python3 -m venv .build/conformance-venv
	.build/conformance-venv/bin/python -c "import cooklang" 2>/dev/null || .build/conformance-venv/bin/pip install -q cooklang-bindings
	.build/conformance-venv/bin/python scripts/conformance.py --dump "$$($(SWIFT) build --show-bin-path)/cooklang-dump" \
		$(COLLECTIONS)/cookcli-seed $(COLLECTIONS)/jhaydter-recipes/cook
	.build/conformance-venv/bin/python scripts/conformance-shopping.py --dump "$$($(SWIFT) build --show-bin-path)/shopping-dump" \
		--cookbook "$$($(SWIFT) build --show-bin-path)/cookbook" $(COLLECTIONS)/cookcli-seed $(COLLECTIONS)/jhaydter-recipes/cook
	.build/conformance-venv/bin/python scripts/conformance-import.py --cookbook "$$($(SWIFT) build --show-bin-path)/cookbook" \
		--dump "$$($(SWIFT) build --show-bin-path)/cooklang-dump" Tests/Fixtures/import ../shared/data/recipes/public-domain-recipes.json
	.build/conformance-venv/bin/python scripts/conformance-pantry.py --cookbook "$$($(SWIFT) build --show-bin-path)/cookbook" \
		$(COLLECTIONS)/cookcli-seed
	.build/conformance-venv/bin/python scripts/conformance-plan.py --cookbook "$$($(SWIFT) build --show-bin-path)/cookbook" \
		$(COLLECTIONS)/cookcli-seed $(COLLECTIONS)/jhaydter-recipes/cook

## compare-import: `cookbook import` against recipe-scrapers' generic mode on its own test pages
## (SCRAPERS=path/to/recipe-scrapers/tests/test_data; not committed, the build cannot download them)
compare-import:
	test -n "$(SCRAPERS)" || { echo "usage: make compare-import SCRAPERS=path/to/recipe-scrapers/tests/test_data" >&2; exit 2; }
	$(SWIFT) build --product cookbook $(SWIFTFLAGS)
	test -x .build/conformance-venv/bin/python || python3 -m venv .build/conformance-venv
	.build/conformance-venv/bin/python -c "import cooklang, recipe_scrapers" 2>/dev/null || .build/conformance-venv/bin/pip install -q cooklang-bindings recipe-scrapers
	.build/conformance-venv/bin/python scripts/compare-import.py --cookbook "$$($(SWIFT) build --show-bin-path)/cookbook" "$(SCRAPERS)"

## fuzz: run every fuzzer (JSON, Cooklang, YAML, …) for FUZZ_COUNT inputs each with a fixed seed;
## a crash or hang is saved under Tests/Fixtures/fuzz/<target>/ and fails the run (`make test` runs a short one)
FUZZ_COUNT ?= 200000
FUZZ_SEED ?= 1
## FUZZ_FROM: the first input to run, to go on with a campaign where an earlier run stopped
FUZZ_FROM ?= 0
## FUZZ_TARGETS: the targets to run, every one when empty (`make fuzz FUZZ_TARGETS="aisle menu"`)
FUZZ_TARGETS ?=
fuzz:
	$(SWIFT) build -c release --product cookbook-fuzz $(SWIFTFLAGS)
	"$$($(SWIFT) build -c release --show-bin-path)/cookbook-fuzz" --seed $(FUZZ_SEED) --count $(FUZZ_COUNT) --from $(FUZZ_FROM) $(FUZZ_TARGETS)

## clean: remove build products
clean:
	rm -rf .build

## tables: regenerate the search folding table from the Unicode Character Database (Python's unicodedata),
## and the display width table from the C library's wcwidth
tables:
	scripts/gen-folding.py
	scripts/gen-widths.py
