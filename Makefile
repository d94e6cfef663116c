# Foodly — the two commands a fresh machine needs are `make run` and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := run

HOST ?= 127.0.0.1
PORT ?= 8080
DB ?= data/foodly.sqlite
SWIFT_FORMAT_DIRS := Package.swift Sources Tests fuzz
# Seconds per fuzz target: a smoke run inside `make test`, a longer one for `make fuzz`.
FUZZ_TEST_SECONDS ?= 10
FUZZ_SECONDS ?= 300

.PHONY: run run-cards build test test-swift test-fuzz test-e2e fuzz fuzz-api bench lint format clean

## run: install what is missing, build (release), migrate, seed the demo city once, serve on http://$(HOST):$(PORT)
run: build
	@mkdir -p $(dir $(DB))
	.build/release/foodly migrate --db $(DB)
	.build/release/foodly seed --db $(DB) --if-empty
	@echo "Open http://$(HOST):$(PORT) in a browser (Ctrl-C stops the server)."
	.build/release/foodly serve --host $(HOST) --port $(PORT) --db $(DB)

## run-cards: as run, with card payments through a local localstripe (test cards: 4242 4242 4242 4242 pays,
## 4000 0025 0000 3155 asks for 3-D Secure, 4000 0000 0000 0341 is declined)
run-cards: build
	@mkdir -p $(dir $(DB))
	.build/release/foodly migrate --db $(DB)
	.build/release/foodly seed --db $(DB) --if-empty
	scripts/localstripe run bash -c '.build/release/foodly serve --host $(HOST) --port $(PORT) --db $(DB) \
		--stripe-secret-key sk_test_local --stripe-publishable-key pk_test_local \
		--stripe-api-url "$$FOODLY_TEST_STRIPE_URL" --stripe-js-url "$$FOODLY_TEST_STRIPE_URL/js.stripe.com/v3/"'

## build: release build of the foodly binary
build:
	@scripts/bootstrap build
	swift build -c release --product foodly --static-swift-stdlib

## test: lint, Swift tests, then a short fuzz run beside the browser tests (those wait on pages and timers more
## than they compute, leaving about a core idle for the fuzzers, which use one)
test: lint test-swift
	@$(MAKE) --no-print-directory -j2 test-fuzz test-e2e

## test-swift: every Swift test (store contract tests on SQLite and PostgreSQL), then the app and server tests
## again on PostgreSQL; scripts/postgres and scripts/localstripe run throwaway servers on loopback for it
test-swift:
	@scripts/bootstrap test
	swift build --build-tests
	scripts/postgres run scripts/localstripe run bash -c 'swift test --skip-build --parallel && \
		FOODLY_TEST_STORE=postgres swift test --skip-build --parallel --filter "FoodlyAppTests|FoodlyServerTests"'

## test-fuzz: every libFuzzer target (fuzz/) for $(FUZZ_TEST_SECONDS) s, from the checked-in corpus
test-fuzz:
	fuzz/run $(FUZZ_TEST_SECONDS)

## fuzz: every libFuzzer target for $(FUZZ_SECONDS) s; inputs that reach new code are merged into fuzz/corpus
fuzz:
	FUZZ_MERGE=1 fuzz/run $(FUZZ_SECONDS)

## fuzz-api: the API fuzzer (schemathesis) with 200 cases per operation and phase instead of make test's 25
fuzz-api: build
	@scripts/bootstrap test
	API_FUZZ_EXAMPLES=200 tests/e2e/run tests/e2e/test_api_fuzz.py tests/e2e/test_api_fuzz_signed_in.py

test-e2e: build
	@scripts/bootstrap test
	tests/e2e/run

## bench: load benchmarks (wrk, nginx); figures go to docs/PERFORMANCE.md
bench: build
	bench/run

## lint: swift format in strict mode
lint:
	python3 scripts/demo-data/generate.py --check
	swift format lint --strict --recursive $(SWIFT_FORMAT_DIRS)

## format: rewrite sources in the project style
format:
	swift format --in-place --recursive $(SWIFT_FORMAT_DIRS)

clean:
	rm -rf .build
