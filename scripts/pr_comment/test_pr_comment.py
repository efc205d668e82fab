"""scripts/pr-comment against a fake GitHub REST API on 127.0.0.1: one comment per pull request,
found again by its marker on any page, updated in place, resolved or deleted, cut to the limit,
and every failure answered with one line, exit status 0 and no token in sight.

Run from the repository root: `python3 -m unittest discover -s scripts/pr_comment -p 'test_*.py'`.
"""

import http.server
import json
import os
import subprocess
import sys
import tempfile
import threading
import unittest
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "scripts", "pr-comment")
MARKER = "<!-- a11ysnapshot-report -->"
TOKEN = "ghs_secretTOKEN0123456789"
PR = 7


class FakeGitHub(http.server.ThreadingHTTPServer):
    """Issue comments of one repository, served a few per page, with an optional forced failure."""

    def __init__(self, page_size=2):
        super().__init__(("127.0.0.1", 0), Handler)
        self.page_size = page_size
        self.comments = []
        self.next_id = 100
        self.requests = []
        self.failure = None  # (HTTP status, method) to answer every such request with

    @property
    def url(self):
        return "http://127.0.0.1:%d" % self.server_address[1]

    def add(self, body):
        self.next_id += 1
        self.comments.append({"id": self.next_id, "body": body})
        return self.next_id


class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *arguments):
        pass

    def answer(self, status, payload=None, headers=()):
        data = b"" if payload is None else json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def handle_any(self):
        github = self.server
        url = urllib.parse.urlsplit(self.path)
        length = int(self.headers.get("Content-Length") or 0)
        body = json.loads(self.rfile.read(length)) if length else None
        github.requests.append((self.command, self.path, self.headers.get("Authorization"), body))
        if self.headers.get("Authorization") != "Bearer " + TOKEN:
            return self.answer(401, {"message": "Bad credentials"})
        if github.failure and github.failure[1] in (self.command, None):
            # Like some proxies, echo the credentials back, to prove the script never prints them.
            return self.answer(github.failure[0], {"message": "refused for " + self.headers.get("Authorization")})
        listing = "/repos/o/r/issues/%d/comments" % PR
        if self.command == "GET" and url.path == listing:
            page = int(urllib.parse.parse_qs(url.query).get("page", ["1"])[0])
            start = (page - 1) * github.page_size
            headers = []
            if start + github.page_size < len(github.comments):
                headers.append(("Link", '<%s%s?per_page=100&page=%d>; rel="next", <%s%s?page=9>; rel="last"'
                                % (github.url, listing, page + 1, github.url, listing)))
            return self.answer(200, github.comments[start:start + github.page_size], headers)
        if self.command == "POST" and url.path == listing:
            identifier = github.add(body["body"])
            return self.answer(201, {"id": identifier, "body": body["body"]})
        prefix = "/repos/o/r/issues/comments/"
        if url.path.startswith(prefix):
            identifier = int(url.path[len(prefix):])
            found = [comment for comment in github.comments if comment["id"] == identifier]
            if not found:
                return self.answer(404, {"message": "Not Found"})
            if self.command == "PATCH":
                found[0]["body"] = body["body"]
                return self.answer(200, found[0])
            if self.command == "DELETE":
                github.comments.remove(found[0])
                return self.answer(204)
        return self.answer(404, {"message": "Not Found"})

    do_GET = do_POST = do_PATCH = do_DELETE = handle_any


class PullRequestComment(unittest.TestCase):
    def setUp(self):
        self.github = FakeGitHub()
        self.thread = threading.Thread(target=self.github.serve_forever, daemon=True)
        self.thread.start()
        self.folder = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.github.shutdown()
        self.github.server_close()
        self.folder.cleanup()

    def run_script(self, *arguments, body=None, api=None):
        """Runs pr-comment (with the report `body` as --body-file when given); checks the token
        never shows and returns the result."""
        if body is not None:
            path = os.path.join(self.folder.name, "report.md")
            with open(path, "w", encoding="utf-8") as file:
                file.write(body)
            arguments = ("--body-file", path) + arguments
        environment = {"PATH": os.environ.get("PATH", ""), "GITHUB_TOKEN": TOKEN, "GITHUB_REPOSITORY": "o/r",
                       "GITHUB_API_URL": api or self.github.url, "GITHUB_SERVER_URL": "https://github.example",
                       "GITHUB_RUN_ID": "4242"}
        result = subprocess.run([sys.executable, SCRIPT, "--pr", str(PR)] + list(arguments), env=environment,
                                capture_output=True, text=True, timeout=60)
        self.assertNotIn(TOKEN, result.stdout + result.stderr)
        return result

    def methods(self):
        return [method for method, _, _, _ in self.github.requests]

    def test_creates_the_comment_with_the_marker_first(self):
        result = self.run_script(body="## 2 snapshots changed\n")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(self.methods(), ["GET", "POST"])
        self.assertEqual(self.github.comments[0]["body"], MARKER + "\n## 2 snapshots changed\n")
        self.assertEqual(self.github.requests[0][2], "Bearer " + TOKEN)

    def test_updates_its_comment_in_place_and_leaves_others_alone(self):
        self.github.add("LGTM")
        mine = self.github.add(MARKER + "\nold report")
        result = self.run_script(body="new report\n")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertNotIn("POST", self.methods())
        self.assertEqual([comment["body"] for comment in self.github.comments], ["LGTM", MARKER + "\nnew report\n"])
        self.assertIn("updated comment %d" % mine, result.stdout)

    def test_a_second_push_updates_the_same_comment(self):
        self.run_script(body="first push\n")
        self.run_script(body="second push\n")
        self.assertEqual(len(self.github.comments), 1)
        self.assertEqual(self.github.comments[0]["body"], MARKER + "\nsecond push\n")
        self.assertEqual(self.methods(), ["GET", "POST", "GET", "PATCH"])

    def test_finds_the_marker_on_a_later_page(self):
        for index in range(3):
            self.github.add("comment %d" % index)
        mine = self.github.add(MARKER + "\nold")
        self.github.add("after")
        result = self.run_script(body="new\n")
        self.assertEqual(result.returncode, 0, result.stderr)
        pages = [path for method, path, _, _ in self.github.requests if method == "GET"]
        self.assertEqual(len(pages), 2)
        self.assertIn("page=2", pages[1])
        self.assertEqual([method for method in self.methods() if method != "GET"], ["PATCH"])
        self.assertEqual([c["body"] for c in self.github.comments if c["id"] == mine], [MARKER + "\nnew\n"])

    def test_resolved_edits_the_comment_to_say_so(self):
        self.github.add(MARKER + "\n3 snapshots changed")
        result = self.run_script("--resolved")
        self.assertEqual(result.returncode, 0, result.stderr)
        body = self.github.comments[0]["body"]
        self.assertTrue(body.startswith(MARKER + "\n"))
        self.assertIn("resolved", body)
        self.assertIn("https://github.example/o/r/actions/runs/4242", body)

    def test_resolved_with_delete_removes_it_and_without_a_comment_posts_nothing(self):
        self.github.add(MARKER + "\nold")
        self.assertEqual(self.run_script("--resolved", "--delete").returncode, 0)
        self.assertEqual(self.github.comments, [])
        self.assertIn("DELETE", self.methods())
        self.github.requests.clear()
        result = self.run_script("--resolved")
        self.assertEqual(self.methods(), ["GET"])
        self.assertIn("nothing to do", result.stdout)

    def test_a_body_past_the_limit_is_cut_at_a_line_with_a_link_to_the_run(self):
        lines = ["| LoginTests/screen%05d | changed — “Sign in” → “Log in” |\n" % index for index in range(2000)]
        result = self.run_script(body="".join(lines))
        self.assertEqual(result.returncode, 0, result.stderr)
        posted = self.github.comments[0]["body"]
        self.assertLessEqual(len(posted.encode()), 65536)
        self.assertGreater(len(posted.encode()), 60000)
        kept, _, note = posted.partition("\n\n… The report is cut here")
        self.assertTrue(set(kept.split("\n")[1:]) <= {line.rstrip("\n") for line in lines})
        self.assertIn("https://github.example/o/r/actions/runs/4242", note)

    def test_refusals_and_failures_print_one_line_with_the_status_and_exit_0(self):
        self.github.add(MARKER + "\nkept")
        for status, method in [(403, "PATCH"), (404, None), (500, "GET"), (502, None)]:
            with self.subTest(status=status):
                self.github.failure = (status, method)
                result = self.run_script(body="new\n")
                self.assertEqual(result.returncode, 0)
                self.assertEqual(result.stderr, "")
                self.assertEqual(len(result.stdout.strip().splitlines()), 1, result.stdout)
                self.assertIn("HTTP %d" % status, result.stdout)
                self.assertIn("***", result.stdout, "the echoed credentials are masked")
                self.assertEqual(self.github.comments[0]["body"], MARKER + "\nkept")
        self.github.failure = (403, "PATCH")
        self.assertIn("pull-requests: write", self.run_script(body="new\n").stdout, "a 403 says which permission")

    def test_an_unreachable_api_is_one_line_and_exit_0(self):
        closed = FakeGitHub()
        address = closed.url
        closed.server_close()
        result = self.run_script(body="x\n", api=address)
        self.assertEqual(result.returncode, 0)
        self.assertIn("could not reach GitHub", result.stdout)
        self.assertEqual(len(result.stdout.strip().splitlines()), 1)

    def test_a_wrong_command_line_exits_2(self):
        result = self.run_script()
        self.assertEqual(result.returncode, 2)
        self.assertEqual(self.github.requests, [])


if __name__ == "__main__":
    unittest.main()
