package progtest

import (
	"os"
	"path/filepath"
	"testing"
)

// TestJail: the jail kills a program making a folder (what DMOJ did to
// Havannah's mkdtemp), refuses a file opened for writing, and lets a
// program that only reads run to its end. Each case is a C++ program
// doing one thing.
func TestJail(t *testing.T) {
	cases := []struct {
		name, body string
		want       int // exit code; -1: killed
		why        string
	}{
		{"reads", `FILE* f = fopen("in", "r"); return f ? 7 : 8;`, 7, "reading is allowed"},
		{"mkdtemp", `char d[] = "/tmp/jail-XXXXXX"; mkdtemp(d); return 0;`, -1, "DMOJ: disallowed syscall mkdir"},
		{"mkdir", `mkdir("sub", 0755); return 0;`, -1, "DMOJ: disallowed syscall mkdir"},
		{"writes", `FILE* f = fopen("out", "w"); return f ? 5 : errno == EACCES ? 6 : 4;`, 6, "DMOJ's write jail: EACCES"},
		{"unlinks", `remove("in"); return 0;`, -1, "DMOJ: unlink is not in the allowed table"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := "#include <cerrno>\n#include <cstdio>\n#include <cstdlib>\n#include <sys/stat.h>\n#include <unistd.h>\nint main() { " + c.body + " }\n"
			bin := CompileSource(t, c.name+".cpp", []byte(src))
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "in"), []byte("x"), 0o644); err != nil {
				t.Fatal(err)
			}
			r := Jailed(t, dir, nil, bin)
			if r.Code != c.want {
				t.Errorf("exit %d, want %d (%s); stderr %q", r.Code, c.want, c.why, r.Stderr)
			}
			if plain := Plain(t, dir, nil, bin); c.want == -1 && plain.Code != 0 {
				t.Errorf("unjailed it exits %d: the case tests nothing", plain.Code)
			}
		})
	}
}
