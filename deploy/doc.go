// Package deploy holds ready-to-use files that run a carokit campaign on
// engines setters already have (a Kubernetes Indexed Job, a Slurm job
// array, a GitHub Actions matrix) and the tests that check them: their
// structure, and a local simulation where GNU parallel runs the shards on
// this machine and carokit merge must print what one process prints.
package deploy
