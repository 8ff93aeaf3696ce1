package judge

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"carokit/problem"
)

func TestBench(t *testing.T) {
	dir, p := mixedPackage(t)
	inputs := []string{filepath.Join(dir, "01.in"), filepath.Join(dir, "03.in")}
	rep, err := Bench(t.Context(), BenchOptions{
		Problem: p, Solutions: []string{fixture("correct.c"), "plus-one", fixture("loop.c"), fixture("broken.c")},
		Inputs: inputs, Runs: 3, Self: selfBinary(t), CacheDir: cacheDir, TimeLimit: 200 * time.Millisecond,
	})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		row      int
		why      string
		solution string
		input    string
		verdict  problem.Verdict
		runs     int
		expected problem.Verdict
	}{
		{0, "3 timed runs after the warm-up", fixture("correct.c"), "01.in", problem.OK, 3, problem.OK},
		{1, "inputs in the order given", fixture("correct.c"), "03.in", problem.OK, 3, problem.OK},
		// It printed OK: the output was not checked.
		{2, "built-ins run through SELF; a wrong answer is WA and stops", "plus-one", "01.in", problem.WA, 1, problem.WA},
		{4, "a time-out stops after the warm-up", fixture("loop.c"), "01.in", problem.TLE, 1, problem.OK},
		{6, "a compile error runs nothing", fixture("broken.c"), "01.in", problem.CE, 0, problem.OK},
	}
	if len(rep.Rows) != 8 {
		t.Fatalf("%d rows, want 4 solutions × 2 inputs", len(rep.Rows))
	}
	for _, tc := range tests {
		r := rep.Rows[tc.row]
		if r.Solution != tc.solution || r.Input != tc.input || r.Verdict != tc.verdict || r.Runs != tc.runs || r.Expected != tc.expected {
			t.Errorf("row %d: %s on %s: %s (declared %s) after %d runs, want %s on %s: %s (declared %s) after %d (%s)",
				tc.row, r.Solution, r.Input, r.Verdict, r.Expected, r.Runs, tc.solution, tc.input, tc.verdict, tc.expected, tc.runs, tc.why)
		}
		if tc.runs > 0 && !(r.CPU.Min <= r.CPU.Median && r.CPU.Median <= r.CPU.Max) {
			t.Errorf("row %d: CPU spread %+v is not ordered", tc.row, r.CPU)
		}
	}
	// A CPU-bound time-out is stopped at its CPU limit, unless a loaded
	// machine starved it until the wall-clock guard (2 × 200 ms + 1 s)
	// came first: then its CPU time says nothing.
	if loop := rep.Rows[4]; loop.CPU.Max < 200*time.Millisecond && loop.Wall.Max < 1400*time.Millisecond {
		t.Errorf("loop.c: CPU %s after %s wall, want at least the 200 ms limit", loop.CPU.Max, loop.Wall.Max)
	}

	// plus-one is declared WA: only what no declaration covers counts.
	var unexpected []string
	for _, r := range rep.Unexpected() {
		unexpected = append(unexpected, r.Solution+" "+string(r.Verdict))
	}
	if want := fixture("loop.c") + " TLE"; len(unexpected) != 4 || unexpected[0] != want {
		t.Errorf("unexpected rows %q, want loop.c TLE and broken.c CE on both inputs", unexpected)
	}

	var table, js bytes.Buffer
	if err := rep.Write(&table, "table"); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(table.String(), "TLE (> 200 ms)") || !strings.Contains(table.String(), "CPU median") ||
		!strings.Contains(table.String(), `plus-one on 01.in: WA: token 1: expected "3", found "4"`) {
		t.Errorf("table lacks the TLE row or the CPU column:\n%s", table.String())
	}
	if err := rep.Write(&js, "json"); err != nil {
		t.Fatal(err)
	}
	var rows []map[string]any
	if err := json.Unmarshal(js.Bytes(), &rows); err != nil || len(rows) != 8 || rows[0]["cpu_median_ms"] == nil {
		t.Errorf("json: %v, %d rows: want 8 rows with cpu_median_ms", err, len(rows))
	}
}

func TestSpread(t *testing.T) {
	ms := func(v ...int) []time.Duration {
		out := make([]time.Duration, len(v))
		for i, x := range v {
			out[i] = time.Duration(x) * time.Millisecond
		}
		return out
	}
	tests := []struct {
		name string
		in   []time.Duration
		want Spread
	}{
		{"odd count", ms(30, 10, 20), Spread{ms(20)[0], ms(10)[0], ms(30)[0]}},
		{"even count averages the middle two", ms(40, 10, 20, 30), Spread{ms(25)[0], ms(10)[0], ms(40)[0]}},
		{"empty", nil, Spread{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := spread(tc.in); got != tc.want {
				t.Errorf("spread = %+v, want %+v", got, tc.want)
			}
		})
	}
}
