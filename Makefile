# carokit: the two commands a new user needs are `make demo` and `make test`.
GO      ?= go
BIN     := bin/carokit
OUT     := out/caro
# Coverage-guided fuzzing per fuzz target inside `make test`: a count of
# executions (one to three seconds each on 2 idle cores; the committed
# corpora also run in `unit`), not a duration. Go 1.26's fuzzer can
# fail a duration-bounded run with a bare "context deadline exceeded" when
# the deadline races a busy worker (golang/go#75804, fixed in Go 1.27); a
# count has no deadline. FUZZTIME=60s still works for a longer run by hand.
FUZZTIME ?= 20000x

.PHONY: build test unit race fuzz demo bench lint clean

build:
	$(GO) build -o $(BIN) ./cmd/carokit

# Every test: unit, property and integration tests, then a short fuzz run
# of each parser and validator (the committed corpora run in `unit` too).
# The fuzz step runs even when a unit test fails; the last line says how
# each step ended, and the exit is non-zero if either failed.
test: build
	@unit=passed; fuzz=passed; \
	$(MAKE) --no-print-directory unit || unit=FAILED; \
	$(MAKE) --no-print-directory fuzz || fuzz=FAILED; \
	echo "make test: unit tests $$unit, fuzz step $$fuzz"; \
	[ $$unit = passed ] && [ $$fuzz = passed ]

# TESTTIMEOUT bounds one package's test binary. It is far above what any
# package takes on an idle machine, so a loaded one still finishes; a test
# that hangs still ends with go test's stack dump.
TESTTIMEOUT ?= 30m

unit:
	$(GO) test -count=1 -timeout $(TESTTIMEOUT) ./...

# The race detector over every package, with -short: it skips the tests
# that build full-size packages or only drive the real binary (a process
# the detector does not see into), which `unit` runs; the small-package
# tests drive the same concurrent build, judge and stress code. Without
# -short the run took about 6 of CI's 15 minutes.
race:
	$(GO) test -count=1 -race -short -timeout $(TESTTIMEOUT) ./...

# Each reader's fuzz target, as PACKAGE:TARGET. A failing target does
# not stop the others; the step fails if any did.
FUZZTARGETS := \
	./problems/caro/game:FuzzReadLenient \
	./problems/caro/game:FuzzReadStrict \
	./problems/havannah/hex:FuzzReadLenient \
	./problems/havannah/hex:FuzzReadStrict \
	./input:FuzzReader \
	./plan:FuzzParse \
	./gen/caro:FuzzGeneratorParams \
	./problems/joc7/game:FuzzReadLenient \
	./problems/joc7/game:FuzzReadStrict \
	./gen/havannah:FuzzGeneratorParams \
	./app:FuzzMergeRead \
	./kattis/format:FuzzReadProblem \
	./kattis/format:FuzzTestGroupYAML \
	./kattis/format:FuzzSubmissionsYAML \
	./kattis/check:FuzzDefault \
	./kattis/check:FuzzParseDefaultFlags \
	./kattis/generators:FuzzRead \
	./kattis/generators:FuzzSplitCommand \
	./stress/textshrink:FuzzCandidates

fuzz:
	@failed=""; for pt in $(FUZZTARGETS); do \
	  pkg=$${pt%%:*}; target=$${pt##*:}; \
	  echo "$(GO) test -run=NONE -fuzz=^$$target\$$ -fuzztime=$(FUZZTIME) $$pkg"; \
	  $(GO) test -run=NONE -fuzz="^$$target\$$" -fuzztime=$(FUZZTIME) $$pkg || failed="$$failed $$pkg:$$target"; \
	done; \
	if [ -n "$$failed" ]; then echo "fuzz targets that failed:$$failed"; exit 1; fi

# The main job on built-in defaults: build the certified package, then
# judge every built-in solution over it and print the verdict table.
demo: build
	$(BIN) package --out $(OUT)
	$(BIN) judge --package $(OUT)

bench: build
	$(GO) test -run=NONE -bench=. -benchmem ./problems/caro/game ./solutions/caro ./problems/caro
	bash scripts/solve-vs-cpp.sh $(BIN)
	bash scripts/havannah-vs-cpp.sh $(BIN)

lint:
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || (gofmt -l $$(git ls-files '*.go'); exit 1)
	$(GO) vet ./...

clean:
	rm -rf bin out
