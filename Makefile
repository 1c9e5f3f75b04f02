# BarKit's entry points. Each target installs what is missing first.
SWIFT ?= swift

.PHONY: setup demo test build bench format lint clean

setup:
	@bash scripts/setup.sh

demo: setup
	$(SWIFT) run BarDemo $(ARGS)

test: setup
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(SWIFT) test --skip-build

build: setup
	$(SWIFT) build

bench: setup
	$(SWIFT) run -c release BarBench $(ARGS)

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

lint:
	$(SWIFT) format lint --recursive Sources Tests Package.swift

clean:
	rm -rf .build
