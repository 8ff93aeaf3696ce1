# carokit: the two commands a new user needs are `make demo` and `make test`.
GO      ?= go
BIN     := bin/carokit
OUT     := out/caro
# Coverage-guided fuzzing per fuzz target inside `make test`: a count of
# executions (a few seconds each here), not a duration. Go 1.26's fuzzer can
# fail a duration-bounded run with a bare "context deadline exceeded" when
# the deadline races a busy worker (golang/go#75804, fixed in Go 1.27); a
# count has no deadline. FUZZTIME=60s still works for a longer run by hand.
FUZZTIME ?= 100000x

.PHONY: build test unit race fuzz demo bench lint clean

build:
	$(GO) build -o $(BIN) ./cmd/carokit

# Every test: unit, property and integration tests, then a short fuzz run
# of each parser and validator (the committed corpora run in `unit` too).
test: build unit fuzz

unit:
	$(GO) test -count=1 ./...

# The race detector over every package, with -short: it skips the tests
# that build full-size packages or only drive the real binary (a process
# the detector does not see into), which `unit` runs; the small-package
# tests drive the same concurrent build, judge and stress code. Without
# -short the run took about 6 of CI's 15 minutes.
race:
	$(GO) test -count=1 -race -short ./...

fuzz:
	$(GO) test -run=NONE -fuzz=FuzzReadLenient -fuzztime=$(FUZZTIME) ./problems/caro/game
	$(GO) test -run=NONE -fuzz=FuzzReadStrict -fuzztime=$(FUZZTIME) ./problems/caro/game
	$(GO) test -run=NONE -fuzz=FuzzReadLenient -fuzztime=$(FUZZTIME) ./problems/havannah/hex
	$(GO) test -run=NONE -fuzz=FuzzReadStrict -fuzztime=$(FUZZTIME) ./problems/havannah/hex
	$(GO) test -run=NONE -fuzz=FuzzReader -fuzztime=$(FUZZTIME) ./input
	$(GO) test -run=NONE -fuzz=FuzzParse -fuzztime=$(FUZZTIME) ./plan
	$(GO) test -run=NONE -fuzz=FuzzGeneratorParams -fuzztime=$(FUZZTIME) ./gen/caro
	$(GO) test -run=NONE -fuzz=FuzzReadLenient -fuzztime=$(FUZZTIME) ./problems/joc7/game
	$(GO) test -run=NONE -fuzz=FuzzReadStrict -fuzztime=$(FUZZTIME) ./problems/joc7/game
	$(GO) test -run=NONE -fuzz=FuzzGeneratorParams -fuzztime=$(FUZZTIME) ./gen/havannah
	$(GO) test -run=NONE -fuzz=FuzzMergeRead -fuzztime=$(FUZZTIME) ./app

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
