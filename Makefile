# carokit: the two commands a new user needs are `make demo` and `make test`.
GO      ?= go
BIN     := bin/carokit
OUT     := out/caro
# Coverage-guided fuzzing per fuzz target inside `make test`: a count of
# executions (about a second each on 2 idle cores, after the corpus's
# baseline; the committed corpora also run in `unit`; 20000x cost the
# step about 170 CPU-s, most of it these executions), not a duration. Go 1.26's fuzzer can
# fail a duration-bounded run with a bare "context deadline exceeded" when
# the deadline races a busy worker (golang/go#75804, fixed in Go 1.27); a
# count has no deadline. FUZZTIME=60s still works for a longer run by hand.
FUZZTIME ?= 5000x

.PHONY: build test unit race fuzz demo bench lint clean

build:
	$(GO) build -o $(BIN) ./cmd/carokit

# Every test: unit, property and integration tests, then a short fuzz run
# of each parser and validator (the committed corpora run in `unit` too).
# The fuzz step runs beside `unit`, one fuzzing worker at a time, its
# output kept in a file and printed once `unit` is done: `unit` leaves a
# core idle in its sequential stretches and its tail, which the fuzzer
# takes. It runs even when a unit test fails; the last line says how
# each step ended, and the exit is non-zero if either failed.
test: build
	@unit=passed; fuzz=passed; log=$$(mktemp); \
	( $(MAKE) --no-print-directory fuzz FUZZPARALLEL=1 > $$log 2>&1; echo $$? > $$log.rc ) & \
	$(MAKE) --no-print-directory unit || unit=FAILED; \
	wait; echo "--- the fuzz step, run beside unit:"; cat $$log; \
	[ "$$(cat $$log.rc 2>/dev/null)" = 0 ] || fuzz=FAILED; rm -f $$log $$log.rc; \
	echo "make test: unit tests $$unit, fuzz step $$fuzz"; \
	[ $$unit = passed ] && [ $$fuzz = passed ]

# TESTTIMEOUT bounds one package's test binary. It is far above what any
# package takes on an idle machine, so a loaded one still finishes; a test
# that hangs still ends with go test's stack dump.
TESTTIMEOUT ?= 30m

# The packages whose tests take longest, longest first. go test runs
# test binaries two at a time (one per core) in the order it is given
# them, so a long package left to the end (readme, reliability: late in
# the alphabet) is the run's whole tail; started first, the short ones
# fill the other core around them.
SLOWPKGS := ./readme ./app ./reliability ./problems/caro ./problems ./deploy \
	./kattis/check ./problems/joc7 ./gen/havannah ./problems/havannah

# TESTP is how many test binaries run at once (go test -p; its default is
# the number of cores). The long packages spend half their time waiting
# on the programs they judge (each about half a core busy on average,
# measured with process accounting), so two binaries per core keep the
# cores busy.
TESTP ?= 4

unit:
	$(GO) test -count=1 -p $(TESTP) -timeout $(TESTTIMEOUT) $(SLOWPKGS) ./...

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

# FUZZPARALLEL is the fuzzing workers of one target (go test -parallel):
# empty, one per core; `make test` gives 1, beside `unit`.
FUZZPARALLEL ?=

fuzz:
	@failed=""; for pt in $(FUZZTARGETS); do \
	  pkg=$${pt%%:*}; target=$${pt##*:}; \
	  echo "$(GO) test -run=NONE -fuzz=^$$target\$$ -fuzztime=$(FUZZTIME) $(if $(FUZZPARALLEL),-parallel=$(FUZZPARALLEL) )$$pkg"; \
	  $(GO) test -run=NONE -fuzz="^$$target\$$" -fuzztime=$(FUZZTIME) $(if $(FUZZPARALLEL),-parallel=$(FUZZPARALLEL)) $$pkg || failed="$$failed $$pkg:$$target"; \
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
