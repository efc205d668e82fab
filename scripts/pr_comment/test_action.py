"""action.yml, read with a small indentation parser (no PyYAML on the runners): a composite action
with the documented inputs, whose steps run only what the repository ships (swift build, a11ysnap,
scripts/…) and what GitHub's runner images have, never `gh`, with the token only in the comment
step's environment.

Run from the repository root: `python3 -m unittest discover -s scripts/pr_comment -p 'test_*.py'`.
"""

import os
import re
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

ALLOWED_ACTIONS = {"actions/cache@v4", "actions/upload-artifact@v4"}
# Shell built-ins and keywords, and programs every GitHub-hosted macOS and Ubuntu image has.
ALLOWED_COMMANDS = {"if", "then", "elif", "else", "fi", "case", "esac", "echo", "exit", "true", "cd", "[",
                    "mkdir", "find", "sort", "xargs", "shasum", "cut", "python3", "swift", '"$A11YSNAP"'}


def parse_yaml(text):
    """The subset of YAML action.yml uses: block mappings, block lists of mappings, `|` block
    scalars, plain and quoted scalars, full-line comments. Anything else raises ValueError."""
    lines = text.split("\n")

    def indent(line):
        return len(line) - len(line.lstrip(" "))

    def next_line(i):
        while i < len(lines) and (not lines[i].strip() or lines[i].strip().startswith("#")):
            i += 1
        return i

    def scalar(text):
        if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'":
            return text[1:-1]
        if " #" in text:
            raise ValueError("inline comments are not supported: " + text)
        return text

    def block(i, level):
        i = next_line(i)
        if lines[i].strip().startswith("- "):
            return sequence(i, level)
        return mapping(i, level)

    def sequence(i, level):
        items = []
        while True:
            i = next_line(i)
            if i >= len(lines) or indent(lines[i]) != level or not lines[i].strip().startswith("- "):
                return items, i
            lines[i] = " " * (level + 2) + lines[i].strip()[2:]
            item, i = mapping(i, level + 2)
            items.append(item)

    def mapping(i, level):
        result = {}
        while True:
            i = next_line(i)
            if i >= len(lines) or indent(lines[i]) < level or lines[i].strip().startswith("- "):
                return result, i
            if indent(lines[i]) > level:
                raise ValueError("unexpected indentation at line %d" % (i + 1))
            key, colon, rest = lines[i].strip().partition(":")
            if not colon or (rest and not rest.startswith(" ")):
                raise ValueError("not a mapping entry at line %d: %s" % (i + 1, lines[i]))
            rest = rest.strip()
            if rest == "|":
                body, i = [], i + 1
                while i < len(lines) and (not lines[i].strip() or indent(lines[i]) > level):
                    body.append(lines[i])
                    i += 1
                depth = min(indent(line) for line in body if line.strip())
                result[key] = "\n".join(line[depth:] for line in body).strip("\n") + "\n"
            elif rest:
                result[key] = scalar(rest)
                i += 1
            else:
                j = next_line(i + 1)
                if j < len(lines) and indent(lines[j]) > level:
                    result[key], i = block(j, indent(lines[j]))
                else:
                    result[key], i = None, i + 1

    value, end = mapping(0, 0)
    if next_line(end) < len(lines):
        raise ValueError("could not read past line %d" % (end + 1))
    return value


def commands(script):
    """The first word of each simple command of a bash script (after keywords and assignments)."""
    found = []
    # Quoted text is an argument (but "$A11YSNAP" may be a command); a case arm's pattern is none.
    script = re.sub(r'"[^"]*"', lambda m: m.group(0) if re.fullmatch(r'"\$\w+"', m.group(0)) else '"…"', script)
    script = re.sub(r"(?m)^(\s*)[^\s()]+\)\s", r"\1", script).replace("$(", ";")
    for segment in re.split(r"\|\||&&|;;|;|\||\n", script):
        words = segment.strip().split()
        while words and (re.fullmatch(r"[A-Za-z_]+=\S*", words[0]) or words[0] in {"then", "else", "do"}):
            words = words[1:]
        if words and words[0] not in {")", "in"} and not words[0].startswith("#"):
            found.append(words[0])
    return found


class Action(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        with open(os.path.join(ROOT, "action.yml"), encoding="utf-8") as file:
            cls.text = file.read()
        cls.action = parse_yaml(cls.text)
        cls.steps = cls.action["runs"]["steps"]

    def step(self, name_part):
        found = [step for step in self.steps if name_part in step.get("name", "")]
        self.assertEqual(len(found), 1, name_part)
        return found[0]

    def test_the_parser_reads_nested_blocks_and_rejects_what_it_does_not_know(self):
        parsed = parse_yaml("a: 1\nb:\n  - c: x\n    d: |\n      one\n\n      two\n  - c: 'y'\ne: \"q\"\n")
        self.assertEqual(parsed, {"a": "1", "b": [{"c": "x", "d": "one\n\ntwo\n"}, {"c": "y"}], "e": "q"})
        with self.assertRaises(ValueError):
            parse_yaml("a: 1\n   b: 2\n")
        self.assertEqual(commands('x=1\nif [ "$x" -le 1 ]; then\n  a | b || c\nfi\ncase "$v" in\n  p:*) echo y; exit 0 ;;\nesac'),
                         ["if", "a", "b", "c", "fi", "case", "echo", "exit", "esac"])

    def test_a_composite_action_with_the_documented_inputs(self):
        self.assertEqual(self.action["runs"]["using"], "composite")
        inputs = self.action["inputs"]
        self.assertTrue({"references", "artifacts", "token", "fail-on", "comment"} <= set(inputs))
        self.assertEqual(inputs["token"]["default"], "${{ github.token }}")
        self.assertEqual(inputs["references"]["default"], "__Snapshots__")
        self.assertIn("pull-requests: write", self.text)
        self.assertIn("contents: read", self.text)

    def test_steps_use_only_known_actions_and_commands(self):
        for step in self.steps:
            if "uses" in step:
                self.assertIn(step["uses"], ALLOWED_ACTIONS)
                continue
            self.assertEqual(step.get("shell"), "bash", step["name"])
            used = commands(step["run"])
            self.assertTrue(set(used) <= ALLOWED_COMMANDS, "%s runs %s" % (step["name"], set(used) - ALLOWED_COMMANDS))
            self.assertNotIn("gh", used)
            self.assertNotIn("${{ inputs.", step["run"], "inputs reach scripts through env, never spliced into code")
            for script in re.findall(r'"\$PACKAGE/(scripts/[\w.-]+)"', step["run"]):
                self.assertTrue(os.access(os.path.join(ROOT, script), os.X_OK), script)

    def test_it_builds_a11ysnap_in_release_cached_by_the_sources(self):
        key = self.step("Key the a11ysnap build")["run"]
        self.assertIn("Package.swift Sources", key)
        cache = self.step("Cache")
        self.assertIn("${{ steps.key.outputs.hash }}", cache["with"]["key"])
        build = self.step("Build a11ysnap")
        self.assertTrue(build["run"].startswith("swift build -c release --product a11ysnap"))
        self.assertIn("--scratch-path \"$SCRATCH\"", build["run"])
        self.assertEqual(cache["with"]["path"], build["env"]["SCRATCH"])
        self.assertEqual(self.step("Compare")["env"]["A11YSNAP"], build["env"]["SCRATCH"] + "/release/a11ysnap")

    def test_it_reports_in_the_summary_annotations_an_artifact_and_one_comment(self):
        compare = self.step("Compare")["run"]
        self.assertIn('--partial --format markdown >> "$GITHUB_STEP_SUMMARY"', compare)
        self.assertIn("--format github", compare)
        self.assertIn("--format html -o \"$REPORT/report.html\"", compare)
        self.assertEqual(self.step("Upload")["uses"], "actions/upload-artifact@v4")
        comment = self.step("comment")
        self.assertEqual(comment["continue-on-error"], "true", "the comment never fails the job")
        self.assertEqual(comment["env"]["GITHUB_TOKEN"], "${{ inputs.token }}")
        self.assertEqual(self.text.count("${{ inputs.token }}"), 1, "the token goes to the comment step only")
        self.assertIn("--resolved", comment["run"])


if __name__ == "__main__":
    unittest.main()
