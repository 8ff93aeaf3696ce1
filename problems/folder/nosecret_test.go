package folder_test

import (
	"context"
	"strings"
	"testing"

	"carokit/problems/folder"
)

// TestSamplesOnly: a folder with samples and an empty data/secret (as
// BAPCtools' hello, fltcmp and hellounix are) is refused with the reason
// and what to add, not with a plan error about a subtask 1 the setter
// never wrote.
func TestSamplesOnly(t *testing.T) {
	_, err := folder.Open(context.Background(), "testdata/samplesonly", folder.Options{CacheDir: t.TempDir()})
	if err == nil || !strings.Contains(err.Error(), "has no tests: add data/secret") {
		t.Fatalf("Open: %v, want the folder's lack of secret tests named", err)
	}
}
