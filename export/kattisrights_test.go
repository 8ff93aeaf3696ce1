package export

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// TestReadRightsVersions checks that a folder's license, rights owner
// and credits are read in each version's spelling and written in the
// export's: problemtools accepts an author or a source in place of a
// rights owner (verifyproblem.py, "No author, source or rights_owner
// provided"), so dropping them would turn a folder's valid licence into
// an error.
func TestReadRightsVersions(t *testing.T) {
	cases := []struct {
		name, yaml string
		want       rights
		// legacy and later are texts the written problem.yaml holds.
		legacy, later []string
	}{
		{
			name:   "legacy author list split as problemtools splits it, with its source_url",
			yaml:   "author: Ann Lee, Bo Ng and Cy Ho\nsource: NWERC\nsource_url: https://example.org\nlicense: cc by\n",
			want:   rights{license: "cc by", authors: []string{"Ann Lee", "Bo Ng", "Cy Ho"}, sources: []source{{"NWERC", "https://example.org"}}},
			legacy: []string{"author: Ann Lee, Bo Ng, Cy Ho", "source: NWERC", "source_url: https://example.org", "license: cc by"},
			later:  []string{"credits:\n  authors:\n    - Ann Lee", "source:\n  - name: NWERC\n    url: https://example.org"},
		},
		{
			name:   "2023-07 credits map and a list of sources",
			yaml:   "credits:\n  authors: [Ann Lee <ann@example.org>]\nsource:\n  - NWERC\n  - {name: BAPC, url: https://bapc.example}\nlicense: cc0\n",
			want:   rights{license: "cc0", authors: []string{"Ann Lee <ann@example.org>"}, sources: []source{{name: "NWERC"}, {"BAPC", "https://bapc.example"}}},
			legacy: []string{"author: Ann Lee <ann@example.org>", "source: NWERC\n", "license: cc0"},
			later:  []string{"- name: BAPC\n    url: https://bapc.example"},
		},
		{
			name:   "2023-07 credits as a string of authors",
			yaml:   "credits: Ann Lee & Bo Ng\nrights_owner: ICPC\nlicense: permission\n",
			want:   rights{license: "permission", owner: "ICPC", authors: []string{"Ann Lee", "Bo Ng"}},
			legacy: []string{"rights_owner: ICPC", "license: permission"},
			later:  []string{"rights_owner: ICPC"},
		},
		{
			name: "nothing said: nothing written",
			yaml: "name: X\n",
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "problem.yaml"), []byte(tc.yaml), 0o644); err != nil {
				t.Fatal(err)
			}
			got, _, err := readRights(dir)
			if err != nil {
				t.Fatal(err)
			}
			if got.license != tc.want.license || got.owner != tc.want.owner || !slices.Equal(got.authors, tc.want.authors) || !slices.Equal(got.sources, tc.want.sources) {
				t.Fatalf("readRights = %+v, want %+v", got, tc.want)
			}
			for version, wants := range map[string][]string{KattisLegacy: tc.legacy, Kattis2023: tc.later, Kattis2025: tc.later} {
				text := marshalNodes(t, got.nodes(version))
				for _, w := range wants {
					if !strings.Contains(text, w) {
						t.Errorf("%s problem.yaml:\n%s\nwant it to contain %q", version, text, w)
					}
				}
				if len(wants) == 0 && text != "{}\n" {
					t.Errorf("%s problem.yaml:\n%s\nwant nothing", version, text)
				}
			}
		})
	}
}

// marshalNodes writes key and value nodes as a YAML map.
func marshalNodes(t *testing.T, kv []*yaml.Node) string {
	t.Helper()
	data, err := encodeYAML(ymap(kv...))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestKattisLicenseOptions checks export --license and --rights-owner on
// a built-in problem (which has none of its own): written in
// problem.yaml, refused where problemtools would refuse them, and the one
// line the export says when there is no license (problemtools' warning).
func TestKattisLicenseOptions(t *testing.T) {
	cases := []struct {
		name           string
		license, owner string
		// want is in problem.yaml; wantErr in the error; warn in the warnings.
		want, wantErr, warn string
	}{
		{name: "licence and owner written", license: "cc by-sa", owner: "carokit authors", want: "license: cc by-sa\nrights_owner: carokit authors\n"},
		{name: "public domain needs no owner", license: "public domain", want: "license: public domain\n"},
		{name: "no licence: the export says problemtools' warning", warn: `problemtools warns "License is 'unknown'"`},
		{name: "a licence but no owner, author or source: problemtools' error", license: "permission", wantErr: "No author, source or rights_owner provided"},
		{name: "public domain with an owner: problemtools' error", license: "public domain", owner: "x", wantErr: "Can not have a rights_owner"},
		{name: "a licence the format does not name", license: "mit", owner: "x", wantErr: "none of the Kattis format's"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir, _ := fakePackage(t, "caro", caroLike)
			out := filepath.Join(t.TempDir(), "caro")
			var warnings []string
			err := Export(dir, "kattis", out, Options{Assets: fakeAssets, License: tc.license, RightsOwner: tc.owner, Warnings: func(s string) { warnings = append(warnings, s) }})
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("Export: %v, want an error saying %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			data, err := os.ReadFile(filepath.Join(out, "problem.yaml"))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(data), tc.want) {
				t.Errorf("problem.yaml:\n%s\nwant it to contain %q", data, tc.want)
			}
			said := strings.Join(warnings, "\n")
			switch {
			case tc.warn == "" && strings.Contains(said, "License is"):
				t.Errorf("warnings %q, want none about the license", said)
			case !strings.Contains(said, tc.warn):
				t.Errorf("warnings %q, want %q", said, tc.warn)
			}
		})
	}
}
