# BarKit's entry points. Each target installs what is missing first.
SWIFT ?= swift

.PHONY: setup demo test build bench format lint clean fuzz fuzz-build fuzz-regress asan valgrind soak storm \
	fuzz-font fuzz-image fuzz-document fuzz-text fuzz-events fuzz-layout fuzz-table fuzz-editing

setup:
	@bash scripts/setup.sh

demo: setup
	$(SWIFT) run BarDemo $(ARGS)

test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

build: setup
	$(SWIFT) build

bench: setup
	$(SWIFT) build -c release --product BarMemoryProbe
	$(SWIFT) run -c release BarBench $(ARGS)

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

lint:
	$(SWIFT) format lint --recursive Sources Tests Package.swift

# The demo's app window left running under Xvfb (default 600 s; SOAK_SECONDS=N): its memory
# every ten seconds and the slope (Docs/Reliability.md, "Soak").
SOAK_SECONDS ?= 600
soak: setup
	bash scripts/soak.sh $(SOAK_SECONDS)

# Random X events into the demo's list and app windows under Xvfb (Docs/Reliability.md, "Input storms").
storm: setup
	$(SWIFT) test --filter InputStormTests

# Fuzzing (Fuzz/, libFuzzer + AddressSanitizer; see Docs/Reliability.md). `make fuzz` runs every
# target for FUZZ_SECONDS each, one after another; `make fuzz-text FUZZ_SECONDS=600` runs one.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := font image document text events layout table editing

fuzz-build: setup
	bash scripts/fuzz.sh build

fuzz: fuzz-build
	@set -e; for t in $(FUZZ_TARGETS); do FUZZ_SECONDS=$(FUZZ_SECONDS) bash scripts/fuzz.sh run $$t; done

$(addprefix fuzz-,$(FUZZ_TARGETS)): fuzz-build
	FUZZ_SECONDS=$(FUZZ_SECONDS) bash scripts/fuzz.sh run $(patsubst fuzz-%,%,$@)

fuzz-regress: fuzz-build
	bash scripts/fuzz.sh regress $(FUZZ_TARGETS)

# The test suite under AddressSanitizer (its own build directory, so the ordinary build is kept).
asan: setup
	bash scripts/sanitize.sh asan

# The test suite under valgrind's memcheck; FILTER= narrows it (a suite or test name).
valgrind:
	@bash scripts/setup.sh valgrind gcc
	bash scripts/sanitize.sh valgrind $(FILTER)

clean:
	rm -rf .build Fuzz/.build
