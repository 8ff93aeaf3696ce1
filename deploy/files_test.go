package deploy

import (
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// job is the part of a Kubernetes Job the tests look at.
type job struct {
	APIVersion string `yaml:"apiVersion"`
	Kind       string `yaml:"kind"`
	Metadata   struct {
		Name string `yaml:"name"`
	} `yaml:"metadata"`
	Spec struct {
		CompletionMode string `yaml:"completionMode"`
		Completions    int    `yaml:"completions"`
		Parallelism    int    `yaml:"parallelism"`
		Template       struct {
			Spec struct {
				RestartPolicy string `yaml:"restartPolicy"`
				Containers    []struct {
					Image   string   `yaml:"image"`
					Command []string `yaml:"command"`
					Env     []struct {
						Name  string `yaml:"name"`
						Value string `yaml:"value"`
					} `yaml:"env"`
					VolumeMounts []struct {
						Name      string `yaml:"name"`
						MountPath string `yaml:"mountPath"`
					} `yaml:"volumeMounts"`
				} `yaml:"containers"`
				Volumes []struct {
					Name string `yaml:"name"`
					PVC  struct {
						ClaimName string `yaml:"claimName"`
					} `yaml:"persistentVolumeClaim"`
				} `yaml:"volumes"`
			} `yaml:"spec"`
		} `yaml:"template"`
	} `yaml:"spec"`
}

func readJob(t *testing.T, path string) *job {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var j job
	dec := yaml.NewDecoder(strings.NewReader(string(b)))
	if err := dec.Decode(&j); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return &j
}

// env returns the value of the first container's variable name.
func (j *job) env(name string) string {
	for _, e := range j.Spec.Template.Spec.Containers[0].Env {
		if e.Name == name {
			return e.Value
		}
	}
	return ""
}

// script is the shell command line of the first container.
func (j *job) script() string {
	c := j.Spec.Template.Spec.Containers[0].Command
	if len(c) != 3 || c[0] != "sh" || c[1] != "-c" {
		return ""
	}
	return c[2]
}

func TestKubernetesJobs(t *testing.T) {
	stress, merge := readJob(t, "kubernetes/stress-job.yaml"), readJob(t, "kubernetes/merge-job.yaml")
	for _, j := range []*job{stress, merge} {
		s := j.Spec.Template.Spec
		// Fields a Job must have, and a restart would rerun a shard.
		if j.APIVersion != "batch/v1" || j.Kind != "Job" || j.Metadata.Name == "" || s.RestartPolicy != "Never" || len(s.Containers) != 1 || j.script() == "" {
			t.Errorf("%s: not a batch/v1 Job with restartPolicy Never and one sh -c container: %+v", j.Metadata.Name, j)
			continue
		}
		// Every pod and the merge must see the same results folder.
		c := s.Containers[0]
		if len(c.VolumeMounts) != 1 || len(s.Volumes) != 1 || c.VolumeMounts[0].Name != s.Volumes[0].Name ||
			c.VolumeMounts[0].MountPath != j.env("RESULTS") || s.Volumes[0].PVC.ClaimName != "carokit-results" {
			t.Errorf("%s: RESULTS %q is not the mounted claim carokit-results", j.Metadata.Name, j.env("RESULTS"))
		}
	}
	m, err := strconv.Atoi(stress.env("JOB_COMPLETIONS"))
	// carokit's M is JOB_COMPLETIONS: it must be the Job's completions,
	// or shards would skip or repeat case indices.
	if err != nil || stress.Spec.CompletionMode != "Indexed" || stress.Spec.Completions != m || stress.Spec.Parallelism != m {
		t.Errorf("stress job: completionMode %q, completions %d, parallelism %d, JOB_COMPLETIONS %q: want Indexed and all equal",
			stress.Spec.CompletionMode, stress.Spec.Completions, stress.Spec.Parallelism, stress.env("JOB_COMPLETIONS"))
	}
	if s := stress.script(); !strings.Contains(s, "carokit") || !strings.Contains(s, " stress ") || !strings.Contains(s, `--result "$RESULTS/stress-$JOB_COMPLETION_INDEX.json"`) {
		t.Errorf("stress job: command %q does not write the shard's result under its index", s)
	}
	if s := merge.script(); !strings.Contains(s, "carokit merge") || !strings.Contains(s, `"$RESULTS"/stress-*.json`) {
		t.Errorf("merge job: command %q does not merge the stress results", s)
	}
}

func TestGitHubWorkflow(t *testing.T) {
	b, err := os.ReadFile("github/judge.yml")
	if err != nil {
		t.Fatal(err)
	}
	var w struct {
		Env  map[string]string `yaml:"env"`
		Jobs map[string]struct {
			Needs    string `yaml:"needs"`
			If       string `yaml:"if"`
			Strategy struct {
				Matrix struct {
					Shard []int `yaml:"shard"`
				} `yaml:"matrix"`
			} `yaml:"strategy"`
			Steps []struct {
				Run string `yaml:"run"`
			} `yaml:"steps"`
		} `yaml:"jobs"`
	}
	if err := yaml.Unmarshal(b, &w); err != nil {
		t.Fatal(err)
	}
	m, err := strconv.Atoi(w.Env["SHARDS"])
	shard, merge := w.Jobs["shard"], w.Jobs["merge"]
	// The matrix must list every shard 0…M-1 once, or the merge fails.
	if err != nil || !slices.Equal(shard.Strategy.Matrix.Shard, seq(m)) {
		t.Errorf("matrix shards %v, SHARDS %q: want 0…SHARDS-1", shard.Strategy.Matrix.Shard, w.Env["SHARDS"])
	}
	runs := func(steps []struct {
		Run string `yaml:"run"`
	}) string {
		var all []string
		for _, s := range steps {
			all = append(all, s.Run)
		}
		return strings.Join(all, "\n")
	}
	if r := runs(shard.Steps); !strings.Contains(r, "--shard ${{ matrix.shard }}/${{ env.SHARDS }}") || !strings.Contains(r, "--result judge-${{ matrix.shard }}.json") {
		t.Errorf("shard job does not judge its shard into a result: %q", r)
	}
	// The merge runs even when a shard failed, so that it names it.
	if merge.Needs != "shard" || merge.If != "always()" || !strings.Contains(runs(merge.Steps), "merge judge-*.json") {
		t.Errorf("merge job: needs %q, if %q, steps %q", merge.Needs, merge.If, runs(merge.Steps))
	}
}

func seq(m int) []int {
	out := make([]int, m)
	for i := range out {
		out[i] = i
	}
	return out
}

func TestSlurmScriptParses(t *testing.T) {
	if out, err := exec.Command("bash", "-n", "slurm/judge.sbatch").CombinedOutput(); err != nil {
		t.Fatalf("bash -n slurm/judge.sbatch: %v\n%s", err, out)
	}
}
