"""Print what BAPCtools' own parser makes of a generators.yaml, as JSON.

Used only to compute the expected values pinned in testdata/*.bt.json
(and by TestAgainstBAPCtools when BAPCTOOLS_DIR points at a BAPCtools
checkout whose imports this python can satisfy). It drives BAPCtools the
way its own test/test_generators_yaml.py does: a mock problem, then
GeneratorConfig._parse_root on the read YAML.

usage: python3 bt_expand.py PROBLEM_DIR
"""

import collections
import json
import sys
from pathlib import Path

import bapctools.problem  # noqa: F401  (import order BAPCtools needs)
from bapctools import config, generate, util

config.RUNNING_TEST = True


class Settings:
    def __init__(self, constants):
        self.constants = constants


class Problem:
    def __init__(self, path, constants):
        self.path = path
        self._program_callbacks = dict()
        self._rules_cache = dict()
        self.settings = Settings(constants)
        self.interactive = False
        self.multi_pass = False


class Config(generate.GeneratorConfig):
    def __init__(self, problem):
        self.problem = problem
        self.n_test_case_error = 0
        self.n_parse_error = 0
        self.known_cases = dict()
        self.known_directories = dict()
        self.known_files = set()
        self.known_keys = collections.defaultdict(lambda: (False, []))
        self.rules_cache = dict()
        self.generated_test_cases = dict()
        self.trash_dir = None
        self.hashed_in = set()
        self.restriction = None
        self.generators = dict()


def solution(c):
    if c.solution is None:
        return "DEFAULT" if c.needs_default_solution else ""
    return c.solution.program_path.as_posix()


def main():
    root = Path(sys.argv[1]).resolve()
    problem = Problem(root, {})
    if (root / "problem.yaml").is_file():
        raw = util.read_yaml(root / "problem.yaml")
        settings = bapctools.problem.ProblemSettings(
            util.YamlParser("problem.yaml", raw), problem
        )
        problem.settings = Settings(settings.constants)
        problem.interactive = settings.interactive
        problem.multi_pass = settings.multi_pass
    gc = Config(problem)
    raw = util.read_yaml(root / "generators" / "generators.yaml")
    out = {"tests": [], "groups": [], "includes": [], "generators": {}}
    try:
        rd = gc._parse_root(raw, util.PrintBar("generators.yaml"))
    except generate.ParseException as e:
        out["parse_exception"] = e.message
        print(json.dumps(out, indent=1, sort_keys=True))
        return
    for k, v in gc.generators.items():
        out["generators"][k.as_posix()] = [d.as_posix() for d in v]

    def test(t):
        if not t.ok:
            out["tests"].append({"path": t.path.as_posix(), "ok": False})
            return
        e = {"path": t.path.as_posix(), "ok": True, "solution": solution(t.config),
             "random_salt": t.config.random_salt, "retries": t.config.retries,
             "count": t.count_value}
        if t.generator is not None:
            e["program"] = t.generator.program_path.as_posix()
            e["command"] = t.generator.command_string
            e["args"] = list(t.generator._sub_args(seed=t.seed))
            e["seed"] = t.seed
            e["uses_seed"] = t.generator.uses_seed
        if t.copy is not None:
            e["copy"] = t.copy.relative_to(root).with_suffix("").as_posix()
        if t.hardcoded:
            e["hardcoded"] = t.hardcoded
        out["tests"].append(e)

    def group(d):
        e = {"path": d.path.as_posix()}
        if d.test_group_yaml not in (False, None):
            e["test_group.yaml"] = json.loads(json.dumps(d.test_group_yaml))
        out["groups"].append(e)
        for name, t in d.includes.items():
            out["includes"].append({"group": d.path.as_posix(), "name": name,
                                    "from": t.path.as_posix()})

    rd.walk(test, group)
    out["errors"] = gc.n_parse_error + gc.n_test_case_error
    print(json.dumps(out, indent=1, sort_keys=True))


main()
