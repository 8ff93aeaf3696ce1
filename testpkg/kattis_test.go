package testpkg_test

import (
	"testing"

	"github.com/google/uuid"
	"go.yaml.in/yaml/v3"

	"carokit/testpkg"
)

// problemYAML is problem.yaml as a judge reads it.
type problemYAML struct {
	Version string `yaml:"problem_format_version"`
	Type    string `yaml:"type"`
	Name    string `yaml:"name"`
	UUID    string `yaml:"uuid"`
	Limits  struct {
		TimeLimit float64 `yaml:"time_limit"`
		Memory    int64   `yaml:"memory"`
	} `yaml:"limits"`
}

// TestProblemYAMLRoundTrip writes titles that fmt's %q would have turned
// into something else (or into invalid YAML) and reads them back with the
// YAML library: the name and every other field must survive.
func TestProblemYAMLRoundTrip(t *testing.T) {
	tests := []struct {
		name  string
		title string
		want  string // the name read back; the title itself when empty
		why   string
	}{
		{"plain", "Caro", "", "the default problem's title"},
		{"colon space", "Caro: five in a row", "", "': ' starts a mapping value in a plain scalar"},
		{"hash", "Caro #2", "", "' #' starts a comment in a plain scalar"},
		{"double quotes", `The "Caro" game`, "", "must be escaped inside double quotes"},
		{"single quotes", "Gomoku's cousin", "", "a quote in the middle of a scalar"},
		{"leading dash", "- Caro -", "", "a leading '- ' starts a sequence item"},
		{"unicode", "Cờ ca-rô 五子棋 ✓", "", "non-ASCII must stay as is, not be escaped into another value"},
		{"newline", "Caro\nsecond line", "", "a line break must not end the scalar"},
		{"tab and backslash", "a\tb\\c", "", "escapes that YAML and Go spell differently"},
		{"yaml keywords", "yes", "", "YAML 1.1 reads a plain yes as a boolean"},
		{"number-like", "1.5", "", "a plain 1.5 reads back as a float"},
		{"outer spaces", "  Caro  ", "", "plain scalars lose leading and trailing spaces"},
		{"empty", "", "", "an empty name must stay a string, not become null"},
		{"invalid UTF-8", "Caro\xff", "Caro\uFFFD", "%q wrote \\xff, which YAML reads as ÿ; YAML cannot hold the byte, so it becomes U+FFFD"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := &testpkg.Manifest{Problem: "caro", Title: tc.title, TimeLimitMS: 1500, MemoryLimitMB: 256}
			data := testpkg.ProblemYAML(m)
			var got problemYAML
			if err := yaml.Unmarshal(data, &got); err != nil {
				t.Fatalf("problem.yaml does not parse (%s): %v\n%s", tc.why, err, data)
			}
			want := tc.want
			if want == "" {
				want = tc.title
			}
			if got.Name != want {
				t.Errorf("name read back as %q, want %q (%s)\n%s", got.Name, want, tc.why, data)
			}
			if got.Version != testpkg.KattisFormatVersion || got.Type != "scoring" || got.UUID != testpkg.ProblemUUID("caro") ||
				got.Limits.TimeLimit != 1.5 || got.Limits.Memory != 256 {
				t.Errorf("the other fields did not survive: %+v\n%s", got, data)
			}
		})
	}
}

// TestProblemYAMLBytes pins the default problem's file: the YAML library
// writes exactly what the hand-written version did (a double-quoted name,
// a whole time limit without a decimal point), so packages built before
// the change differ only in their uuid.
func TestProblemYAMLBytes(t *testing.T) {
	m := &testpkg.Manifest{Problem: "caro", Title: "Caro", TimeLimitMS: 1000, MemoryLimitMB: 256}
	want := `problem_format_version: 2025-09
type: scoring
name: "Caro"
uuid: 8a34f432-8465-50e9-9e3f-1836850b543d
limits:
  time_limit: 1
  memory: 256
`
	if got := string(testpkg.ProblemYAML(m)); got != want {
		t.Errorf("problem.yaml:\n%s\nwant:\n%s", got, want)
	}
}

// TestProblemUUID pins the uuids: judges recognise a problem across
// re-uploads by it, so it must not change from one carokit version to the
// next. Each value must also be what github.com/google/uuid computes (the
// binary does not link that package, see ProblemUUID); the pinned ones were
// checked with a third implementation, Python's
// uuid.uuid5(uuid.NAMESPACE_URL, "carokit:problem:caro").
func TestProblemUUID(t *testing.T) {
	tests := []struct {
		problem, want string // want "" is not pinned, only compared with the library
	}{
		{"caro", "8a34f432-8465-50e9-9e3f-1836850b543d"},
		{"duiyi", "ca379d39-692e-5aa9-9949-1f5ca3afb2fa"},
		{"", ""},             // the empty name still hashes the prefix
		{"Cờ ca-rô 五子棋", ""}, // the name is hashed as its UTF-8 bytes
	}
	for _, tc := range tests {
		t.Run(tc.problem, func(t *testing.T) {
			got := testpkg.ProblemUUID(tc.problem)
			if tc.want != "" && got != tc.want {
				t.Errorf("uuid of %s is %s, it was %s", tc.problem, got, tc.want)
			}
			if lib := uuid.NewSHA1(uuid.NameSpaceURL, []byte("carokit:problem:"+tc.problem)).String(); got != lib {
				t.Errorf("uuid of %q is %s, google/uuid computes %s", tc.problem, got, lib)
			}
			if u := uuid.MustParse(got); u.Version() != 5 || u.Variant() != uuid.RFC4122 {
				t.Errorf("uuid %s: version %d variant %v, want a version 5 RFC 9562 UUID", got, u.Version(), u.Variant())
			}
		})
	}
}

// TestTestGroupYAML checks the scoring files of subtask folders: the
// bytes of the default package's files, and that odd notes stay comments.
func TestTestGroupYAML(t *testing.T) {
	tests := []struct {
		name    string
		entry   testpkg.SubtaskEntry
		scoring string
		want    string
		why     string
	}{
		{"default subtask", testpkg.SubtaskEntry{Group: "subtask3", Weight: 40, Note: "N ≤ 5000, K ≤ 300000"}, "per-test",
			"# subtask3: N ≤ 5000, K ≤ 300000\nmax_score: 40\nscore_aggregation: sum\n",
			"the bytes of the default package's file, as the hand-written version made them"},
		{"group-min", testpkg.SubtaskEntry{Group: "subtask1", Weight: 12.5, Note: "small"}, "group-min",
			"# subtask1: small\nmax_score: 12.5\nscore_aggregation: min\n",
			"a fractional weight and the min aggregation"},
		{"note with a line break", testpkg.SubtaskEntry{Group: "subtask2", Weight: 30, Note: "N ≤ 300\nmax_score: 0"}, "per-test",
			"# subtask2: N ≤ 300 max_score: 0\nmax_score: 30\nscore_aggregation: sum\n",
			"the second line of a note must not become a key"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			data := testpkg.TestGroupYAML(tc.entry, tc.scoring)
			if string(data) != tc.want {
				t.Errorf("test_group.yaml:\n%s\nwant (%s):\n%s", data, tc.why, tc.want)
			}
			var got struct {
				MaxScore    float64 `yaml:"max_score"`
				Aggregation string  `yaml:"score_aggregation"`
			}
			if err := yaml.Unmarshal(data, &got); err != nil || got.MaxScore != tc.entry.Weight {
				t.Errorf("reads back as %+v, %v; want max_score %g (%s)", got, err, tc.entry.Weight, tc.why)
			}
		})
	}
}
